/** @module Facts about milestones. Events that change an order carry the resulting order of the group. */
import { Schema } from "effect"
import { defineEvent, Order } from "../define-event"

export const MilestoneCreated = defineEvent("MilestoneCreated", {
  milestoneId: Schema.Int,
  phaseId: Schema.Int,
  name: Schema.String,
  desc: Schema.NullOr(Schema.String),
  phaseOrder: Order,
})
export const MilestoneRenamed = defineEvent("MilestoneRenamed", { milestoneId: Schema.Int, name: Schema.String })
export const MilestoneDescriptionChanged = defineEvent("MilestoneDescriptionChanged", {
  milestoneId: Schema.Int,
  desc: Schema.NullOr(Schema.String),
})
export const MilestoneMoved = defineEvent("MilestoneMoved", {
  milestoneId: Schema.Int,
  fromPhaseId: Schema.Int,
  toPhaseId: Schema.Int,
  fromOrder: Order,
  toOrder: Order,
})
export const MilestonesResequenced = defineEvent("MilestonesResequenced", { phaseId: Schema.Int, order: Order })
export const MilestoneDeleted = defineEvent("MilestoneDeleted", {
  milestoneId: Schema.Int,
  phaseId: Schema.Int,
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
