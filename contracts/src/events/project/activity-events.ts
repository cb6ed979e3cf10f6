/** @module Facts about activities: who (provider role) delivers to whom (receiver role) in a process. */
import { Schema } from "effect"
import { defineEvent, Order } from "../define-event"

export const ActivityCreated = defineEvent("ActivityCreated", {
  activityId: Schema.Number,
  processId: Schema.Number,
  name: Schema.String,
  desc: Schema.NullOr(Schema.String),
  providerRoleId: Schema.NullOr(Schema.Number),
  receiverRoleId: Schema.NullOr(Schema.Number),
  processOrder: Order,
})
export const ActivityRenamed = defineEvent("ActivityRenamed", { activityId: Schema.Number, name: Schema.String })
export const ActivityDescriptionChanged = defineEvent("ActivityDescriptionChanged", {
  activityId: Schema.Number,
  desc: Schema.NullOr(Schema.String),
})
export const ActivityRolesAssigned = defineEvent("ActivityRolesAssigned", {
  activityId: Schema.Number,
  providerRoleId: Schema.NullOr(Schema.Number),
  receiverRoleId: Schema.NullOr(Schema.Number),
})
export const ActivityMoved = defineEvent("ActivityMoved", {
  activityId: Schema.Number,
  fromProcessId: Schema.Number,
  toProcessId: Schema.Number,
  fromOrder: Order,
  toOrder: Order,
})
export const ActivitiesResequenced = defineEvent("ActivitiesResequenced", { processId: Schema.Number, order: Order })
export const ActivityDeleted = defineEvent("ActivityDeleted", {
  activityId: Schema.Number,
  processId: Schema.Number,
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
