import { Schema } from "effect"
import { organisationRoleValues } from "../access/roles"
import { auditFields, NullableString } from "./fields"

export const OrganisationMemberDto = Schema.Struct({
  usr_id: Schema.Int,
  usr_email: Schema.String,
  usr_name: Schema.String,
  usr_name_first: Schema.String,
  roles: Schema.Array(Schema.Literals(organisationRoleValues)),
})
export type OrganisationMemberDto = typeof OrganisationMemberDto.Type

/** An organisation (spec §3): name, description, members with their roles. */
export const OrganisationDto = Schema.Struct({
  org_id: Schema.Int,
  org_name: Schema.String,
  org_desc: NullableString,
  org_pers: Schema.Boolean,
  org_member_count: Schema.Int,
  /** Only in `GET organisations/{id}` and for those who may see the members. */
  org_members: Schema.optionalKey(Schema.Array(OrganisationMemberDto)),
  ...auditFields("org"),
})
export type OrganisationDto = typeof OrganisationDto.Type
