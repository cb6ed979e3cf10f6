import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import { given } from "../../testing/decider-spec"
import { aProject } from "../../testing/project-fixtures"
import { ELEMENT_CLASS_PARENT_CYCLE_TEXT } from "@bimprofile/contracts/errors/domain-errors"

const created = (elementClassId: number, name: string, parentId: number | null = null): ProjectEvent => ({
  type: "ElementClassCreated",
  data: { elementClassId, name, desc: null, category: null, parentId, ifc: [], uri: null },
})

/** Bauteil ← Wand ← Innenwand, and Tür beside them. */
const base: ProjectEvent[] = [...aProject(), created(61, "Bauteil"), created(62, "Wand", 61), created(63, "Innenwand", 62), created(64, "Tür", 61)]

const wall = [{ ifc_version: "IFC4", entity: " IfcWall ", predefined_type: "SHEAR" }] as const

describe("CreateElementClass", () => {
  it("creates a class with a trimmed name and category, its parent and its IFC mapping as written", () => {
    given(...base)
      .when({ type: "CreateElementClass", name: " Aussenwand ", desc: "d", category: " Architektur ", parentId: 62, ifc: wall, uri: null, typeId: null })
      .then({
        type: "ElementClassCreated",
        data: {
          elementClassId: 100,
          name: "Aussenwand",
          desc: "d",
          category: "Architektur",
          parentId: 62,
          ifc: [{ ifc_version: "IFC4", entity: "IfcWall", predefined_type: "SHEAR" }],
          uri: null,
        },
      })
  })

  it("accepts a mapping IFC does not know: its problems are shown with the class, the mapping is kept as written", () => {
    given(...base)
      .when({ type: "CreateElementClass", name: "Phantasie", desc: null, category: null, parentId: null, ifc: [{ ifc_version: "IFC2X3", entity: "IfcUnicorn", predefined_type: null }], uri: null, typeId: null })
      .then({
        type: "ElementClassCreated",
        data: { elementClassId: 100, name: "Phantasie", desc: null, category: null, parentId: null, ifc: [{ ifc_version: "IFC2X3", entity: "IfcUnicorn", predefined_type: null }], uri: null },
      })
  })

  it("refuses an empty name and a name of another class of the project, in any case", () => {
    given(...base)
      .when({ type: "CreateElementClass", name: " ", desc: null, category: null, parentId: null, ifc: [], uri: null, typeId: null })
      .thenRejects("NameEmpty", { elc_name: "Der Fachklassen Name darf nicht leer sein." })
    const error = given(...base)
      .when({ type: "CreateElementClass", name: "WAND", desc: null, category: null, parentId: null, ifc: [], uri: null, typeId: null })
      .thenRejects("ElementClassNameTaken", { elc_name: "Eine Fachklasse mit dem Namen «WAND» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen." })
    expect(error.message).toContain("«WAND»")
  })

  it("refuses a parent that is not a class of this project", () => {
    given(...base)
      .when({ type: "CreateElementClass", name: "Dach", desc: null, category: null, parentId: 999, ifc: [], uri: null, typeId: null })
      .thenRejects("ForeignEntity", { elc_parent_id: "Fachklasse 999 gehört nicht zu diesem Projekt." })
  })
})

describe("ChangeElementClass", () => {
  it("records only what changed, one fact each", () => {
    given(...base)
      .when({ type: "ChangeElementClass", elementClassId: 62, name: "Wand", desc: "tragend", category: "Tragwerk", ifc: wall, uri: "https://identifier.buildingsmart.org/uri/x" })
      .then(
        { type: "ElementClassDescriptionChanged", data: { elementClassId: 62, desc: "tragend" } },
        { type: "ElementClassCategoryChanged", data: { elementClassId: 62, category: "Tragwerk" } },
        { type: "ElementClassMappedToIfc", data: { elementClassId: 62, ifc: [{ ifc_version: "IFC4", entity: "IfcWall", predefined_type: "SHEAR" }] } },
        { type: "ElementClassUriChanged", data: { elementClassId: 62, uri: "https://identifier.buildingsmart.org/uri/x" } },
      )
  })

  it("an unchanged mapping records nothing", () => {
    given(...base, { type: "ElementClassMappedToIfc", data: { elementClassId: 62, ifc: [{ ifc_version: "IFC4", entity: "IfcWall", predefined_type: "SHEAR" }] } })
      .when({ type: "ChangeElementClass", elementClassId: 62, ifc: wall })
      .then()
  })

  it("moves a class under another and refuses to put it under itself or one of its subclasses", () => {
    given(...base)
      .when({ type: "ChangeElementClass", elementClassId: 63, parentId: 61 })
      .then({ type: "ElementClassParentChanged", data: { elementClassId: 63, parentId: 61 } })
    given(...base).when({ type: "ChangeElementClass", elementClassId: 61, parentId: 63 }).thenRejects("ElementClassParentCycle", { elc_parent_id: ELEMENT_CLASS_PARENT_CYCLE_TEXT })
    given(...base).when({ type: "ChangeElementClass", elementClassId: 62, parentId: 62 }).thenRejects("ElementClassParentCycle", { elc_parent_id: ELEMENT_CLASS_PARENT_CYCLE_TEXT })
  })

  it("refuses the name of another class but allows its own in another case", () => {
    given(...base).when({ type: "ChangeElementClass", elementClassId: 64, name: "wand" }).thenRejects("ElementClassNameTaken")
    given(...base)
      .when({ type: "ChangeElementClass", elementClassId: 64, name: "TÜR" })
      .then({ type: "ElementClassRenamed", data: { elementClassId: 64, name: "TÜR" } })
  })

  it("answers an unknown class as not found", () => {
    given(...base).when({ type: "ChangeElementClass", elementClassId: 9, name: "x" }).thenRejects("NotFound")
  })
})

describe("DeleteElementClass", () => {
  it("deletes a class without subclasses", () => {
    given(...base).when({ type: "DeleteElementClass", elementClassId: 63 }).then({ type: "ElementClassDeleted", data: { elementClassId: 63 } })
  })

  it("refuses a class with subclasses and counts them", () => {
    const error = given(...base).when({ type: "DeleteElementClass", elementClassId: 61 }).thenRejects("ElementClassHasChildren")
    expect(error.message).toBe("Die Fachklasse kann nicht gelöscht werden, solange sie 2 Unterklasse(n) hat.")
  })

  it("once its only subclass is deleted, a class may go", () => {
    given(...base, { type: "ElementClassDeleted", data: { elementClassId: 63 } })
      .when({ type: "DeleteElementClass", elementClassId: 62 })
      .then({ type: "ElementClassDeleted", data: { elementClassId: 62 } })
  })
})
