import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import { given } from "../../testing/decider-spec"
import { aProject } from "../../testing/project-fixtures"

const classCreated = (elementClassId: number, name: string, parentId: number | null = null): ProjectEvent => ({
  type: "ElementClassCreated",
  data: { elementClassId, name, desc: null, category: null, parentId, ifc: [], uri: null },
})
const propertyCreated = (propertyId: number, name: string, pset: string | null, concept: "predefined_property" | "typing" = "predefined_property"): ProjectEvent => ({
  type: "PropertyCreated",
  data: {
    propertyId,
    name,
    desc: null,
    datatype: "text",
    unit: null,
    concept,
    ifc: pset ? [{ ifc_version: "IFC4", pset, property: name, data_type: "IfcLabel" }] : [],
    uri: null,
    valueListId: null,
  },
})

/** Bauteil ← Wand; FireRating (Pset_WallCommon) on Bauteil; a typing property; the type Wandtyp. */
const base: ProjectEvent[] = [
  ...aProject(),
  classCreated(61, "Bauteil"),
  classCreated(62, "Wand", 61),
  propertyCreated(81, "FireRating", "Pset_WallCommon"),
  propertyCreated(82, "IsExternal", "Pset_WallCommon"),
  propertyCreated(83, "Wandtyp", null, "typing"),
  { type: "ElementClassPropertyAssigned", data: { elementClassId: 61, propertyId: 81 } },
  { type: "ElementTypeCreated", data: { elementTypeId: 71, name: "Wandtyp", desc: null, ifc: [], uri: null } },
]
const create = (name: string, pset: string | null) => ({
  type: "CreateProperty" as const,
  name,
  desc: null,
  datatype: "text" as const,
  unit: " mm ",
  concept: "predefined_property" as const,
  ifc: pset ? [{ ifc_version: "IFC4" as const, pset: ` ${pset} `, property: name, data_type: null }] : [],
  uri: null,
  valueListId: null,
})

describe("properties", () => {
  it("creates a property with trimmed targets and unit", () => {
    given(...base)
      .when(create("ThermalTransmittance", "Pset_WallCommon"))
      .then({
        type: "PropertyCreated",
        data: { propertyId: 100, name: "ThermalTransmittance", desc: null, datatype: "text", unit: "mm", concept: "predefined_property", ifc: [{ ifc_version: "IFC4", pset: "Pset_WallCommon", property: "ThermalTransmittance", data_type: null }], uri: null, valueListId: null },
      })
  })

  it("a name is taken only in the same set: FireRating of doors is another property than FireRating of walls", () => {
    given(...base).when(create("firerating", "Pset_WallCommon")).thenRejects("PropertyNameTaken")
    given(...base).when(create("FireRating", "Pset_DoorCommon")).then({ type: "PropertyCreated", data: expect.objectContaining({ propertyId: 100 }) as never })
    given(...base).when(create("WANDTYP", null)).thenRejects("PropertyNameTaken")
    given(...base).when(create(" ", null)).thenRejects("NameEmpty", { pty_name: "Der Merkmals Name darf nicht leer sein." })
  })

  it("an edit is one fact with the fields that changed; none when nothing did", () => {
    given(...base).when({ type: "ChangeProperty", propertyId: 82, unit: "-", desc: null }).then({ type: "PropertyChanged", data: { propertyId: 82, changes: { unit: "-" } } })
    given(...base).when({ type: "ChangeProperty", propertyId: 82, name: "IsExternal" }).then()
    given(...base).when({ type: "ChangeProperty", propertyId: 82, name: "FireRating" }).thenRejects("PropertyNameTaken")
  })

  it("a class has a property once, its own or from above; an assigned property stays", () => {
    given(...base).when({ type: "AssignProperty", elementClassId: 62, propertyId: 82 }).then({ type: "ElementClassPropertyAssigned", data: { elementClassId: 62, propertyId: 82 } })
    given(...base).when({ type: "AssignProperty", elementClassId: 62, propertyId: 81 }).thenRejects("PropertyAlreadyAssigned")
    given(...base).when({ type: "AssignProperty", elementClassId: 62, propertyId: 999 }).thenRejects("ForeignEntity", { pty_id: "Merkmal 999 gehört nicht zu diesem Projekt." })
    given(...base).when({ type: "DeleteProperty", propertyId: 81 }).thenRejects("PropertyInUse")
    given(...base).when({ type: "DeleteProperty", propertyId: 82 }).then({ type: "PropertyDeleted", data: { propertyId: 82 } })
  })

  it("an inherited property is removed where it is assigned, not below", () => {
    given(...base).when({ type: "RemoveProperty", elementClassId: 62, propertyId: 81 }).thenRejects("PropertyNotOwn")
    given(...base).when({ type: "RemoveProperty", elementClassId: 61, propertyId: 81 }).then({ type: "ElementClassPropertyRemoved", data: { elementClassId: 61, propertyId: 81 } })
  })

  it("a typing property needs the class's type, at most one per class, and keeps the type from going", () => {
    given(...base).when({ type: "AssignProperty", elementClassId: 62, propertyId: 83 }).thenRejects("TypingPropertyRule")
    const typed: ProjectEvent[] = [...base, { type: "ElementClassTypeChanged", data: { elementClassId: 62, elementTypeId: 71 } }]
    given(...typed).when({ type: "AssignProperty", elementClassId: 62, propertyId: 83 }).then({ type: "ElementClassPropertyAssigned", data: { elementClassId: 62, propertyId: 83 } })
    const withTyping: ProjectEvent[] = [...typed, { type: "ElementClassPropertyAssigned", data: { elementClassId: 62, propertyId: 83 } }, propertyCreated(84, "Türtyp", null, "typing")]
    given(...withTyping).when({ type: "AssignProperty", elementClassId: 62, propertyId: 84 }).thenRejects("TypingPropertyRule")
    given(...withTyping).when({ type: "ChangeElementClass", elementClassId: 62, typeId: null }).thenRejects("TypingPropertyRule")
  })
})
