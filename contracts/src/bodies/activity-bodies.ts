import { Schema } from "effect"
import { eachIdOnce, entityLabels, Id, NameOf, OptionalText, Seq } from "./fields"

const ActivityName = NameOf(entityLabels.activity)
const RoleRef = Schema.optionalKey(Schema.NullOr(Id))

export const CreateActivityBody = Schema.Struct({
  act_prc_id: Id,
  act_pro_id: Schema.optionalKey(Id),
  act_name: ActivityName,
  act_desc: OptionalText,
  act_rop_provider_id: RoleRef,
  act_rop_receiver_id: RoleRef,
  act_seq: Schema.optionalKey(Seq),
})
export type CreateActivityBody = typeof CreateActivityBody.Type

export const PatchActivityBody = Schema.Struct({
  act_name: Schema.optionalKey(ActivityName),
  act_desc: OptionalText,
  act_rop_provider_id: RoleRef,
  act_rop_receiver_id: RoleRef,
  act_prc_id: Schema.optionalKey(Id),
  act_seq: Schema.optionalKey(Seq),
})
export type PatchActivityBody = typeof PatchActivityBody.Type

export const ResequenceActivitiesBody = Schema.Array(
  Schema.Struct({ act_id: Id, act_seq: Seq, act_prc_id: Schema.optionalKey(Id) }),
).check(Schema.isMinLength(1, { message: "Die Liste darf nicht leer sein." }), eachIdOnce("act_id"))
export type ResequenceActivitiesBody = typeof ResequenceActivitiesBody.Type

/** Copy an activity into a process (another project's process: an import; roles are matched by name). */
export const CopyActivityBody = Schema.Struct({ act_name: ActivityName, act_prc_id: Id })
export type CopyActivityBody = typeof CopyActivityBody.Type
