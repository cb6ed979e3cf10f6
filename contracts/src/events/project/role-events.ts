/** @module Facts about project roles (Fachrollen). */
import { Schema } from "effect"
import { roleTypeValues } from "../../codes"
import { defineEvent } from "../define-event"

const RoleType = Schema.Literals(roleTypeValues)

export const RoleCreated = defineEvent("RoleCreated", {
  roleId: Schema.Int,
  name: Schema.String,
  desc: Schema.NullOr(Schema.String),
  roleType: RoleType,
})
export const RoleRenamed = defineEvent("RoleRenamed", { roleId: Schema.Int, name: Schema.String })
export const RoleDescriptionChanged = defineEvent("RoleDescriptionChanged", {
  roleId: Schema.Int,
  desc: Schema.NullOr(Schema.String),
})
export const RoleTypeChanged = defineEvent("RoleTypeChanged", { roleId: Schema.Int, roleType: RoleType })
export const RoleDeleted = defineEvent("RoleDeleted", { roleId: Schema.Int })

export const roleEvents = [RoleCreated, RoleRenamed, RoleDescriptionChanged, RoleTypeChanged, RoleDeleted] as const
