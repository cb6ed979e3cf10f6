/**
 * @module Facts about activities: who (provider role) delivers to whom (receiver role) in a process. An event
 * that changes the order of a process's activities carries only where the item went (`seq`, or the
 * placements of a resequence); a delete closes the gap. Version 1 carried the process's resulting order: its
 * upcasters, below, turn it into the fact.
 */
import { Schema } from "effect"
import { defineUpcaster } from "../upcasting/upcaster"
import { defineEvent, Order, Placements, Seq } from "../define-event"
import { placementsIn, seqOf } from "./group-order"

export const ActivityCreated = defineEvent("ActivityCreated", {
  activityId: Schema.Int,
  processId: Schema.Int,
  name: Schema.String,
  desc: Schema.NullOr(Schema.String),
  providerRoleId: Schema.NullOr(Schema.Int),
  receiverRoleId: Schema.NullOr(Schema.Int),
  /** Its place in the process; the activities from there on move down by one. */
  seq: Seq,
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
/** Into another process, at `seq` there; the gap in the process it left closes. */
export const ActivityMoved = defineEvent("ActivityMoved", {
  activityId: Schema.Int,
  fromProcessId: Schema.Int,
  toProcessId: Schema.Int,
  seq: Seq,
})
/** Activities of one process placed at their seqs (those the request listed); the others keep their relative order. */
export const ActivitiesResequenced = defineEvent("ActivitiesResequenced", { processId: Schema.Int, placements: Placements })
/**
 * The `info` of an IDS file imported into the activity (title, copyright, version, description, author, date,
 * purpose, milestone — those the file had): its IDS exports write them instead of what the activity would
 * give, so a file imported and exported again says the same (issue 10).
 */
export const ActivityIdsInfoRecorded = defineEvent("ActivityIdsInfoRecorded", {
  activityId: Schema.Int,
  info: Schema.Struct({
    title: Schema.String,
    copyright: Schema.optionalKey(Schema.String),
    version: Schema.optionalKey(Schema.String),
    description: Schema.optionalKey(Schema.String),
    author: Schema.optionalKey(Schema.String),
    date: Schema.optionalKey(Schema.String),
    purpose: Schema.optionalKey(Schema.String),
    milestone: Schema.optionalKey(Schema.String),
  }),
})
/** The gap in the process closes. */
export const ActivityDeleted = defineEvent("ActivityDeleted", { activityId: Schema.Int, processId: Schema.Int })

export const activityEvents = [
  ActivityCreated,
  ActivityRenamed,
  ActivityDescriptionChanged,
  ActivityRolesAssigned,
  ActivityMoved,
  ActivitiesResequenced,
  ActivityIdsInfoRecorded,
  ActivityDeleted,
] as const

// Version 1 carried the process's resulting order; the fact is where the activity stands in it.
const activityCreatedV1 = defineUpcaster(
  "ActivityCreated",
  1,
  Schema.Struct({
    activityId: Schema.Int,
    processId: Schema.Int,
    name: Schema.String,
    desc: Schema.NullOr(Schema.String),
    providerRoleId: Schema.NullOr(Schema.Int),
    receiverRoleId: Schema.NullOr(Schema.Int),
    processOrder: Order,
  }),
  ({ processOrder, ...fact }) => ({ ...fact, seq: seqOf(processOrder, fact.activityId) }),
)
const activityMovedV1 = defineUpcaster(
  "ActivityMoved",
  1,
  Schema.Struct({ activityId: Schema.Int, fromProcessId: Schema.Int, toProcessId: Schema.Int, fromOrder: Order, toOrder: Order }),
  (old) => ({ activityId: old.activityId, fromProcessId: old.fromProcessId, toProcessId: old.toProcessId, seq: seqOf(old.toOrder, old.activityId) }),
)
// The whole order placed item by item gives exactly that order, whatever the order before was.
const activitiesResequencedV1 = defineUpcaster(
  "ActivitiesResequenced",
  1,
  Schema.Struct({ processId: Schema.Int, order: Order }),
  ({ processId, order }) => ({ processId, placements: placementsIn(order, order) }),
)
const activityDeletedV1 = defineUpcaster(
  "ActivityDeleted",
  1,
  Schema.Struct({ activityId: Schema.Int, processId: Schema.Int, processOrder: Order }),
  ({ activityId, processId }) => ({ activityId, processId }),
)

export const activityEventUpcasters = [activityCreatedV1, activityMovedV1, activitiesResequencedV1, activityDeletedV1]
