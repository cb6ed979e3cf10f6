/**
 * The project diff (issue 11) on states folded from events: each classification rule (a narrowed enumeration is
 * major, a widened one minor …), the structure's places, inheritance left out, the version numbering — and, with
 * fast-check, that a state compared with itself differs in nothing and that diff(a, b) mirrors diff(b, a).
 */
import type { DiffChange } from "@bimprofile/contracts/history/diff-change"
import type { RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import type { IdsValue } from "@bimprofile/contracts/requirements/ids-values"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { ProjectedEvent } from "../projection"
import { bumpOf, diffProjectStates, nextSemver } from "./project-diff"
import { foldProjectState } from "./project-state"

const PROJECT = 7
type Event = { readonly type: string; readonly data: Record<string, unknown> }

const projected = (events: readonly Event[], projectId = PROJECT): ProjectedEvent[] =>
  events.map((e, index) => ({ position: index + 1, projectId, type: e.type, data: e.data, userId: 3, occurredAt: `2026-11-26T10:00:00.${String(index).padStart(3, "0")}Z` }))
const state = (events: readonly Event[]) => foldProjectState(projected(events))

const enumeration = (...values: string[]): IdsValue => ({ restriction: { base: "xs:string", facets: values.map((value) => ({ kind: "enumeration" as const, value })) } })
const bounds = (facets: Record<string, string>): IdsValue => ({ restriction: { base: "xs:double", facets: Object.entries(facets).map(([kind, value]) => ({ kind: kind as "minInclusive", value })) } })
const propertyFacet = (value: IdsValue | null, cardinality: "required" | "optional" | "prohibited" = "required", extra: Partial<RequirementFacet> = {}): RequirementFacet =>
  ({ facet: "property", pty_id: null, property_set: { simple: "Pset_WallCommon" }, base_name: { simple: "FireRating" }, value, data_type: null, uri: null, cardinality, instructions: null, ...extra }) as RequirementFacet
const requirementFields = (fields: Record<string, unknown> = {}) => ({
  elementClassId: null,
  name: "Wände",
  identifier: null,
  desc: null,
  instructions: null,
  ifcVersions: [],
  cardinality: "required",
  applicability: [{ facet: "entity", name: { simple: "IFCWALL" }, predefined_type: null }],
  requirementsDesc: null,
  facets: [],
  ...fields,
})

/** A project with a phase, a milestone, a process, an activity, a class with a property, a value list — and a requirement with `facets`. */
const base = (facets: readonly RequirementFacet[] = [], requirement: Record<string, unknown> = {}): Event[] => [
  { type: "ProjectCreated", data: { projectId: PROJECT, name: "Spital", desc: null, orgId: null, personal: true, typeCode: "std", accessAll: false, ifcSchemaId: 2, referenceProjectId: null, isTemplate: false, copiedFromProjectId: null } },
  { type: "PhaseAdded", data: { phaseId: 11, phaseCode: "planung", name: "Planung" } },
  { type: "MilestoneCreated", data: { milestoneId: 21, phaseId: 11, name: "Vorprojekt", desc: null, seq: 1 } },
  { type: "MilestoneCreated", data: { milestoneId: 22, phaseId: 11, name: "Bauprojekt", desc: null, seq: 2 } },
  { type: "ProcessCreated", data: { processId: 31, milestoneId: 21, name: "Koordination", shortName: null, desc: null, seq: 1, copiedFromProcessId: null } },
  { type: "ActivityCreated", data: { activityId: 41, processId: 31, name: "Modell liefern", desc: null, providerRoleId: null, receiverRoleId: null, seq: 1 } },
  { type: "ElementClassCreated", data: { elementClassId: 51, name: "Wand", desc: null, category: null, parentId: null, ifc: [{ ifc_version: "IFC4", entity: "IfcWall", predefined_type: null }], uri: null } },
  { type: "PropertyCreated", data: { propertyId: 61, name: "Feuerwiderstand", desc: null, datatype: "text", unit: null, concept: "predefined_property", ifc: [], uri: null, valueListId: null } },
  { type: "ElementClassPropertyAssigned", data: { elementClassId: 51, propertyId: 61 } },
  { type: "ValueListCreated", data: { valueListId: 71, name: "Feuerwiderstände", desc: null, ifc: [] } },
  { type: "ValueListItemAdded", data: { valueListId: 71, itemId: 72, name: "EI30", desc: null, ifc: [], uri: null } },
  { type: "RequirementAdded", data: { requirementId: 81, activityId: 41, ...requirementFields({ facets, ...requirement }) } },
]

const diffOf = (from: readonly Event[], to: readonly Event[]) => diffProjectStates(state(from), state(to), PROJECT)
const only = (from: readonly Event[], to: readonly Event[]): DiffChange => {
  const { changes } = diffOf(from, to)
  expect(changes, JSON.stringify(changes)).toHaveLength(1)
  return changes[0]!
}
const requirementChange = (facetsBefore: RequirementFacet[], facetsAfter: RequirementFacet[]) => only(base(facetsBefore), base(facetsAfter))

describe("diffProjectStates: restrictions of a facet's value", () => {
  it("an enumeration with a value fewer is major; with a value more minor", () => {
    const narrowed = requirementChange([propertyFacet(enumeration("EI30", "EI60"))], [propertyFacet(enumeration("EI30"))])
    expect(narrowed).toMatchObject({ entity: "requirement", entity_id: 81, entity_name: "Wände", parent_name: "Modell liefern", change: "changed", severity: "major" })
    expect(narrowed.fields).toEqual([{ field: "facets[property:pset_wallcommon.firerating]", before: propertyFacet(enumeration("EI30", "EI60")), after: propertyFacet(enumeration("EI30")), severity: "major" }])
    expect(requirementChange([propertyFacet(enumeration("EI30"))], [propertyFacet(enumeration("EI30", "EI60"))]).severity).toBe("minor")
  })

  it("a simple value widened into an enumeration that lists it is minor; a simple value changed is major", () => {
    expect(requirementChange([propertyFacet({ simple: "EI30" })], [propertyFacet(enumeration("EI30", "EI60"))]).severity).toBe("minor")
    expect(requirementChange([propertyFacet({ simple: "EI30" })], [propertyFacet({ simple: "EI60" })]).severity).toBe("major")
  })

  it("a value asked where any was is major; a value dropped (any value) minor", () => {
    expect(requirementChange([propertyFacet(null)], [propertyFacet({ simple: "EI30" })]).severity).toBe("major")
    expect(requirementChange([propertyFacet({ simple: "EI30" })], [propertyFacet(null)]).severity).toBe("minor")
  })

  it("bounds tightened are major, loosened minor; a bound made exclusive at the same value is major", () => {
    expect(requirementChange([propertyFacet(bounds({ minInclusive: "0", maxInclusive: "10" }))], [propertyFacet(bounds({ minInclusive: "1", maxInclusive: "10" }))]).severity).toBe("major")
    expect(requirementChange([propertyFacet(bounds({ minInclusive: "1", maxInclusive: "10" }))], [propertyFacet(bounds({ minInclusive: "0", maxInclusive: "20" }))]).severity).toBe("minor")
    expect(requirementChange([propertyFacet(bounds({ maxInclusive: "10" }))], [propertyFacet(bounds({ maxExclusive: "10" }))]).severity).toBe("major")
    expect(requirementChange([propertyFacet(bounds({ maxExclusive: "10" }))], [propertyFacet(bounds({ maxInclusive: "10" }))]).severity).toBe("minor")
    expect(requirementChange([propertyFacet(bounds({ maxInclusive: "10" }))], [propertyFacet(bounds({}))]).severity).toBe("minor")
  })

  it("a pattern changed is major (it cannot be proven wider); a pattern dropped minor; lengths as bounds, a fixed length changed major", () => {
    const pattern = (p: string): IdsValue => ({ restriction: { base: "xs:string", facets: [{ kind: "pattern", value: p }] } })
    const length = (kind: string, value: string): IdsValue => ({ restriction: { base: "xs:string", facets: [{ kind: kind as "length", value }] } })
    expect(requirementChange([propertyFacet(pattern("EI[0-9]+"))], [propertyFacet(pattern("EI.*"))]).severity).toBe("major")
    const patterned: IdsValue = { restriction: { base: "xs:string", facets: [{ kind: "pattern", value: "EI[0-9]+" }, { kind: "maxLength", value: "10" }] } }
    expect(requirementChange([propertyFacet(patterned)], [propertyFacet(length("maxLength", "10"))]).severity).toBe("minor")
    expect(requirementChange([propertyFacet(length("maxLength", "10"))], [propertyFacet(length("maxLength", "5"))]).severity).toBe("major")
    expect(requirementChange([propertyFacet(length("maxLength", "5"))], [propertyFacet(length("maxLength", "10"))]).severity).toBe("minor")
    expect(requirementChange([propertyFacet(length("length", "5"))], [propertyFacet(length("length", "6"))]).severity).toBe("major")
  })

  it("a restriction's documentation alone is a minor change", () => {
    const documented: IdsValue = { restriction: { base: "xs:string", facets: [{ kind: "enumeration", value: "EI30" }], documentation: ["Brandschutz"] } }
    expect(requirementChange([propertyFacet(enumeration("EI30"))], [propertyFacet(documented)]).severity).toBe("minor")
  })

  it("on a prohibited facet any value changed is major (a wider value forbids more)", () => {
    expect(requirementChange([propertyFacet(enumeration("EI30"), "prohibited")], [propertyFacet(enumeration("EI30", "EI60"), "prohibited")]).severity).toBe("major")
  })
})

describe("diffProjectStates: requirements and their facets", () => {
  it("a required facet added is major, an optional one minor, one removed minor", () => {
    const added = requirementChange([], [propertyFacet(null, "required")])
    expect(added.fields).toEqual([{ field: "facets[property:pset_wallcommon.firerating]", before: null, after: propertyFacet(null, "required"), severity: "major" }])
    expect(requirementChange([], [propertyFacet(null, "prohibited")]).severity).toBe("major")
    expect(requirementChange([], [propertyFacet(null, "optional")]).severity).toBe("minor")
    expect(requirementChange([propertyFacet(null, "required")], []).severity).toBe("minor")
  })

  it("a facet's cardinality made stricter is major (optional → required, → prohibited); relaxed minor", () => {
    expect(requirementChange([propertyFacet(null, "optional")], [propertyFacet(null, "required")]).severity).toBe("major")
    expect(requirementChange([propertyFacet(null, "required")], [propertyFacet(null, "prohibited")]).severity).toBe("major")
    expect(requirementChange([propertyFacet(null, "required")], [propertyFacet(null, "optional")]).severity).toBe("minor")
  })

  it("a facet's instructions are minor; its data type or catalogue property changed major", () => {
    expect(requirementChange([propertyFacet(null)], [propertyFacet(null, "required", { instructions: "Nach VKF" } as Partial<RequirementFacet>)]).severity).toBe("minor")
    expect(requirementChange([propertyFacet(null)], [propertyFacet(null, "required", { data_type: "IFCLABEL" } as Partial<RequirementFacet>)]).severity).toBe("major")
  })

  it("the applicability, the element class and the cardinality made stricter are major; texts minor", () => {
    const changed = (fields: Record<string, unknown>) => only(base([]), base([], fields))
    expect(changed({ applicability: [{ facet: "entity", name: { simple: "IFCDOOR" }, predefined_type: null }] }).severity).toBe("major")
    expect(changed({ elementClassId: 51 }).severity).toBe("major")
    expect(only(base([], { cardinality: "optional" }), base([], { cardinality: "required" })).severity).toBe("major")
    expect(changed({ cardinality: "optional" }).severity).toBe("minor")
    const texts = changed({ name: "Tragende Wände", desc: "Alle", instructions: "Siehe Plan", requirementsDesc: "Brandschutz" })
    expect(texts).toMatchObject({ severity: "minor", entity_name: "Tragende Wände" })
    expect(texts.fields.map((f) => `${f.field} ${f.severity}`)).toEqual(["desc minor", "instructions minor", "name minor", "requirementsDesc minor"])
  })

  it("IFC versions: fewer (from a list) is minor; more, or from or to the project's version, major", () => {
    expect(only(base([], { ifcVersions: ["IFC4", "IFC2X3"] }), base([], { ifcVersions: ["IFC4"] })).severity).toBe("minor")
    expect(only(base([], { ifcVersions: ["IFC4"] }), base([], { ifcVersions: ["IFC4", "IFC2X3"] })).severity).toBe("major")
    expect(only(base([], { ifcVersions: [] }), base([], { ifcVersions: ["IFC4"] })).severity).toBe("major")
  })

  it("a required requirement added is major, an optional one with optional facets minor; a requirement removed is minor", () => {
    const without = base().slice(0, -1)
    expect(only(without, base())).toMatchObject({ change: "added", severity: "major", fields: [] })
    expect(only(without, base([propertyFacet(null, "optional")], { cardinality: "optional" }))).toMatchObject({ change: "added", severity: "minor" })
    expect(only(without, base([propertyFacet(null, "required")], { cardinality: "optional" }))).toMatchObject({ change: "added", severity: "major" })
    expect(only(base(), without)).toMatchObject({ change: "removed", severity: "minor", entity_name: "Wände", parent_name: "Modell liefern" })
  })
})

describe("diffProjectStates: the catalogue", () => {
  const after = (...events: Event[]) => [...base(), ...events]

  it("a class's IFC mapping changed is major, its name and category minor", () => {
    expect(only(base(), after({ type: "ElementClassMappedToIfc", data: { elementClassId: 51, ifc: [{ ifc_version: "IFC4", entity: "IfcCurtainWall", predefined_type: null }] } })).severity).toBe("major")
    const renamed = only(base(), after({ type: "ElementClassRenamed", data: { elementClassId: 51, name: "Mauer" } }))
    expect(renamed).toMatchObject({ entity: "element_class", severity: "minor", fields: [{ field: "name", before: "Wand", after: "Mauer", severity: "minor" }] })
  })

  it("a property's data type, IFC mapping or value list changed is major; its unit and description minor", () => {
    const changed = (changes: Record<string, unknown>) => only(base(), after({ type: "PropertyChanged", data: { propertyId: 61, changes } }))
    expect(changed({ datatype: "number" }).severity).toBe("major")
    expect(changed({ ifc: [{ ifc_version: "IFC4", pset: "Pset_WallCommon", property: "FireRating", data_type: "IfcLabel" }] }).severity).toBe("major")
    expect(changed({ valueListId: 71 }).severity).toBe("major")
    expect(changed({ unit: "min", desc: "Feuerwiderstand nach VKF" }).severity).toBe("minor")
  })

  it("a value removed from a list is major, a value added minor, a value renamed major", () => {
    expect(only(base(), after({ type: "ValueListItemRemoved", data: { valueListId: 71, itemId: 72 } }))).toMatchObject({ entity: "value_list_item", change: "removed", severity: "major", parent_name: "Feuerwiderstände" })
    expect(only(base(), after({ type: "ValueListItemAdded", data: { valueListId: 71, itemId: 73, name: "EI60", desc: null, ifc: [], uri: null } }))).toMatchObject({ change: "added", severity: "minor" })
    expect(only(base(), after({ type: "ValueListItemChanged", data: { valueListId: 71, itemId: 72, changes: { name: "EI 30" } } })).severity).toBe("major")
  })

  it("a class's property removed is major while a requirement on the class asks for it, minor otherwise", () => {
    const unassigned: Event = { type: "ElementClassPropertyRemoved", data: { elementClassId: 51, propertyId: 61 } }
    expect(only(base(), after(unassigned))).toMatchObject({ entity: "class_property", entity_id: 61, entity_name: "Feuerwiderstand", parent_id: 51, parent_name: "Wand", change: "removed", severity: "minor" })
    const asking = base([propertyFacet(null, "required", { pty_id: 61, property_set: null, base_name: null } as Partial<RequirementFacet>)], { elementClassId: 51 })
    expect(only(asking, [...asking, unassigned]).severity).toBe("major")
  })
})

describe("diffProjectStates: the structure", () => {
  it("a milestone renamed is minor; an activity deleted is removed with its requirements, all minor", () => {
    expect(only(base(), [...base(), { type: "MilestoneRenamed", data: { milestoneId: 21, name: "Vorprojekt (neu)" } }])).toMatchObject({
      entity: "milestone",
      entity_name: "Vorprojekt (neu)",
      parent_name: "Planung",
      severity: "minor",
      fields: [{ field: "name", before: "Vorprojekt", after: "Vorprojekt (neu)", severity: "minor" }],
    })
    const deleted = diffOf(base(), [...base(), { type: "RequirementRemoved", data: { requirementId: 81, activityId: 41 } }, { type: "ActivityDeleted", data: { activityId: 41, processId: 31 } }])
    expect(deleted.changes.map((c) => `${c.entity} ${c.change} ${c.severity}`)).toEqual(["activity removed minor", "requirement removed minor"])
    expect(deleted.summary).toEqual({ added: 0, removed: 2, changed: 0, major: 0, minor: 2 })
  })

  it("a sibling added or removed moves nobody; a resequence changes the order of those it moved", () => {
    const inserted: Event = { type: "MilestoneCreated", data: { milestoneId: 23, phaseId: 11, name: "Ausschreibung", desc: null, seq: 1 } }
    expect(diffOf(base(), [...base(), inserted]).changes.map((c) => `${c.entity_id} ${c.change}`)).toEqual(["23 added"])
    const swapped = diffOf(base(), [...base(), { type: "MilestonesResequenced", data: { phaseId: 11, placements: [{ id: 22, seq: 1 }, { id: 21, seq: 2 }] } }])
    expect(swapped.changes.map((c) => [c.entity_id, c.fields])).toEqual([
      [21, [{ field: "order", before: 1, after: 2, severity: "minor" }]],
      [22, [{ field: "order", before: 2, after: 1, severity: "minor" }]],
    ])
  })

  it("leaves the reference project's rows out: they change in its own diff", () => {
    const reference = projected([{ type: "ElementClassCreated", data: { elementClassId: 91, name: "Referenzwand", desc: null, category: null, parentId: null, ifc: [], uri: null } }], 1)
    const withReference = foldProjectState(reference, state(base()))
    expect(diffProjectStates(state(base()), withReference, PROJECT).changes).toEqual([])
  })
})

describe("bumpOf and nextSemver", () => {
  it("a major change bumps the major number, any other change the minor, none the patch; the first version is 1.0.0", () => {
    expect(bumpOf(diffOf(base([propertyFacet(enumeration("A", "B"))]), base([propertyFacet(enumeration("A"))])))).toBe("major")
    expect(bumpOf(diffOf(base(), [...base(), { type: "MilestoneRenamed", data: { milestoneId: 21, name: "VP" } }]))).toBe("minor")
    expect(bumpOf(diffOf(base(), base()))).toBe("none")
    expect(nextSemver(null, "minor")).toBe("1.0.0")
    expect(nextSemver("1.4.2", "major")).toBe("2.0.0")
    expect(nextSemver("1.4.2", "minor")).toBe("1.5.0")
    expect(nextSemver("1.4.2", "none")).toBe("1.4.3")
  })
})

/** A state from a few choices: names, a requirement's cardinality and facets, which items exist. */
const arbitraryState = fc
  .record({
    milestone: fc.constantFrom("Vorprojekt", "Bauprojekt", "VP"),
    cardinality: fc.constantFrom("required", "optional", "prohibited"),
    facets: fc.array(
      fc.record({
        name: fc.constantFrom("FireRating", "IsExternal", "LoadBearing"),
        value: fc.option(fc.oneof(fc.constantFrom("EI30", "EI60").map((simple) => ({ simple }) as IdsValue), fc.subarray(["EI30", "EI60", "EI90"], { minLength: 1 }).map((v) => enumeration(...v)))),
        cardinality: fc.constantFrom("required" as const, "optional" as const, "prohibited" as const),
      }),
      { maxLength: 3 },
    ),
    keep: fc.subarray(["item", "assignment", "activity", "requirement"]),
    order: fc.boolean(),
  })
  .map(({ milestone, cardinality, facets, keep, order }) => {
    const events = base(
      facets.map((f) => propertyFacet(f.value, f.cardinality, { base_name: { simple: f.name } } as Partial<RequirementFacet>)),
      { cardinality },
    )
    events.push({ type: "MilestoneRenamed", data: { milestoneId: 21, name: milestone } })
    if (order) events.push({ type: "MilestonesResequenced", data: { phaseId: 11, placements: [{ id: 22, seq: 1 }, { id: 21, seq: 2 }] } })
    if (!keep.includes("item")) events.push({ type: "ValueListItemRemoved", data: { valueListId: 71, itemId: 72 } })
    if (!keep.includes("assignment")) events.push({ type: "ElementClassPropertyRemoved", data: { elementClassId: 51, propertyId: 61 } })
    if (!keep.includes("requirement") || !keep.includes("activity")) events.push({ type: "RequirementRemoved", data: { requirementId: 81, activityId: 41 } })
    if (!keep.includes("activity")) events.push({ type: "ActivityDeleted", data: { activityId: 41, processId: 31 } })
    return state(events)
  })

const FLIPPED = { added: "removed", removed: "added", changed: "changed" } as const

describe("diffProjectStates: properties", () => {
  it("a state compared with itself differs in nothing", () => {
    fc.assert(
      fc.property(arbitraryState, (s) => {
        const diff = diffProjectStates(s, s, PROJECT)
        expect(diff.changes).toEqual([])
        expect(bumpOf(diff)).toBe("none")
      }),
    )
  })

  it("diff(a, b) mirrors diff(b, a): added ↔ removed, each changed field's before ↔ after", () => {
    fc.assert(
      fc.property(arbitraryState, arbitraryState, (a, b) => {
        const there = diffProjectStates(a, b, PROJECT).changes
        const back = diffProjectStates(b, a, PROJECT).changes
        const shape = (changes: readonly DiffChange[], flip: boolean) =>
          changes.map((c) => ({
            what: `${c.entity}:${c.parent_id}:${c.entity_id}`,
            change: flip ? FLIPPED[c.change] : c.change,
            fields: c.fields.map((f) => (flip ? { field: f.field, before: f.after, after: f.before } : { field: f.field, before: f.before, after: f.after })),
          }))
        expect(shape(back, true)).toEqual(shape(there, false))
      }),
    )
  })
})
