/** @module The union of every event of a project stream, and its decoder for stored events. */
import { Schema } from "effect"
import { decodeOrThrow } from "../../codec/decode"
import { activityEvents } from "./activity-events"
import { catalogueEventSchemas } from "./catalogue-events"
import { milestoneEvents } from "./milestone-events"
import { phaseEvents } from "./phase-events"
import { processEvents } from "./process-events"
import { projectEvents } from "./project-events"
import { roleEvents } from "./role-events"

export const projectEventSchemas = [
  ...projectEvents,
  ...phaseEvents,
  ...milestoneEvents,
  ...processEvents,
  ...activityEvents,
  ...roleEvents,
  ...catalogueEventSchemas,
] as const

export const ProjectEvent = Schema.Union(projectEventSchemas)
export type ProjectEvent = typeof ProjectEvent.Type
export type ProjectEventType = ProjectEvent["type"]
export type ProjectEventOf<T extends ProjectEventType> = Extract<ProjectEvent, { type: T }>

export const projectEventTypes: ReadonlySet<string> = new Set(projectEventSchemas.map((s) => s.fields.type.literal))

/** Decodes a stored `{type, data}` pair; a failure is a defect (the log holds only valid events). */
export const decodeProjectEvent: (stored: unknown) => ProjectEvent = decodeOrThrow(ProjectEvent)

/** The stream of a project's events. */
export const projectStreamId = (projectId: number) => `project-${projectId}`
