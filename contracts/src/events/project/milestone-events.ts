/** @module Facts about milestones. Events that change an order carry the resulting order of the group. */
import { Schema } from "effect"
import { defineEvent, Order } from "../define-event"

export const MilestoneCreated = defineEvent("MilestoneCreated", {
  milestoneId: Schema.Number,
  phaseId: Schema.Number,
  name: Schema.String,
  desc: Schema.NullOr(Schema.String),
  phaseOrder: Order,
})
export const MilestoneRenamed = defineEvent("MilestoneRenamed", { milestoneId: Schema.Number, name: Schema.String })
export const MilestoneDescriptionChanged = defineEvent("MilestoneDescriptionChanged", {
  milestoneId: Schema.Number,
  desc: Schema.NullOr(Schema.String),
})
export const MilestoneMoved = defineEvent("MilestoneMoved", {
  milestoneId: Schema.Number,
  fromPhaseId: Schema.Number,
  toPhaseId: Schema.Number,
  fromOrder: Order,
  toOrder: Order,
})
export const MilestonesResequenced = defineEvent("MilestonesResequenced", { phaseId: Schema.Number, order: Order })
export const MilestoneDeleted = defineEvent("MilestoneDeleted", {
  milestoneId: Schema.Number,
  phaseId: Schema.Number,
  phaseOrder: Order,
})

export const milestoneEvents = [
  MilestoneCreated,
  MilestoneRenamed,
  MilestoneDescriptionChanged,
  MilestoneMoved,
  MilestonesResequenced,
  MilestoneDeleted,
] as const
