import { Schema } from "effect"
import { projectRoleValues } from "../access/roles"
import { NullableString } from "./fields"

/** One line of `GET projects/{id}/permissions`: a person and their roles on the project. */
export const ProjectPermissionDto = Schema.Struct({
  usr_id: Schema.Int,
  usr_email: Schema.String,
  usr_name: Schema.String,
  usr_name_first: Schema.String,
  pro_id: Schema.Int,
  roles: Schema.Array(Schema.Literals(projectRoleValues)),
  /** Who granted it, when (audit). */
  perm_change_date: NullableString,
  perm_change_user: NullableString,
})
export type ProjectPermissionDto = typeof ProjectPermissionDto.Type

/** `GET projects/{id}/shares`: with whom beyond single persons the project is shared. */
export const ProjectSharesDto = Schema.Struct({
  pro_id: Schema.Int,
  pro_access_all: Schema.Boolean,
  organisations: Schema.Array(Schema.Struct({ org_id: Schema.Int, org_name: Schema.String })),
})
export type ProjectSharesDto = typeof ProjectSharesDto.Type
