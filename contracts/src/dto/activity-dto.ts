import { Schema } from "effect"
import { auditFields, NullableNumber, NullableString } from "./fields"

export const ActivityDto = Schema.Struct({
  act_id: Schema.Int,
  act_name: Schema.String,
  act_desc: NullableString,
  act_seq: Schema.Int,
  act_prc_id: Schema.Int,
  act_pro_id: Schema.Int,
  act_rop_provider_id: NullableNumber,
  act_rop_provider_name: NullableString,
  act_rop_receiver_id: NullableNumber,
  act_rop_receiver_name: NullableString,
  ...auditFields("act"),
})
export type ActivityDto = typeof ActivityDto.Type
