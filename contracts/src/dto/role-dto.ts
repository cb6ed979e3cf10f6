import { Schema } from "effect"
import { auditFields, NullableString, optionalCount } from "./fields"

export const RoleDto = Schema.Struct({
  rop_id: Schema.Int,
  rop_name: Schema.String,
  rop_desc: NullableString,
  rop_pro_id: Schema.Int,
  rop_pro_name: Schema.String,
  rop_role_code_code: Schema.String,
  rop_role_code_name: Schema.String,
  /** Activities in which the role provides or receives: a role with links cannot be deleted. */
  rop_act_count: optionalCount,
  ...auditFields("rop"),
})
export type RoleDto = typeof RoleDto.Type
