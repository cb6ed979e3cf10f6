/** @module Facts about organisations and their members (spec §3 Organisation, §6). */
import { Schema } from "effect"
import { organisationRoleValues } from "../../access/roles"
import { defineEvent } from "../define-event"

const OrganisationRoles = Schema.Array(Schema.Literals(organisationRoleValues))

export const OrganisationCreated = defineEvent("OrganisationCreated", {
  orgId: Schema.Int,
  name: Schema.String,
  desc: Schema.NullOr(Schema.String),
  /** A user's personal organisation: one member (its owner, as admin), a name with an at-sign. */
  personal: Schema.Boolean,
})
export const OrganisationRenamed = defineEvent("OrganisationRenamed", { orgId: Schema.Int, name: Schema.String })
export const OrganisationDescriptionChanged = defineEvent("OrganisationDescriptionChanged", {
  orgId: Schema.Int,
  desc: Schema.NullOr(Schema.String),
})
/** Adds a member or replaces a member's roles. */
export const OrganisationMemberRolesSet = defineEvent("OrganisationMemberRolesSet", {
  orgId: Schema.Int,
  userId: Schema.Int,
  roles: OrganisationRoles,
})
export const OrganisationMemberRemoved = defineEvent("OrganisationMemberRemoved", { orgId: Schema.Int, userId: Schema.Int })
export const OrganisationDeleted = defineEvent("OrganisationDeleted", { orgId: Schema.Int })

export const organisationEvents = [
  OrganisationCreated,
  OrganisationRenamed,
  OrganisationDescriptionChanged,
  OrganisationMemberRolesSet,
  OrganisationMemberRemoved,
  OrganisationDeleted,
] as const
