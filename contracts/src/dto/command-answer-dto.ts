/** @module What command calls answer: the entity as the command left it (reads add names, counts, audit). */
import { Schema } from "effect"
import { ElementClassIfcDto } from "./element-class-dto"
import { PropertyTargetDto } from "./property-dto"
import { NullableNumber, NullableString } from "./fields"

export const ProjectAnswer = Schema.Struct({
  pro_id: Schema.Int,
  pro_name: Schema.String,
  pro_desc: NullableString,
  pro_org_id: NullableNumber,
  pro_pers: Schema.Boolean,
  pro_type_code: Schema.String,
  pro_access_all: Schema.Boolean,
  pro_isc_id: Schema.Int,
  pro_pro_id: NullableNumber,
  is_template: Schema.Boolean,
})
export const PhaseAnswer = Schema.Struct({
  pha_id: Schema.Int,
  pha_name: Schema.String,
  pha_pro_id: Schema.Int,
  pha_phase_code_code: Schema.String,
  pha_phase_code_name: Schema.String,
  pha_phase_code_seq: Schema.Int,
})
export const MilestoneAnswer = Schema.Struct({
  mst_id: Schema.Int,
  mst_name: Schema.String,
  mst_desc: NullableString,
  mst_seq: Schema.Int,
  mst_pha_id: Schema.Int,
  mst_pro_id: Schema.Int,
})
export const ProcessAnswer = Schema.Struct({
  prc_id: Schema.Int,
  prc_name: Schema.String,
  prc_short_name: NullableString,
  prc_desc: NullableString,
  prc_seq: Schema.Int,
  prc_mst_id: Schema.Int,
  prc_pro_id: Schema.Int,
})
export const ActivityAnswer = Schema.Struct({
  act_id: Schema.Int,
  act_name: Schema.String,
  act_desc: NullableString,
  act_seq: Schema.Int,
  act_prc_id: Schema.Int,
  act_pro_id: Schema.Int,
  act_rop_provider_id: NullableNumber,
  act_rop_receiver_id: NullableNumber,
})
export const RoleAnswer = Schema.Struct({
  rop_id: Schema.Int,
  rop_name: Schema.String,
  rop_desc: NullableString,
  rop_role_code_code: Schema.String,
  rop_pro_id: Schema.Int,
})
/** The answer of a DELETE: the id field of the entity and `deleted: true`. */
/** The class as the command left it; its problems, audit fields and origin kind come with the read (GET). */
export const ElementClassAnswer = Schema.Struct({
  elc_id: Schema.Int,
  elc_pro_id: Schema.Int,
  elc_name: Schema.String,
  elc_desc: NullableString,
  elc_category: NullableString,
  elc_parent_id: Schema.NullOr(Schema.Int),
  elc_ifc: Schema.Array(ElementClassIfcDto),
  elc_uri: NullableString,
  elc_elt_id: Schema.NullOr(Schema.Int),
  /** The reference project's class this one is a local copy of (…/instantiate); null: none. */
  elc_origin_id: Schema.NullOr(Schema.Int),
})

/** The type as the command left it; its problems, audit fields and class count come with the read (GET). */
export const ElementTypeAnswer = Schema.Struct({
  elt_id: Schema.Int,
  elt_pro_id: Schema.Int,
  elt_name: Schema.String,
  elt_desc: NullableString,
  elt_ifc: Schema.Array(ElementClassIfcDto),
  elt_uri: NullableString,
})

/** The property as the command left it; problems, audit fields and class count come with the read (GET). */
export const PropertyAnswer = Schema.Struct({
  pty_id: Schema.Int,
  pty_pro_id: Schema.Int,
  pty_name: Schema.String,
  pty_desc: NullableString,
  pty_datatype: Schema.String,
  pty_unit: NullableString,
  pty_concept: Schema.String,
  pty_ifc: Schema.Array(PropertyTargetDto),
  pty_uri: NullableString,
  pty_vls_id: Schema.NullOr(Schema.Int),
  /** The reference project's property this one is a local copy of (…/instantiate); null: none. */
  pty_origin_id: Schema.NullOr(Schema.Int),
})

/** A property assigned to (or removed from) a class. */
export const ClassPropertyAnswer = Schema.Struct({ elc_id: Schema.Int, pty_id: Schema.Int, assigned: Schema.Boolean })
/** What the property copy wizard did: the project's properties for those asked for, which class got which, and which not and why. */
export const CopyPropertiesAnswer = Schema.Struct({
  elc_pro_id: Schema.Int,
  /** The project's property for each one asked for (the same, a copy of it, or one of the same name in the same set). */
  pty_ids: Schema.Array(Schema.Int),
  assigned: Schema.Array(Schema.Struct({ elc_id: Schema.Int, pty_id: Schema.Int })),
  /** assigned: the class has it already (itself or from a class above); typing: the class has no type, or has a typing property already. */
  skipped: Schema.Array(Schema.Struct({ elc_id: Schema.Int, pty_id: Schema.Int, reason: Schema.Literals(["assigned", "typing"]) })),
})
export type CopyPropertiesAnswer = typeof CopyPropertiesAnswer.Type
export const TypePropertyAnswer = Schema.Struct({ elt_id: Schema.Int, pty_id: Schema.Int, assigned: Schema.Boolean })

export const DeletedAnswer = (idField: string) =>
  Schema.Struct({ [idField]: Schema.Int, deleted: Schema.Literal(true) } as Record<string, Schema.Top>)
