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

export const TokenDto = Schema.Struct({
  access_token: Schema.String,
  refresh_token: Schema.String,
  id_token: Schema.String,
  expires_in: Schema.Int,
  refresh_expires_in: Schema.Int,
})
export const LoginAnswerDto = Schema.Struct({ token: TokenDto, usr: UserDto })
export type LoginAnswerDto = typeof LoginAnswerDto.Type
