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
  mst_obj_count: Schema.optionalKey(
    Schema.Int.annotate({
      description:
        "Objects to deliver at the milestone (with statistics=true): the distinct element classes its activities' requirements ask for, a requirement without a class (its applicability alone) counting as one of its own.",
    }),
  ),
  ...auditFields("mst"),
})
export type MilestoneDto = typeof MilestoneDto.Type
