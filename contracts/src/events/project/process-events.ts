/** @module Facts about business processes. Events that change an order carry the resulting order. */
import { Schema } from "effect"
import { defineEvent, Order } from "../define-event"

export const ProcessCreated = defineEvent("ProcessCreated", {
  processId: Schema.Number,
  milestoneId: Schema.Number,
  name: Schema.String,
  shortName: Schema.NullOr(Schema.String),
  desc: Schema.NullOr(Schema.String),
  milestoneOrder: Order,
  /** Set when the process was created as a copy of another; its activities follow as ActivityCreated. */
  copiedFromProcessId: Schema.NullOr(Schema.Number),
})
export const ProcessRenamed = defineEvent("ProcessRenamed", { processId: Schema.Number, name: Schema.String })
export const ProcessShortNameChanged = defineEvent("ProcessShortNameChanged", {
  processId: Schema.Number,
  shortName: Schema.NullOr(Schema.String),
})
export const ProcessDescriptionChanged = defineEvent("ProcessDescriptionChanged", {
  processId: Schema.Number,
  desc: Schema.NullOr(Schema.String),
})
export const ProcessMoved = defineEvent("ProcessMoved", {
  processId: Schema.Number,
  fromMilestoneId: Schema.Number,
  toMilestoneId: Schema.Number,
  fromOrder: Order,
  toOrder: Order,
})
export const ProcessesResequenced = defineEvent("ProcessesResequenced", { milestoneId: Schema.Number, order: Order })
/** A process deleted together with its activities (listed, so consumers need no state to follow). */
export const ProcessDeleted = defineEvent("ProcessDeleted", {
  processId: Schema.Number,
  milestoneId: Schema.Number,
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
