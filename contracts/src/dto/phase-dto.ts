import { Schema } from "effect"
import { auditFields } from "./fields"
import { MilestoneDto } from "./milestone-dto"

export const PhaseDto = Schema.Struct({
  pha_id: Schema.Int,
  pha_name: Schema.String,
  pha_pro_id: Schema.Int,
  pha_pro_name: Schema.String,
  pha_mst_nested: Schema.optionalKey(Schema.Array(MilestoneDto)),
  pha_phase_code_code: Schema.String,
  pha_phase_code_name: Schema.String,
  pha_phase_code_seq: Schema.Int,
  ...auditFields("pha"),
})
export type PhaseDto = typeof PhaseDto.Type
