import { Schema } from "effect"
import { projectRoleValues } from "../access/roles"
import { auditFields, NullableNumber, NullableString, optionalCount } from "./fields"
import { PhaseDto } from "./phase-dto"
import { ProcessDto } from "./process-dto"

export const ProjectDto = Schema.Struct({
  pro_id: Schema.Int,
  pro_name: Schema.String,
  pro_desc: NullableString,
  pro_org_id: NullableNumber,
  pro_org_name: NullableString,
  pro_pro_id: NullableNumber,
  pro_isc_id: Schema.Int,
  pro_isc_name: Schema.String,
  pro_isc_version: Schema.String,
  pro_pers: Schema.Boolean,
  pro_type_code: Schema.String,
  pro_access_all: Schema.Boolean,
  pro_pha_nested: Schema.optionalKey(Schema.Array(PhaseDto)),
  pro_prc_nested: Schema.optionalKey(Schema.Array(ProcessDto)),
  pro_prc_count: optionalCount,
  pro_act_count: optionalCount,
  pro_mst_count: optionalCount,
  pro_pha_count: optionalCount,
  pro_rop_count: optionalCount,
  pro_elm_cls_count: Schema.optionalKey(Schema.Int.annotate({ description: "Element classes of the project's data catalogue." })),
  pro_elm_typ_count: Schema.optionalKey(Schema.Int.annotate({ description: "Element class types (Fachklassentypen) of the project's data catalogue." })),
  pro_pty_cls_count: Schema.optionalKey(Schema.Int.annotate({ description: "Properties assigned to element classes (each class with each of its own properties once)." })),
  pro_pty_typ_count: Schema.optionalKey(Schema.Int.annotate({ description: "Properties assigned to element class types (each type with each of its properties once)." })),
  is_template: Schema.Boolean,
  /** "reference" for a reference project shared as template, otherwise "user". */
  type: Schema.Literals(["user", "reference"]),
  status: Schema.String,
  /** Number of authorised users of the project. */
  team_size: Schema.Int,
  start_date: NullableString,
  ifc_foreign_ent: Schema.Int.annotate({
    description: "Element classes whose IFC mapping has an error in the project's IFC version (no entity, an unknown or abstract entity, a predefined type the entity lacks): what a model checker of that version would not find.",
  }),
  ifc_foreign_prop: Schema.Int.annotate({ description: "Properties whose IFC target has an error in the project's IFC version on its own (no target, a set or property the version lacks, an unknown or wrong data type)." }),
  role_count: Schema.Int,
  /** The caller's role on the project (spec §6, auditor: issue 11): what the client may offer to edit. */
  pro_permission: Schema.Literals(projectRoleValues).annotate({
    description: "The caller's role on the project: admin, write, auditor (reads everything including the history, changes nothing) or read.",
  }),
  ...auditFields("pro"),
})
export type ProjectDto = typeof ProjectDto.Type
