import { Schema } from "effect"
import { ActivityDto } from "./activity-dto"
import { auditFields, NullableNumber, NullableString, optionalCount } from "./fields"

export const ProcessDto = Schema.Struct({
  prc_id: Schema.Int,
  prc_name: Schema.String,
  prc_short_name: NullableString,
  prc_desc: NullableString,
  prc_seq: Schema.Int,
  prc_pro_id: Schema.Int,
  prc_mst_id: Schema.Int,
  prc_mst_name: Schema.String,
  prc_org_id: NullableNumber,
  prc_act_nested: Schema.optionalKey(Schema.Array(ActivityDto)),
  prc_act_count: optionalCount,
  prc_rop_count: optionalCount,
  ...auditFields("prc"),
})
export type ProcessDto = typeof ProcessDto.Type
