/**
 * @module Facts about business processes. An event that changes the order of a milestone's processes carries
 * only where the item went (`seq`, or the placements of a resequence); a delete closes the gap and takes
 * the process's activities with it. Version 1 carried the resulting order (and the deleted activities):
 * its upcasters, below, turn it into the fact.
 */
import { Schema } from "effect"
import { defineUpcaster } from "../upcasting/upcaster"
import { defineEvent, Order, Placements, Seq } from "../define-event"
import { placementsIn, seqOf } from "./group-order"

export const ProcessCreated = defineEvent("ProcessCreated", {
  processId: Schema.Int,
  milestoneId: Schema.Int,
  name: Schema.String,
  shortName: Schema.NullOr(Schema.String),
  desc: Schema.NullOr(Schema.String),
  /** Its place in the milestone; the processes from there on move down by one. */
  seq: Seq,
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
/** Into another milestone, at `seq` there; the gap in the milestone it left closes. */
export const ProcessMoved = defineEvent("ProcessMoved", {
  processId: Schema.Int,
  fromMilestoneId: Schema.Int,
  toMilestoneId: Schema.Int,
  seq: Seq,
})
/** Processes of one milestone placed at their seqs (those the request listed); the others keep their relative order. */
export const ProcessesResequenced = defineEvent("ProcessesResequenced", { milestoneId: Schema.Int, placements: Placements })
/** A process deleted together with its activities (whichever it has: consumers know them); the gap closes. */
export const ProcessDeleted = defineEvent("ProcessDeleted", { processId: Schema.Int, milestoneId: Schema.Int })

export const processEvents = [
  ProcessCreated,
  ProcessRenamed,
  ProcessShortNameChanged,
  ProcessDescriptionChanged,
  ProcessMoved,
  ProcessesResequenced,
  ProcessDeleted,
] as const

// Version 1 carried the milestone's resulting order; the fact is where the process stands in it.
const processCreatedV1 = defineUpcaster(
  "ProcessCreated",
  1,
  Schema.Struct({
    processId: Schema.Int,
    milestoneId: Schema.Int,
    name: Schema.String,
    shortName: Schema.NullOr(Schema.String),
    desc: Schema.NullOr(Schema.String),
    milestoneOrder: Order,
    copiedFromProcessId: Schema.NullOr(Schema.Int),
  }),
  ({ milestoneOrder, ...fact }) => ({ ...fact, seq: seqOf(milestoneOrder, fact.processId) }),
)
const processMovedV1 = defineUpcaster(
  "ProcessMoved",
  1,
  Schema.Struct({ processId: Schema.Int, fromMilestoneId: Schema.Int, toMilestoneId: Schema.Int, fromOrder: Order, toOrder: Order }),
  (old) => ({ processId: old.processId, fromMilestoneId: old.fromMilestoneId, toMilestoneId: old.toMilestoneId, seq: seqOf(old.toOrder, old.processId) }),
)
// The whole order placed item by item gives exactly that order, whatever the order before was.
const processesResequencedV1 = defineUpcaster(
  "ProcessesResequenced",
  1,
  Schema.Struct({ milestoneId: Schema.Int, order: Order }),
  ({ milestoneId, order }) => ({ milestoneId, placements: placementsIn(order, order) }),
)
// The listed activities were always all of the process's: deleting the process deletes them.
const processDeletedV1 = defineUpcaster(
  "ProcessDeleted",
  1,
  Schema.Struct({ processId: Schema.Int, milestoneId: Schema.Int, activityIds: Order, milestoneOrder: Order }),
  ({ processId, milestoneId }) => ({ processId, milestoneId }),
)

export const processEventUpcasters = [processCreatedV1, processMovedV1, processesResequencedV1, processDeletedV1]
