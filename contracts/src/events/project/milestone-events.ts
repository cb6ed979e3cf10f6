/**
 * @module Facts about milestones. An event that changes the order of a phase's milestones carries only where
 * the item went (`seq`, or the placements of a resequence); a delete closes the gap. Version 1 carried the
 * phase's whole resulting order: its upcasters, below, turn it into the fact.
 */
import { Schema } from "effect"
import { defineUpcaster } from "../upcasting/upcaster"
import { defineEvent, Order, Placements, Seq } from "../define-event"
import { placementsIn, seqOf } from "./group-order"

export const MilestoneCreated = defineEvent("MilestoneCreated", {
  milestoneId: Schema.Int,
  phaseId: Schema.Int,
  name: Schema.String,
  desc: Schema.NullOr(Schema.String),
  /** Its place in the phase; the milestones from there on move down by one. */
  seq: Seq,
})
export const MilestoneRenamed = defineEvent("MilestoneRenamed", { milestoneId: Schema.Int, name: Schema.String })
export const MilestoneDescriptionChanged = defineEvent("MilestoneDescriptionChanged", {
  milestoneId: Schema.Int,
  desc: Schema.NullOr(Schema.String),
})
/** Into another phase, at `seq` there; the gap in the phase it left closes. */
export const MilestoneMoved = defineEvent("MilestoneMoved", {
  milestoneId: Schema.Int,
  fromPhaseId: Schema.Int,
  toPhaseId: Schema.Int,
  seq: Seq,
})
/** Milestones of one phase placed at their seqs (those the request listed); the others keep their relative order. */
export const MilestonesResequenced = defineEvent("MilestonesResequenced", { phaseId: Schema.Int, placements: Placements })
/** Its processes were deleted before it (each a ProcessDeleted); the gap in the phase closes. */
export const MilestoneDeleted = defineEvent("MilestoneDeleted", { milestoneId: Schema.Int, phaseId: Schema.Int })

export const milestoneEvents = [
  MilestoneCreated,
  MilestoneRenamed,
  MilestoneDescriptionChanged,
  MilestoneMoved,
  MilestonesResequenced,
  MilestoneDeleted,
] as const

// Version 1 carried the phase's resulting order; the fact is where the milestone stands in it.
const milestoneCreatedV1 = defineUpcaster(
  "MilestoneCreated",
  1,
  Schema.Struct({ milestoneId: Schema.Int, phaseId: Schema.Int, name: Schema.String, desc: Schema.NullOr(Schema.String), phaseOrder: Order }),
  ({ phaseOrder, ...fact }) => ({ ...fact, seq: seqOf(phaseOrder, fact.milestoneId) }),
)
const milestoneMovedV1 = defineUpcaster(
  "MilestoneMoved",
  1,
  Schema.Struct({ milestoneId: Schema.Int, fromPhaseId: Schema.Int, toPhaseId: Schema.Int, fromOrder: Order, toOrder: Order }),
  (old) => ({ milestoneId: old.milestoneId, fromPhaseId: old.fromPhaseId, toPhaseId: old.toPhaseId, seq: seqOf(old.toOrder, old.milestoneId) }),
)
// The whole order placed item by item gives exactly that order, whatever the order before was.
const milestonesResequencedV1 = defineUpcaster(
  "MilestonesResequenced",
  1,
  Schema.Struct({ phaseId: Schema.Int, order: Order }),
  ({ phaseId, order }) => ({ phaseId, placements: placementsIn(order, order) }),
)
const milestoneDeletedV1 = defineUpcaster(
  "MilestoneDeleted",
  1,
  Schema.Struct({ milestoneId: Schema.Int, phaseId: Schema.Int, phaseOrder: Order }),
  ({ milestoneId, phaseId }) => ({ milestoneId, phaseId }),
)

export const milestoneEventUpcasters = [milestoneCreatedV1, milestoneMovedV1, milestonesResequencedV1, milestoneDeletedV1]
