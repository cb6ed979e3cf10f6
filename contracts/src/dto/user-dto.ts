import { Schema } from "effect"
import { auditFields, NullableNumber, NullableString } from "./fields"

export const UserDto = Schema.Struct({
  usr_id: Schema.Int,
  usr_email: Schema.String,
  usr_name: Schema.String,
  usr_name_first: Schema.String,
  usr_image: NullableString,
  usr_org_id: NullableNumber,
  usr_org_name: NullableString,
  usr_app_admin: Schema.Boolean,
  usr_has_license: Schema.Boolean,
  usr_org_admin: Schema.Array(Schema.Int),
  usr_org_emp: Schema.Array(Schema.Int),
  usr_org_pl: Schema.Array(Schema.Int),
  usr_org_pers: Schema.Array(Schema.Int),
  usr_pro_admin: Schema.Array(Schema.Int),
  usr_pro_read: Schema.Array(Schema.Int),
  usr_pro_write: Schema.Array(Schema.Int),
  /** Projects the user audits (issue 11; not in the spec's lists, which stay as they are). */
  usr_pro_auditor: Schema.Array(Schema.Int),
  usr_login_date: NullableString,
  /** The personal organisation (spec §3 Other). */
  usr_org_pers_id: NullableNumber,
  usr_org_pers_name: NullableString,
  usr_login_ip: NullableString,
  /** How the account signs in: "local" (password) or "sso" (identity provider). */
  usr_app_conn: NullableString,
  /** False until a self-registered account is activated. */
  usr_active: Schema.Boolean,
  ...auditFields("usr"),
})
export type UserDto = typeof UserDto.Type

/** The address of a user's picture (`usr_image`); the version changes with each new picture. */
export const userImageUrl = (userId: number, version: number) => `/1.2/user/users/${userId}/img?v=${version}`

/** `GET /1.2/user/users/{id}?partial=true`: the permission lists of a user (spec §7). */
export const UserPermissionsDto = Schema.Struct({
  usr_org_admin: Schema.Array(Schema.Int),
  usr_org_emp: Schema.Array(Schema.Int),
  usr_org_pl: Schema.Array(Schema.Int),
  usr_pro_admin: Schema.Array(Schema.Int),
  usr_pro_read: Schema.Array(Schema.Int),
  usr_pro_write: Schema.Array(Schema.Int),
  usr_pro_auditor: Schema.Array(Schema.Int),
  usr_app_admin: Schema.Boolean,
})
export type UserPermissionsDto = typeof UserPermissionsDto.Type

/** The permission part of a user (`?partial=true`). */
export const toUserPermissionsDto = (user: UserDto): UserPermissionsDto => ({
  usr_org_admin: user.usr_org_admin,
  usr_org_emp: user.usr_org_emp,
  usr_org_pl: user.usr_org_pl,
  usr_pro_admin: user.usr_pro_admin,
  usr_pro_read: user.usr_pro_read,
  usr_pro_write: user.usr_pro_write,
  usr_pro_auditor: user.usr_pro_auditor,
  usr_app_admin: user.usr_app_admin,
})

export const TokenDto = Schema.Struct({
  access_token: Schema.String,
  refresh_token: Schema.String,
  id_token: Schema.String,
  expires_in: Schema.Int,
  refresh_expires_in: Schema.Int,
})
export const LoginAnswerDto = Schema.Struct({ token: TokenDto, usr: UserDto })
export type LoginAnswerDto = typeof LoginAnswerDto.Type
