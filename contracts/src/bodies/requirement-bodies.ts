/** @module Bodies of /1.2/profile/requirements: an activity's requirement (an IDS specification, requirements/facets.ts). */
import { Schema } from "effect"
import { IFC_VERSIONS } from "../ifc/ifc-versions"
import { ApplicabilityFacet, CARDINALITIES, RequirementFacet } from "../requirements/facets"
import { Description, Id, NameOf, OptionalText } from "./fields"

const RequirementName = NameOf("Anforderung")
const Identifier = Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxCodePoints(200, { message: "Die Kennung darf höchstens 200 Zeichen lang sein." }))))
const IfcVersions = Schema.optionalKey(
  Schema.Array(Schema.Literals(IFC_VERSIONS)).check(
    Schema.makeFilter((versions: ReadonlyArray<string>) => new Set(versions).size === versions.length, {
      message: "Jede IFC-Version darf nur einmal genannt werden.",
      toJsonSchema: () => ({ uniqueItems: true }),
    }),
  ),
)
const Applicability = Schema.optionalKey(Schema.Array(ApplicabilityFacet).check(Schema.isMaxLength(50, { message: "Die Anwendbarkeit hat höchstens 50 Bedingungen." })))
const Facets = Schema.optionalKey(Schema.Array(RequirementFacet).check(Schema.isMaxLength(500, { message: "Eine Anforderung hat höchstens 500 Facetten." })))

const optionalFields = {
  /** The element class asked for (of the same project); null: the applicability's facets alone. */
  req_elc_id: Schema.optionalKey(Schema.NullOr(Id)),
  req_identifier: Identifier,
  req_desc: OptionalText,
  req_instructions: OptionalText,
  /** The IFC versions it is written for; empty or left out: the project's. */
  req_ifc_versions: IfcVersions,
  /** required (default), optional or prohibited. */
  req_cardinality: Schema.optionalKey(Schema.Literals(CARDINALITIES)),
  req_applicability: Applicability,
  req_requirements_desc: Schema.optionalKey(Schema.NullOr(Description)),
  req_facets: Facets,
}

export const CreateRequirementBody = Schema.Struct({ req_act_id: Id, req_name: RequirementName, ...optionalFields })
export type CreateRequirementBody = typeof CreateRequirementBody.Type
export const PatchRequirementBody = Schema.Struct({ req_name: Schema.optionalKey(RequirementName), ...optionalFields })
export type PatchRequirementBody = typeof PatchRequirementBody.Type
