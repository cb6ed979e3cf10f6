import { Schema } from "effect"
import { eachIdOnce, entityLabels, Id, NameOf, OptionalText, Seq } from "./fields"

const ProcessName = NameOf(entityLabels.process)

export const CreateProcessBody = Schema.Struct({
  prc_pro_id: Schema.optionalKey(Id),
  prc_mst_id: Id,
  prc_name: ProcessName,
  prc_short_name: OptionalText,
  prc_desc: OptionalText,
  prc_seq: Schema.optionalKey(Seq),
})
export type CreateProcessBody = typeof CreateProcessBody.Type

export const PatchProcessBody = Schema.Struct({
  prc_name: Schema.optionalKey(ProcessName),
  prc_short_name: OptionalText,
  prc_desc: OptionalText,
  prc_mst_id: Schema.optionalKey(Id),
  prc_seq: Schema.optionalKey(Seq),
})
export type PatchProcessBody = typeof PatchProcessBody.Type

export const ResequenceProcessesBody = Schema.Array(
  Schema.Struct({ prc_id: Id, prc_seq: Seq, prc_mst_id: Schema.optionalKey(Id) }),
).check(Schema.isMinLength(1, { message: "Die Liste darf nicht leer sein." }), eachIdOnce("prc_id"))
export type ResequenceProcessesBody = typeof ResequenceProcessesBody.Type

/** Copy a process with its activities into a milestone (another project's milestone: an import). */
export const CopyProcessBody = Schema.Struct({ prc_name: ProcessName, prc_mst_id: Id })
export type CopyProcessBody = typeof CopyProcessBody.Type
