import { Schema } from "effect"
import { auditFields, NullableNumber, NullableString, optionalCount } from "./fields"
import { ProcessDto } from "./process-dto"

export const MilestoneDto = Schema.Struct({
  mst_id: Schema.Int,
  mst_name: Schema.String,
  mst_desc: NullableString,
  mst_seq: Schema.Int,
  mst_pha_id: Schema.Int,
  mst_pha_name: Schema.String,
  mst_pro_id: Schema.Int,
  mst_pro_name: Schema.String,
  mst_org_id: NullableNumber,
  mst_prc_nested: Schema.optionalKey(Schema.Array(ProcessDto)),
  mst_prc_count: optionalCount,
  /** Requirements (objects) attached to the milestone's processes; the catalogue arrives in a later issue. */
  mst_obj_count: optionalCount,
  ...auditFields("mst"),
})
export type MilestoneDto = typeof MilestoneDto.Type
