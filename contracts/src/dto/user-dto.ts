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
  usr_login_date: NullableString,
  ...auditFields("usr"),
})
export type UserDto = typeof UserDto.Type

/** `GET /1.2/user/users/{id}?partial=true`: the permission lists of a user (spec §7). */
export const UserPermissionsDto = Schema.Struct({
  usr_org_admin: Schema.Array(Schema.Int),
  usr_org_emp: Schema.Array(Schema.Int),
  usr_org_pl: Schema.Array(Schema.Int),
  usr_pro_admin: Schema.Array(Schema.Int),
  usr_pro_read: Schema.Array(Schema.Int),
  usr_pro_write: Schema.Array(Schema.Int),
  usr_app_admin: Schema.Boolean,
})
export type UserPermissionsDto = typeof UserPermissionsDto.Type

/** An account as stored today (`auth_users`, without its password hash). */
export type UserAccount = {
  readonly usr_id: number
  readonly usr_email: string
  readonly usr_name: string
  readonly usr_name_first: string
  readonly usr_app_admin: boolean
  readonly usr_login_date: string | Date | null
  readonly created_at: string | Date
}

/**
 * The user as the 1.2 API shows it, for the command side (login answer) and the query side (user/users)
 * alike. Until the identity issue: licensed, no organisation, no permission lists.
 */
export const toUserDto = (account: UserAccount): UserDto => ({
  usr_id: Number(account.usr_id),
  usr_email: account.usr_email,
  usr_name: account.usr_name,
  usr_name_first: account.usr_name_first,
  usr_image: null,
  usr_org_id: null,
  usr_org_name: null,
  usr_app_admin: account.usr_app_admin,
  usr_has_license: true,
  usr_org_admin: [],
  usr_org_emp: [],
  usr_org_pl: [],
  usr_org_pers: [],
  usr_pro_admin: [],
  usr_pro_read: [],
  usr_pro_write: [],
  usr_login_date: account.usr_login_date ? new Date(account.usr_login_date).toISOString() : null,
  usr_create_date: new Date(account.created_at).toISOString(),
  usr_create_user: null,
  usr_change_date: null,
  usr_change_user: null,
})

/** The permission part of a user (`?partial=true`). */
export const toUserPermissionsDto = (user: UserDto): UserPermissionsDto => ({
  usr_org_admin: user.usr_org_admin,
  usr_org_emp: user.usr_org_emp,
  usr_org_pl: user.usr_org_pl,
  usr_pro_admin: user.usr_pro_admin,
  usr_pro_read: user.usr_pro_read,
  usr_pro_write: user.usr_pro_write,
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
