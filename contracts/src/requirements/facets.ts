/**
 * @module The facets of IDS 1.0 (shared/research/ids.md §2) as a requirement stores them: the applicability
 * (which objects a specification is about: no cardinality, no URI, no instructions) and the requirements
 * (what those objects must carry, each with its cardinality). Keys are the IDS names in snake case; a property
 * facet may name a catalogue property (`pty_id`), whose set, name and data type the export takes per IFC
 * version, instead of writing them out.
 */
import { Schema } from "effect"
import { IdsValue } from "./ids-values"

export const FACET_KINDS = ["entity", "partOf", "classification", "attribute", "property", "material"] as const
export type FacetKind = (typeof FACET_KINDS)[number]

export const CARDINALITIES = ["required", "optional", "prohibited"] as const
export type Cardinality = (typeof CARDINALITIES)[number]

/** The relations a partOf facet may name — exactly these five tokens (the last one with its space). */
export const PART_OF_RELATIONS = ["IFCRELAGGREGATES", "IFCRELASSIGNSTOGROUP", "IFCRELCONTAINEDINSPATIALSTRUCTURE", "IFCRELNESTS", "IFCRELVOIDSELEMENT IFCRELFILLSELEMENT"] as const

const Text = Schema.NullOr(Schema.String.check(Schema.isMaxCodePoints(4000, { message: "Ein Text darf höchstens 4000 Zeichen lang sein." })))
const Uri = Schema.NullOr(
  Schema.String.check(
    Schema.isPattern(/^https?:\/\//u, { message: "Die URI muss mit http:// oder https:// beginnen." }),
    Schema.isMaxCodePoints(2000, { message: "Die URI darf höchstens 2000 Zeichen lang sein." }),
  ),
)
/** An IFC defined type in upper case, as IDS writes it (IFCLABEL, IFCLENGTHMEASURE). */
const DataType = Schema.NullOr(Schema.String.check(Schema.isPattern(/^[A-Z]{1,100}$/u, { message: "Der Datentyp ist ein IFC-Typ in Grossbuchstaben wie IFCLABEL." })))
const PositiveId = Schema.Int.check(Schema.isGreaterThan(0, { message: "muss eine positive ganze Zahl sein" }))

const EntityFields = { name: IdsValue, predefined_type: Schema.NullOr(IdsValue) }
const PartOfFields = { entity: Schema.Struct(EntityFields), relation: Schema.NullOr(Schema.Literals(PART_OF_RELATIONS)) }
const ClassificationFields = { system: IdsValue, value: Schema.NullOr(IdsValue) }
const AttributeFields = { name: IdsValue, value: Schema.NullOr(IdsValue) }
const PropertyFields = {
  /** A catalogue property of the project: its set, name and data type per IFC version, unless written here. */
  pty_id: Schema.NullOr(PositiveId),
  property_set: Schema.NullOr(IdsValue),
  base_name: Schema.NullOr(IdsValue),
  value: Schema.NullOr(IdsValue),
  data_type: DataType,
}
const MaterialFields = { value: Schema.NullOr(IdsValue) }

const facet = <K extends FacetKind, F extends Schema.Struct.Fields>(kind: K, fields: F) => Schema.Struct({ facet: Schema.Literal(kind), ...fields })
/** What every requirement facet but the entity has: its cardinality and instructions for the provider. */
const demand = (cardinalities: readonly Cardinality[]) => ({ cardinality: Schema.Literals(cardinalities as [Cardinality, ...Cardinality[]]), instructions: Text })

export const ApplicabilityFacet = Schema.Union([
  facet("entity", EntityFields),
  facet("partOf", PartOfFields),
  facet("classification", ClassificationFields),
  facet("attribute", AttributeFields),
  facet("property", PropertyFields),
  facet("material", MaterialFields),
])
export type ApplicabilityFacet = typeof ApplicabilityFacet.Type

export const RequirementFacet = Schema.Union([
  facet("entity", { ...EntityFields, instructions: Text }),
  facet("partOf", { ...PartOfFields, ...demand(["required", "prohibited"]) }),
  facet("classification", { ...ClassificationFields, uri: Uri, ...demand(CARDINALITIES) }),
  facet("attribute", { ...AttributeFields, ...demand(CARDINALITIES) }),
  facet("property", { ...PropertyFields, uri: Uri, ...demand(CARDINALITIES) }),
  facet("material", { ...MaterialFields, uri: Uri, ...demand(CARDINALITIES) }),
])
export type RequirementFacet = typeof RequirementFacet.Type
