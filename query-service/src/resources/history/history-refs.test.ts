/** What the ids of a timeline entry's fields name: which fields are ids of which kind, and the refs an entry gets. */
import { describe, expect, it } from "vitest"
import { refCellOf } from "./history-export"
import { refKindOf, refsOf, wantedRefs } from "./history-refs"

describe("the ids of an entry's fields", () => {
  it("names each id field's kind, by the entity that holds it where it depends on it", () => {
    expect(refKindOf("milestone", "phaseId")).toBe("phase")
    expect(refKindOf("activity", "providerRoleId")).toBe("role")
    expect(refKindOf("process", "milestoneId")).toBe("milestone")
    expect(refKindOf("project", "orgId")).toBe("organisation")
    expect(refKindOf("project", "ifcSchemaId")).toBe("ifc_schema")
    expect(refKindOf("project", "referenceProjectId")).toBe("project")
    expect(refKindOf("requirement", "elementClassId")).toBe("element_class")
    expect(refKindOf("property", "valueListId")).toBe("value_list")
    expect(refKindOf("element_class", "parentId")).toBe("element_class")
    expect(refKindOf("classification_item", "parentId")).toBe("classification_item")
    expect(refKindOf("material_list_item", "listId")).toBe("material_list")
    // Not an id of this project's entities, or not an id at all.
    expect(refKindOf("element_class", "originId")).toBeUndefined()
    expect(refKindOf("process", "copiedFromProcessId")).toBeUndefined()
    expect(refKindOf("milestone", "name")).toBeUndefined()
    expect(refKindOf("version", "number")).toBeUndefined()
  })

  it("wants each id once per field, from before and after, lists included", () => {
    expect(wantedRefs({ entity: "milestone", before: { phaseId: 3, seq: null }, after: { phaseId: 5, seq: 0 } })).toEqual([
      { field: "phaseId", kind: "phase", id: 3 },
      { field: "phaseId", kind: "phase", id: 5 },
    ])
    expect(wantedRefs({ entity: "project", before: { sharedOrgIds: [1] }, after: { sharedOrgIds: [1, 2] } })).toEqual([
      { field: "sharedOrgIds", kind: "organisation", id: 1 },
      { field: "sharedOrgIds", kind: "organisation", id: 2 },
    ])
    // None: null (an activity without a receiver), a created entry's absent before, a deleted entry's absent after.
    expect(wantedRefs({ entity: "activity", before: null, after: { name: "A", providerRoleId: 7, receiverRoleId: null } })).toEqual([{ field: "providerRoleId", kind: "role", id: 7 }])
    expect(wantedRefs({ entity: "role", before: { name: "B" }, after: null })).toEqual([])
  })

  it("gives an entry the names as of its position, organisations and IFC versions as they are; unknown ones null", () => {
    const names = new Map<string, string | null>([
      ["phase:3@40", "Planung"],
      ["phase:5@40", "Realisierung"],
      ["phase:5@90", "Realisierung (neu)"],
      ["organisation:1", "Muster AG"],
      ["ifc_schema:3", "IFC4X3_ADD2"],
    ])
    expect(refsOf({ position: 40, entity: "milestone", before: { phaseId: 3 }, after: { phaseId: 5 } }, names)).toEqual({
      phaseId: [
        { kind: "phase", id: 3, name: "Planung" },
        { kind: "phase", id: 5, name: "Realisierung" },
      ],
    })
    expect(refsOf({ position: 90, entity: "project", before: null, after: { name: "P", orgId: 1, ifcSchemaId: 3, referenceProjectId: 12 } }, names)).toEqual({
      orgId: [{ kind: "organisation", id: 1, name: "Muster AG" }],
      ifcSchemaId: [{ kind: "ifc_schema", id: 3, name: "IFC4X3_ADD2" }],
      referenceProjectId: [{ kind: "project", id: 12, name: null }],
    })
    expect(refsOf({ position: 1, entity: "role", before: null, after: { name: "R" } }, names)).toEqual({})
  })

  it("writes a named id in the export as its name with the id, an unnamed one as its number", () => {
    const refs = [
      { kind: "organisation" as const, id: 1, name: "Muster AG" },
      { kind: "organisation" as const, id: 2, name: null },
    ]
    const texts = { personalOrganisation: "Persönliche Organisation" }
    expect(refCellOf(1, refs, texts)).toBe("Muster AG (1)")
    expect(refCellOf([1, 2], refs, texts)).toBe("Muster AG (1), 2")
    expect(refCellOf(null, refs, texts)).toBe("")
    // A personal organisation's technical name reads as what it is.
    expect(refCellOf(3, [{ kind: "organisation", id: 3, name: "persoenlich@7" }], texts)).toBe("Persönliche Organisation (3)")
  })
})
