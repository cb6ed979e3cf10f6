import { Schema } from "effect"
import { roleTypeValues } from "../codes"
import { entityLabels, Id, NameOf, OptionalText } from "./fields"

const RoleName = NameOf(entityLabels.role)
const RoleType = Schema.Literals(roleTypeValues)

export const CreateRoleBody = Schema.Struct({
  rop_pro_id: Id,
  rop_name: RoleName,
  rop_desc: OptionalText,
  rop_role_code_code: RoleType,
})
export type CreateRoleBody = typeof CreateRoleBody.Type

export const PatchRoleBody = Schema.Struct({
  rop_name: Schema.optionalKey(RoleName),
  rop_desc: OptionalText,
  rop_role_code_code: Schema.optionalKey(RoleType),
})
export type PatchRoleBody = typeof PatchRoleBody.Type

/** Copy a role within its project or import it into another (`rop_pro_id`). */
export const CopyRoleBody = Schema.Struct({ rop_name: RoleName, rop_pro_id: Schema.optionalKey(Id) })
export type CopyRoleBody = typeof CopyRoleBody.Type
