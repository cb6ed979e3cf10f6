/** The catalogue projection folded in memory: element class and type rows, their mapping problems and audit fields. */
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import type { ProjectedEvent } from "../projection"
import { applyCatalogueChanges, catalogueChangesOf, emptyCatalogueRows, hasErrors } from "./catalogue"

let position = 0
const at = (event: ProjectEvent, projectId = 7, userId = 3): ProjectedEvent => ({
  position: ++position,
  projectId,
  type: event.type,
  data: event.data,
  userId,
  occurredAt: `2026-11-26T10:00:${String(position).padStart(2, "0")}.000Z`,
})
const fold = (...events: ProjectedEvent[]) => {
  const rows = emptyCatalogueRows()
  for (const event of events) applyCatalogueChanges(rows, catalogueChangesOf(event))
  return rows
}
const wallIn = (ifc_version: "IFC2X3" | "IFC4" | "IFC4X3_ADD2", predefined_type: string | null = null) => ({ ifc_version, entity: "IfcWall", predefined_type })
const created = (elementClassId: number, name: string, ifc = [wallIn("IFC2X3"), wallIn("IFC4"), wallIn("IFC4X3_ADD2")]): ProjectEvent => ({
  type: "ElementClassCreated",
  data: { elementClassId, name, desc: null, category: "Architektur", parentId: null, ifc, uri: null },
})

describe("catalogue projection: element classes", () => {
  it("a class mapped soundly in all three versions has no problems; its creator and time are recorded", () => {
    const rows = fold(at(created(61, "Wand")))
    const row = rows.elementClasses.get(61)!
    expect(row).toMatchObject({ id: 61, proId: 7, parentId: null, data: { name: "Wand", category: "Architektur", problems: [], createdBy: 3, changedAt: null } })
  })

  it("a mapping missing in a version, or naming a predefined type the entity lacks, shows as problems of that version", () => {
    const rows = fold(at(created(61, "Wand", [wallIn("IFC4", "SHEAR"), wallIn("IFC4X3_ADD2", "NOSUCHTYPE")])))
    const problems = rows.elementClasses.get(61)!.data.problems.map((p) => `${p.ifc_version} ${p.code}`)
    expect(problems).toEqual(["IFC2X3 ENTITY_MAPPING_MISSING", "IFC4X3_ADD2 PREDEFINED_TYPE_UNKNOWN"])
    expect(hasErrors(rows.elementClasses.get(61)!.data.problems)).toBe(true)
  })

  it("a new mapping replaces the problems; changes merge fields and record who changed when", () => {
    const rows = fold(
      at(created(61, "Wand", [])),
      at({ type: "ElementClassRenamed", data: { elementClassId: 61, name: "Mauer" } }, 7, 4),
      at({ type: "ElementClassMappedToIfc", data: { elementClassId: 61, ifc: [wallIn("IFC2X3"), wallIn("IFC4"), wallIn("IFC4X3_ADD2")] } }, 7, 4),
      at({ type: "ElementClassParentChanged", data: { elementClassId: 61, parentId: 60 } }, 7, 5),
    )
    const row = rows.elementClasses.get(61)!
    expect(row.parentId).toBe(60)
    expect(row.data).toMatchObject({ name: "Mauer", problems: [], createdBy: 3, changedBy: 5 })
  })

  it("a deleted class and every class of a deleted project are gone; other projects keep theirs", () => {
    const rows = fold(
      at(created(61, "Wand")),
      at(created(62, "Tür")),
      at(created(81, "Wand"), 8),
      at({ type: "ElementClassDeleted", data: { elementClassId: 62 } }),
    )
    expect([...rows.elementClasses.keys()]).toEqual([61, 81])
    applyCatalogueChanges(rows, catalogueChangesOf(at({ type: "ProjectDeleted", data: { projectId: 7 } } as ProjectEvent)))
    expect([...rows.elementClasses.keys()]).toEqual([81])
  })
})

describe("catalogue projection: element class types", () => {
  const typeCreated = (elementTypeId: number, entity: string): ProjectEvent => ({
    type: "ElementTypeCreated",
    data: { elementTypeId, name: `Typ ${elementTypeId}`, desc: null, ifc: [wallIn("IFC2X3"), wallIn("IFC4"), wallIn("IFC4X3_ADD2")].map((m) => ({ ...m, entity })), uri: null },
  })

  it("a type mapped to an occurrence entity has a problem per version; mapped to its type object, none", () => {
    const rows = fold(at(typeCreated(71, "IfcWall")))
    expect(rows.elementTypes.get(71)!.data.problems.map((p) => `${p.ifc_version} ${p.code}`)).toEqual([
      "IFC2X3 ENTITY_NOT_A_TYPE",
      "IFC4 ENTITY_NOT_A_TYPE",
      "IFC4X3_ADD2 ENTITY_NOT_A_TYPE",
    ])
    applyCatalogueChanges(rows, catalogueChangesOf(at({ type: "ElementTypeMappedToIfc", data: { elementTypeId: 71, ifc: (["IFC2X3", "IFC4", "IFC4X3_ADD2"] as const).map((v) => ({ ifc_version: v, entity: "IfcWallType", predefined_type: null })) } }, 7, 5)))
    expect(rows.elementTypes.get(71)!.data).toMatchObject({ problems: [], createdBy: 3, changedBy: 5 })
  })

  it("a class names its type; the project's deletion removes types as well as classes", () => {
    const rows = fold(at(typeCreated(71, "IfcWallType")), at(created(61, "Wand")), at({ type: "ElementClassTypeChanged", data: { elementClassId: 61, elementTypeId: 71 } }))
    expect(rows.elementClasses.get(61)!.data.typeId).toBe(71)
    applyCatalogueChanges(rows, catalogueChangesOf(at({ type: "ElementTypeDeleted", data: { elementTypeId: 71 } })))
    expect(rows.elementTypes.size).toBe(0)
    applyCatalogueChanges(rows, catalogueChangesOf(at(typeCreated(72, "IfcDoorType"))))
    applyCatalogueChanges(rows, catalogueChangesOf(at({ type: "ProjectDeleted", data: { projectId: 7 } } as ProjectEvent)))
    expect([rows.elementClasses.size, rows.elementTypes.size]).toEqual([0, 0])
  })
})

