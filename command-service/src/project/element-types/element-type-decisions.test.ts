import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, it } from "vitest"
import { given } from "../../testing/decider-spec"
import { aProject } from "../../testing/project-fixtures"

const typeCreated = (elementTypeId: number, name: string): ProjectEvent => ({ type: "ElementTypeCreated", data: { elementTypeId, name, desc: null, ifc: [], uri: null } })
const classCreated = (elementClassId: number, name: string): ProjectEvent => ({
  type: "ElementClassCreated",
  data: { elementClassId, name, desc: null, category: null, parentId: null, ifc: [], uri: null },
})

/** The types Wandtyp and Türtyp; the class Wand of type Wandtyp. */
const base: ProjectEvent[] = [
  ...aProject(),
  typeCreated(71, "Wandtyp"),
  typeCreated(72, "Türtyp"),
  classCreated(61, "Wand"),
  { type: "ElementClassTypeChanged", data: { elementClassId: 61, elementTypeId: 71 } },
]

describe("element class types", () => {
  it("creates a type with a trimmed name and its mapping as written", () => {
    given(...base)
      .when({ type: "CreateElementType", name: " Fenstertyp ", desc: "d", ifc: [{ ifc_version: "IFC4", entity: " IfcWindowType ", predefined_type: " WINDOW " }], uri: null })
      .then({ type: "ElementTypeCreated", data: { elementTypeId: 100, name: "Fenstertyp", desc: "d", ifc: [{ ifc_version: "IFC4", entity: "IfcWindowType", predefined_type: "WINDOW" }], uri: null } })
  })

  it("refuses an empty or taken name (any case), on create and on rename", () => {
    given(...base).when({ type: "CreateElementType", name: " ", desc: null, ifc: [], uri: null }).thenRejects("NameEmpty", { elt_name: "Der Fachklassentypen Name darf nicht leer sein." })
    given(...base)
      .when({ type: "ChangeElementType", elementTypeId: 72, name: "WANDTYP" })
      .thenRejects("ElementTypeNameTaken", { elt_name: "Ein Fachklassentyp mit dem Namen «WANDTYP» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen." })
  })

  it("a change emits one event per changed field, none for what stays", () => {
    given(...base)
      .when({ type: "ChangeElementType", elementTypeId: 72, name: "Türtyp", desc: "Türblatt und Zarge", ifc: [{ ifc_version: "IFC4X3_ADD2", entity: "IfcDoorType", predefined_type: null }] })
      .then(
        { type: "ElementTypeDescriptionChanged", data: { elementTypeId: 72, desc: "Türblatt und Zarge" } },
        { type: "ElementTypeMappedToIfc", data: { elementTypeId: 72, ifc: [{ ifc_version: "IFC4X3_ADD2", entity: "IfcDoorType", predefined_type: null }] } },
      )
  })

  it("a type its classes name stays; an unused one goes", () => {
    given(...base).when({ type: "DeleteElementType", elementTypeId: 71 }).thenRejects("ElementTypeInUse")
    given(...base).when({ type: "DeleteElementType", elementTypeId: 72 }).then({ type: "ElementTypeDeleted", data: { elementTypeId: 72 } })
    given(...base).when({ type: "DeleteElementType", elementTypeId: 999 }).thenRejects("NotFound")
  })

  it("a class names a type of its project: on create right after the class, on change only when it differs", () => {
    given(...base)
      .when({ type: "CreateElementClass", name: "Tür", desc: null, category: null, parentId: null, ifc: [], uri: null, typeId: 72 })
      .then(
        { type: "ElementClassCreated", data: { elementClassId: 100, name: "Tür", desc: null, category: null, parentId: null, ifc: [], uri: null } },
        { type: "ElementClassTypeChanged", data: { elementClassId: 100, elementTypeId: 72 } },
      )
    given(...base).when({ type: "ChangeElementClass", elementClassId: 61, typeId: 71 }).then()
    given(...base).when({ type: "ChangeElementClass", elementClassId: 61, typeId: null }).then({ type: "ElementClassTypeChanged", data: { elementClassId: 61, elementTypeId: null } })
    given(...base)
      .when({ type: "ChangeElementClass", elementClassId: 61, typeId: 999 })
      .thenRejects("ForeignEntity", { elc_elt_id: "Fachklassentyp 999 gehört nicht zu diesem Projekt." })
  })
})
