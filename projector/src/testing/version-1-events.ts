/**
 * @module Writes project events as version 1 of the structure events stored them, before events carried
 * facts: each created, moved, resequenced or deleted item with the resulting order of its whole group (and
 * a deleted process with its activities). It folds the orders as the old deciders kept them, so tests can
 * store a history in version 1 and check that, upcast, it gives the same state and read models as the
 * same history written in version 2.
 */
import { placeAt, resequence, withoutId } from "@bimprofile/contracts/events/project/group-order"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"

/** The version-1 event types (all others are unchanged). */
export const VERSION_1_TYPES: ReadonlySet<string> = new Set([
  "MilestoneCreated",
  "MilestoneMoved",
  "MilestonesResequenced",
  "MilestoneDeleted",
  "ProcessCreated",
  "ProcessMoved",
  "ProcessesResequenced",
  "ProcessDeleted",
  "ActivityCreated",
  "ActivityMoved",
  "ActivitiesResequenced",
  "ActivityDeleted",
])

type Orders = Map<number, number[]>

export class Version1Writer {
  private readonly projects = new Map<number, { milestones: Orders; processes: Orders; activities: Orders }>()

  /** The event as version 1 stored it: the same type, the old data. */
  write(projectId: number, event: ProjectEvent): { type: string; data: object } {
    let orders = this.projects.get(projectId)
    if (!orders) this.projects.set(projectId, (orders = { milestones: new Map(), processes: new Map(), activities: new Map() }))
    const { milestones, processes, activities } = orders
    const set = (group: Orders, parentId: number, order: number[]) => (group.set(parentId, order), order)
    const of = (group: Orders, parentId: number) => group.get(parentId) ?? []
    switch (event.type) {
      case "MilestoneCreated": {
        const { seq, ...d } = event.data
        return { type: event.type, data: { ...d, phaseOrder: set(milestones, d.phaseId, placeAt(of(milestones, d.phaseId), d.milestoneId, seq)) } }
      }
      case "MilestoneMoved": {
        const { seq, ...d } = event.data
        const fromOrder = set(milestones, d.fromPhaseId, withoutId(of(milestones, d.fromPhaseId), d.milestoneId))
        return { type: event.type, data: { ...d, fromOrder, toOrder: set(milestones, d.toPhaseId, placeAt(of(milestones, d.toPhaseId), d.milestoneId, seq)) } }
      }
      case "MilestonesResequenced": {
        const d = event.data
        return { type: event.type, data: { phaseId: d.phaseId, order: set(milestones, d.phaseId, resequence(of(milestones, d.phaseId), d.placements)) } }
      }
      case "MilestoneDeleted": {
        const d = event.data
        processes.delete(d.milestoneId)
        return { type: event.type, data: { ...d, phaseOrder: set(milestones, d.phaseId, withoutId(of(milestones, d.phaseId), d.milestoneId)) } }
      }
      case "ProcessCreated": {
        const { seq, ...d } = event.data
        return { type: event.type, data: { ...d, milestoneOrder: set(processes, d.milestoneId, placeAt(of(processes, d.milestoneId), d.processId, seq)) } }
      }
      case "ProcessMoved": {
        const { seq, ...d } = event.data
        const fromOrder = set(processes, d.fromMilestoneId, withoutId(of(processes, d.fromMilestoneId), d.processId))
        return { type: event.type, data: { ...d, fromOrder, toOrder: set(processes, d.toMilestoneId, placeAt(of(processes, d.toMilestoneId), d.processId, seq)) } }
      }
      case "ProcessesResequenced": {
        const d = event.data
        return { type: event.type, data: { milestoneId: d.milestoneId, order: set(processes, d.milestoneId, resequence(of(processes, d.milestoneId), d.placements)) } }
      }
      case "ProcessDeleted": {
        const d = event.data
        const activityIds = of(activities, d.processId)
        activities.delete(d.processId)
        return { type: event.type, data: { ...d, activityIds, milestoneOrder: set(processes, d.milestoneId, withoutId(of(processes, d.milestoneId), d.processId)) } }
      }
      case "ActivityCreated": {
        const { seq, ...d } = event.data
        return { type: event.type, data: { ...d, processOrder: set(activities, d.processId, placeAt(of(activities, d.processId), d.activityId, seq)) } }
      }
      case "ActivityMoved": {
        const { seq, ...d } = event.data
        const fromOrder = set(activities, d.fromProcessId, withoutId(of(activities, d.fromProcessId), d.activityId))
        return { type: event.type, data: { ...d, fromOrder, toOrder: set(activities, d.toProcessId, placeAt(of(activities, d.toProcessId), d.activityId, seq)) } }
      }
      case "ActivitiesResequenced": {
        const d = event.data
        return { type: event.type, data: { processId: d.processId, order: set(activities, d.processId, resequence(of(activities, d.processId), d.placements)) } }
      }
      case "ActivityDeleted": {
        const d = event.data
        return { type: event.type, data: { ...d, processOrder: set(activities, d.processId, withoutId(of(activities, d.processId), d.activityId)) } }
      }
      default:
        return event
    }
  }
}
