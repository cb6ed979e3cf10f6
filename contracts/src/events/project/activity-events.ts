/** @module Facts about activities: who (provider role) delivers to whom (receiver role) in a process. */
import { Schema } from "effect"
import { defineEvent, Order } from "../define-event"

export const ActivityCreated = defineEvent("ActivityCreated", {
  activityId: Schema.Int,
  processId: Schema.Int,
  name: Schema.String,
  desc: Schema.NullOr(Schema.String),
  providerRoleId: Schema.NullOr(Schema.Int),
  receiverRoleId: Schema.NullOr(Schema.Int),
  processOrder: Order,
})
export const ActivityRenamed = defineEvent("ActivityRenamed", { activityId: Schema.Int, name: Schema.String })
export const ActivityDescriptionChanged = defineEvent("ActivityDescriptionChanged", {
  activityId: Schema.Int,
  desc: Schema.NullOr(Schema.String),
})
export const ActivityRolesAssigned = defineEvent("ActivityRolesAssigned", {
  activityId: Schema.Int,
  providerRoleId: Schema.NullOr(Schema.Int),
  receiverRoleId: Schema.NullOr(Schema.Int),
})
export const ActivityMoved = defineEvent("ActivityMoved", {
  activityId: Schema.Int,
  fromProcessId: Schema.Int,
  toProcessId: Schema.Int,
  fromOrder: Order,
  toOrder: Order,
})
export const ActivitiesResequenced = defineEvent("ActivitiesResequenced", { processId: Schema.Int, order: Order })
export const ActivityDeleted = defineEvent("ActivityDeleted", {
  activityId: Schema.Int,
  processId: Schema.Int,
  processOrder: Order,
})

export const activityEvents = [
  ActivityCreated,
  ActivityRenamed,
  ActivityDescriptionChanged,
  ActivityRolesAssigned,
  ActivityMoved,
  ActivitiesResequenced,
  ActivityDeleted,
] as const
