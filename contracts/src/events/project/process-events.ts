/** @module Facts about business processes. Events that change an order carry the resulting order. */
import { Schema } from "effect"
import { defineEvent, Order } from "../define-event"

export const ProcessCreated = defineEvent("ProcessCreated", {
  processId: Schema.Int,
  milestoneId: Schema.Int,
  name: Schema.String,
  shortName: Schema.NullOr(Schema.String),
  desc: Schema.NullOr(Schema.String),
  milestoneOrder: Order,
  /** Set when the process was created as a copy of another; its activities follow as ActivityCreated. */
  copiedFromProcessId: Schema.NullOr(Schema.Int),
})
export const ProcessRenamed = defineEvent("ProcessRenamed", { processId: Schema.Int, name: Schema.String })
export const ProcessShortNameChanged = defineEvent("ProcessShortNameChanged", {
  processId: Schema.Int,
  shortName: Schema.NullOr(Schema.String),
})
export const ProcessDescriptionChanged = defineEvent("ProcessDescriptionChanged", {
  processId: Schema.Int,
  desc: Schema.NullOr(Schema.String),
})
export const ProcessMoved = defineEvent("ProcessMoved", {
  processId: Schema.Int,
  fromMilestoneId: Schema.Int,
  toMilestoneId: Schema.Int,
  fromOrder: Order,
  toOrder: Order,
})
export const ProcessesResequenced = defineEvent("ProcessesResequenced", { milestoneId: Schema.Int, order: Order })
/** A process deleted together with its activities (listed, so consumers need no state to follow). */
export const ProcessDeleted = defineEvent("ProcessDeleted", {
  processId: Schema.Int,
  milestoneId: Schema.Int,
  activityIds: Order,
  milestoneOrder: Order,
})

export const processEvents = [
  ProcessCreated,
  ProcessRenamed,
  ProcessShortNameChanged,
  ProcessDescriptionChanged,
  ProcessMoved,
  ProcessesResequenced,
  ProcessDeleted,
] as const
