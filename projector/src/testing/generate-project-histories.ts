/**
 * @module Realistic project histories for tests, the kill test and profiling: a seeded simulation of users
 * editing many projects — creating, renaming, moving, resequencing and deleting milestones, processes,
 * activities and roles, removing phases with their content, deleting whole projects. It keeps the same
 * bookkeeping as the command deciders (orders per parent, role links, cascades as explicit events), so
 * every event is one the write side could have appended. Deterministic for a given seed.
 *
 * @example
 *   const commands = generateProjectHistories({ projects: 50, events: 10_000, seed: 7 })
 *   for (const c of commands) await store.append(projectStreamId(c.projectId), "any", toNewEvents(c))
 */
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { IdCounter } from "./id-counter"
import { ProjectSimulation } from "./project-simulation"

/** The events of one command on one project, with who issued it and when. */
export type GeneratedCommand = {
  readonly projectId: number
  readonly userId: number
  readonly occurredAt: string
  readonly events: readonly ProjectEvent[]
}

export type HistoryOptions = {
  readonly projects: number
  /** Roughly the number of events in all (the last commands may overshoot by a few). */
  readonly events: number
  readonly seed?: number
  /** First id of every kind (project, phase, milestone …); ids then count up, unique across projects. */
  readonly firstId?: number
  /** Share of projects deleted at the end of their history. */
  readonly deletedShare?: number
  readonly startTime?: Date
}

export const generateProjectHistories = (options: HistoryOptions): GeneratedCommand[] => {
  const random = mulberry32(options.seed ?? 1)
  const ids = new IdCounter(options.firstId ?? 1)
  const start = (options.startTime ?? new Date("2025-01-06T08:00:00.000Z")).getTime()
  const projects = Array.from({ length: options.projects }, () => new ProjectSimulation(ids.next("project"), random, ids))
  const perProject = Math.max(6, Math.ceil(options.events / Math.max(1, options.projects)))
  const deleteCount = Math.round(options.projects * (options.deletedShare ?? 0.1))
  const toDelete = new Set(projects.slice(0, deleteCount).map((p) => p.id))
  const commands: GeneratedCommand[] = []
  let live = [...projects]
  let total = 0
  let tick = 0
  while (live.length > 0 && total < options.events) {
    const project = live[Math.floor(random() * live.length)]!
    const done = project.emitted >= perProject
    const events = done && toDelete.has(project.id) ? project.deleteProject() : project.step()
    if (done || project.deleted) live = live.filter((p) => p !== project)
    if (events.length === 0) continue
    tick += 1 + Math.floor(random() * 30)
    commands.push({
      projectId: project.id,
      userId: 1 + Math.floor(random() * 5),
      occurredAt: new Date(start + tick * 1_000).toISOString(),
      events,
    })
    total += events.length
  }
  // Projects picked for deletion that the budget did not reach still end deleted.
  for (const project of projects)
    if (toDelete.has(project.id) && !project.deleted)
      commands.push({ projectId: project.id, userId: 1, occurredAt: new Date(start + ++tick * 1_000).toISOString(), events: project.deleteProject() })
  return commands
}

/** A small, fast, seeded PRNG (public domain): the same seed gives the same histories. */
const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = seed
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
