import { Schema } from "effect"
import { eachIdOnce, entityLabels, Id, NameOf, OptionalText, Seq } from "./fields"

const MilestoneName = NameOf(entityLabels.milestone)

export const CreateMilestoneBody = Schema.Struct({
  mst_pro_id: Schema.optionalKey(Id),
  mst_pha_id: Id,
  mst_name: MilestoneName,
  mst_desc: OptionalText,
  /** Position in the phase; appended at the end when absent. */
  mst_seq: Schema.optionalKey(Seq),
})
export type CreateMilestoneBody = typeof CreateMilestoneBody.Type

/** A full edit, or only {mst_pha_id} (move to another phase), or only {mst_seq} (reorder). */
export const PatchMilestoneBody = Schema.Struct({
  mst_name: Schema.optionalKey(MilestoneName),
  mst_desc: OptionalText,
  mst_pha_id: Schema.optionalKey(Id),
  mst_seq: Schema.optionalKey(Seq),
})
export type PatchMilestoneBody = typeof PatchMilestoneBody.Type

/** Resequencing as a list of id and sequence pairs; `mst_pha_id` moves a milestone at the same time. */
export const ResequenceMilestonesBody = Schema.Array(
  Schema.Struct({ mst_id: Id, mst_seq: Seq, mst_pha_id: Schema.optionalKey(Id) }),
).check(Schema.isMinLength(1, { message: "Die Liste darf nicht leer sein." }), eachIdOnce("mst_id"))
export type ResequenceMilestonesBody = typeof ResequenceMilestonesBody.Type

/** Copy (same project) or import (another project) a milestone with its processes and activities. */
export const CopyMilestoneBody = Schema.Struct({ mst_name: MilestoneName, mst_pha_id: Id })
export type CopyMilestoneBody = typeof CopyMilestoneBody.Type