describe("catalogue projection: properties and their classes", () => {
  const propertyCreated = (propertyId: number, pset: string, property: string, data_type: string): ProjectEvent => ({
    type: "PropertyCreated",
    data: { propertyId, name: property, desc: null, datatype: "text", unit: null, concept: "predefined_property", ifc: [{ ifc_version: "IFC4", pset, property, data_type }], uri: null, valueListId: null },
  })

  it("a property's targets are checked on their own: a property the set lacks and the versions without target are problems", () => {
    const rows = fold(at(propertyCreated(81, "Pset_WallCommon", "FireRating", "IfcLabel")), at(propertyCreated(82, "Pset_WallCommon", "Horn", "IfcLabel")))
    expect(rows.properties.get(81)!.data.problems.map((p) => `${p.ifc_version} ${p.code}`)).toEqual(["IFC2X3 PROPERTY_MAPPING_MISSING", "IFC4X3_ADD2 PROPERTY_MAPPING_MISSING"])
    expect(rows.properties.get(82)!.data.problems.map((p) => p.code)).toContain("PROPERTY_NOT_IN_SET")
    applyCatalogueChanges(rows, catalogueChangesOf(at({ type: "PropertyChanged", data: { propertyId: 82, changes: { name: "IsExternal", ifc: (["IFC2X3", "IFC4", "IFC4X3_ADD2"] as const).map((v) => ({ ifc_version: v, pset: "Pset_WallCommon", property: "IsExternal", data_type: "IfcBoolean" })) } } }, 7, 5)))
    expect(rows.properties.get(82)!.data).toMatchObject({ name: "IsExternal", problems: [], changedBy: 5 })
  })

  it("assignments are kept in order, go with their class, and a project's deletion takes them all", () => {
    const rows = fold(
      at(created(61, "Wand")),
      at(created(62, "Tür")),
      at(propertyCreated(81, "Pset_WallCommon", "FireRating", "IfcLabel")),
      at({ type: "ElementClassPropertyAssigned", data: { elementClassId: 61, propertyId: 81 } }),
      at({ type: "ElementClassPropertyAssigned", data: { elementClassId: 62, propertyId: 81 } }),
    )
    expect([...rows.classProperties.values()].map((r) => `${r.ownerId}:${r.propertyId}`)).toEqual(["61:81", "62:81"])
    applyCatalogueChanges(rows, catalogueChangesOf(at({ type: "ElementClassPropertyRemoved", data: { elementClassId: 61, propertyId: 81 } })))
    applyCatalogueChanges(rows, catalogueChangesOf(at({ type: "ElementClassDeleted", data: { elementClassId: 62 } })))
    expect(rows.classProperties.size).toBe(0)
    applyCatalogueChanges(rows, catalogueChangesOf(at({ type: "ElementClassPropertyAssigned", data: { elementClassId: 61, propertyId: 81 } })))
    applyCatalogueChanges(rows, catalogueChangesOf(at({ type: "ProjectDeleted", data: { projectId: 7 } } as ProjectEvent)))
    expect([rows.classProperties.size, rows.properties.size]).toEqual([0, 0])
  })
})

describe("catalogue projection: value lists", () => {
  it("a list's values are rows under it, in the order added; a deleted list takes its values along", () => {
    const rows = fold(
      at({ type: "ValueListCreated", data: { valueListId: 91, name: "Feuerwiderstand", desc: null, ifc: [] } }),
      at({ type: "ValueListItemAdded", data: { valueListId: 91, itemId: 912, name: "EI 60", desc: null, ifc: [], uri: null } }),
      at({ type: "ValueListItemAdded", data: { valueListId: 91, itemId: 911, name: "EI 30", desc: null, ifc: [], uri: null } }),
      at({ type: "ValueListItemChanged", data: { valueListId: 91, itemId: 911, changes: { name: "EI 30 (nbb)" } } }, 7, 5),
    )
    const values = [...rows.valueListItems.values()].sort((a, b) => a.data.position - b.data.position)
    expect(values.map((row) => [row.parentId, row.data.name])).toEqual([
      [91, "EI 60"],
      [91, "EI 30 (nbb)"],
    ])
    // Changing a value changes its list.
    expect(rows.valueLists.get(91)!.data.changedBy).toBe(5)
    applyCatalogueChanges(rows, catalogueChangesOf(at({ type: "ValueListDeleted", data: { valueListId: 91 } })))
    expect([rows.valueLists.size, rows.valueListItems.size]).toEqual([0, 0])
  })
})
