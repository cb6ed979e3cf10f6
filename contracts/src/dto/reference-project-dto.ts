/**
 * @module The `reference/` group of the 1.2 API (spec §7): the provider's reference projects as a list with
 * their size, and one reference project's preview — its plan (phases → milestones → processes, names in
 * order), its roles, its data catalogue in figures, and what a project created from it copies and inherits.
 */
import { INHERITED_LIVE_KINDS } from "../live/live-kinds"
import { Schema } from "effect"
import { NullableNumber, NullableString } from "./fields"

const count = (description: string) => Schema.Int.annotate({ description })

/**
 * What a project created from a reference project copies: its structure and its activities' requirements, as
 * new items of its own (the classes and properties the requirements name come along as local copies).
 */
export const REFERENCE_COPIED_KINDS = ["phases", "milestones", "processes", "activities", "roles", "requirements"] as const
/** What it inherits instead: the rest of the reference's data catalogue, read-only and locked, as the reference changes it. */
export const REFERENCE_INHERITED_KINDS = INHERITED_LIVE_KINDS

export const ReferenceProjectDto = Schema.Struct({
  pro_id: Schema.Int,
  pro_name: Schema.String,
  pro_desc: NullableString,
  pro_org_id: NullableNumber,
  pro_org_name: NullableString,
  pro_isc_id: Schema.Int,
  pro_isc_name: Schema.String,
  pro_isc_version: Schema.String,
  /** The provider's reference project: the default project of /status/info. */
  pro_default: Schema.Boolean.annotate({ description: "True for the provider's reference project (status/info's default_project_id)." }),
  pro_pha_count: count("Phases."),
  pro_mst_count: count("Milestones."),
  pro_prc_count: count("Processes."),
  pro_act_count: count("Activities."),
  pro_rop_count: count("Project roles."),
  pro_elm_cls_count: count("Element classes of the data catalogue."),
  pro_elm_typ_count: count("Element class types of the data catalogue."),
  pro_pty_count: count("Properties of the data catalogue."),
  pro_pty_cls_count: count("Properties assigned to element classes (each class with each of its own properties once)."),
  pro_vls_count: count("Value lists."),
  pro_grl_count: count("Group lists."),
  pro_cls_count: count("Classification systems."),
  pro_mtl_count: count("Material lists."),
  pro_pst_count: count("User-defined property sets."),
  pro_req_count: count("Requirements of all its activities."),
  pro_create_date: NullableString,
  pro_change_date: NullableString.annotate({ description: "When the project itself (name, description, IFC version, sharing) last changed; null: never since its creation." }),
})
export type ReferenceProjectDto = typeof ReferenceProjectDto.Type

export const ReferenceProcessDto = Schema.Struct({ prc_id: Schema.Int, prc_name: Schema.String, prc_short_name: NullableString })
export type ReferenceProcessDto = typeof ReferenceProcessDto.Type

export const ReferenceMilestoneDto = Schema.Struct({
  mst_id: Schema.Int,
  mst_name: Schema.String,
  mst_desc: NullableString,
  mst_prc_nested: Schema.Array(ReferenceProcessDto).annotate({ description: "Its processes in order." }),
})
export type ReferenceMilestoneDto = typeof ReferenceMilestoneDto.Type

export const ReferencePhaseDto = Schema.Struct({
  pha_id: Schema.Int,
  pha_name: Schema.String,
  pha_phase_code_code: Schema.String,
  pha_mst_nested: Schema.Array(ReferenceMilestoneDto).annotate({ description: "Its milestones in order." }),
})
export type ReferencePhaseDto = typeof ReferencePhaseDto.Type

export const ReferenceRoleDto = Schema.Struct({ rop_id: Schema.Int, rop_name: Schema.String, rop_role_code_code: Schema.String })
export type ReferenceRoleDto = typeof ReferenceRoleDto.Type

export const ReferenceProjectPreviewDto = Schema.Struct({
  ...ReferenceProjectDto.fields,
  pro_pha_nested: Schema.Array(ReferencePhaseDto).annotate({ description: "The plan: phases in code order, each with its milestones and their processes in order." }),
  pro_rop_nested: Schema.Array(ReferenceRoleDto).annotate({ description: "Its project roles by name." }),
  pro_copies: Schema.Array(Schema.Literals(REFERENCE_COPIED_KINDS)).annotate({
    description: "What a project created from it (POST /1.2/profile/projects/{id}/copy) copies as its own: the structure and the activities' requirements (the element classes and properties these name come along as local copies of the reference's, elc_origin inherited).",
  }),
  pro_inherits: Schema.Array(Schema.Literals(REFERENCE_INHERITED_KINDS)).annotate({
    description: "What such a project inherits instead of copying: the data catalogue, read-only and locked in the project, as the reference project changes it (but for the local copies its requirements name).",
  }),
})
export type ReferenceProjectPreviewDto = typeof ReferenceProjectPreviewDto.Type
