/**
 * @module The diff's classification, per entity and field (docs/audit.md "Diff" has it as a table): *major* where
 * a model that passed the project's checks at `from` could fail them at `to`, *minor* otherwise. A field not named
 * here is minor when it changes (names, descriptions, instructions, texts, categories, the structure's places);
 * an item added or removed is minor unless its entity says otherwise. Each major rule says why.
 */
import { LIST_KINDS } from "@bimprofile/contracts/catalogue/list-kinds"
import type { DiffEntity, DiffField } from "@bimprofile/contracts/history/diff-change"
import type { Cardinality, RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import type { RequirementRowData } from "./catalogue"
import { facetFields, requirementAddedMajor, stricterCardinality } from "./project-diff-requirements"
import type { ProjectState } from "./project-state"

/** What a rule may look at besides the item: both states, and the project compared. */
export type DiffContext = { readonly from: ProjectState; readonly to: ProjectState; readonly projectId: number }

/** An item as the diff sees it: its id (for an assignment the property's), its parent and its compared fields. */
export type DiffItem = { readonly id: number; readonly parentId: number | null; readonly data: Readonly<Record<string, unknown>> }

type Why = { readonly why: string }
/** A field whose change is major when `major` says so. */
export type FieldRule = Why & { readonly major: (before: unknown, after: unknown) => boolean }
/** A field compared part by part (a requirement's facets): the fields it stands for, each classified. */
export type ExpandRule = Why & { readonly expand: (before: unknown, after: unknown) => DiffField[] }
/** Whether adding or removing an item is major. */
export type ItemRule = Why & { readonly major: (item: DiffItem, context: DiffContext) => boolean }

export type EntityRules = {
  readonly fields?: Readonly<Record<string, FieldRule | ExpandRule>>
  readonly added?: ItemRule
  readonly removed?: ItemRule
}

/** Fields that are no change of content: who and when, counters, the catalogue's order of insertion, computed problems. */
export const IGNORED_FIELDS: ReadonlySet<string> = new Set(["createdAt", "createdBy", "changedAt", "changedBy", "eventCount", "lastPosition", "problems", "position", "seq"])

const always = () => true
const ANY_CHANGE = (why: string): FieldRule => ({ why, major: always })

/** The IFC mapping is what a check looks for in the model: another entity, set, name or data type misses what was there. */
const IFC_MAPPING = ANY_CHANGE("The IFC mapping is what the model is checked for (entity, predefined type, property set, property name, data type): another one misses what passed.")

/** A requirement's facets, one field each (`facets[<about>]`). */
const FACETS: ExpandRule = {
  why: "A facet added that is required or prohibited, or one made stricter (cardinality optional → required/prohibited, a value narrowed or changed), can refuse what passed.",
  expand: (before, after) => facetFields(before as readonly RequirementFacet[], after as readonly RequirementFacet[]),
}

/** Whether a requirement still in `to` of this class (or of a class of this type) asks for the property by its catalogue id. */
const requirementUses = (context: DiffContext, ownerIds: (classId: number) => boolean, propertyId: number) =>
  [...context.to.catalogue.requirements.values()].some(
    (r) => r.proId === context.projectId && r.data.elementClassId !== null && ownerIds(r.data.elementClassId) && r.data.facets.some((f) => f.facet === "property" && f.pty_id === propertyId),
  )

const ASSIGNMENT_REMOVED_WHY = "A requirement still asks for the property on this class (or type): without the assignment its exports no longer know where the property belongs."

const listRules = Object.fromEntries(LIST_KINDS.flatMap((kind) => [[kind, {}], [`${kind}_item`, {}]])) as Record<(typeof LIST_KINDS)[number] | `${(typeof LIST_KINDS)[number]}_item`, EntityRules>

/**
 * The rules. Lists (group lists, classification systems, material lists, property sets) and their items are all
 * minor: requirements do not point at them — a facet writes the values it checks itself.
 */
export const DIFF_RULES: Readonly<Record<DiffEntity, EntityRules>> = {
  project: {
    fields: { ifcSchemaId: ANY_CHANGE("Requirements without IFC versions of their own are checked in the project's IFC version: another version checks other models.") },
  },
  phase: {},
  milestone: {},
  process: {},
  activity: {},
  role: {},
  element_class: {
    fields: { ifc: IFC_MAPPING },
  },
  element_type: {
    fields: { ifc: IFC_MAPPING },
  },
  property: {
    fields: {
      ifc: IFC_MAPPING,
      datatype: ANY_CHANGE("The data type is the value's type a check expects (text, number, boolean, date, enumeration)."),
      concept: ANY_CHANGE("The concept decides which IDS facet the property becomes (a set's property, an attribute, a classification …)."),
      valueListId: ANY_CHANGE("The value list holds an enumeration's allowed values: another list cannot be proven to allow every value the old one did."),
    },
  },
  value_list: {
    fields: { ifc: IFC_MAPPING },
  },
  value_list_item: {
    fields: {
      name: ANY_CHANGE("A value's name is an allowed value of the enumeration: a model holding the old one fails."),
      ifc: ANY_CHANGE("A value's IFC name is the allowed value a model holds: a model holding the old one fails."),
    },
    removed: { why: "One allowed value fewer: a model holding it fails.", major: always },
  },
  ...listRules,
  requirement: {
    fields: {
      applicability: ANY_CHANGE("The applicability decides which objects are checked; even a narrower one can leave a required specification without objects."),
      elementClassId: ANY_CHANGE("The class's IFC mapping is the applicability's entity: another class checks other objects."),
      cardinality: { why: "optional → required or prohibited, and required ↔ prohibited, can fail a model; → optional cannot.", major: (b, a) => stricterCardinality(b as Cardinality, a as Cardinality) },
      ifcVersions: {
        why: "A requirement checked in an IFC version it was not (an empty list: the project's version) checks models it did not.",
        major: (b, a) => {
          const [before, after] = [b as readonly string[], a as readonly string[]]
          return !(after.length > 0 && before.length > 0 && after.every((version) => before.includes(version)))
        },
      },
      facets: FACETS,
    },
    added: {
      why: "A new specification that is required or prohibited, or asks a required or prohibited facet, can fail a model; an optional one with optional facets alone cannot.",
      major: (item) => requirementAddedMajor(item.data as unknown as RequirementRowData),
    },
  },
  document: {},
  class_property: {
    removed: {
      why: ASSIGNMENT_REMOVED_WHY,
      major: (item, context) => requirementUses(context, (classId) => classId === item.parentId, item.id),
    },
  },
  type_property: {
    removed: {
      why: ASSIGNMENT_REMOVED_WHY,
      major: (item, context) => requirementUses(context, (classId) => context.to.catalogue.elementClasses.get(classId)?.data.typeId === item.parentId, item.id),
    },
  },
}

export const isExpandRule = (rule: FieldRule | ExpandRule): rule is ExpandRule => "expand" in rule
