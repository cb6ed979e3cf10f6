/**
 * The structure events carry facts (where an item went), and the projection reads only the rows an event
 * needs. Over generated histories: the same history stored in version 1 (whole group orders) and read
 * through the product's upcasters gives exactly the rows of version 2, and every event projected over just
 * the rows it names gives exactly the changes it gives over the whole project.
 */
import { eventUpcasters } from "@bimprofile/contracts/events/event-upcasters"
import { upcastEvent } from "@bimprofile/contracts/events/upcasting/upcast"
import { describe, expect, it } from "vitest"
import { applyChanges, emptyProjectRows, foldEvents, type ProjectedEvent, type ProjectRows, structureTables } from "../projection"
import { generateProjectHistories } from "../testing/generate-project-histories"
import { VERSION_1_TYPES, Version1Writer } from "../testing/version-1-events"
import { projectStructure } from "./project-structure"

const generated = generateProjectHistories({ projects: 30, events: 6_000, seed: 23 })
const v2: ProjectedEvent[] = []
const v1: ProjectedEvent[] = []
const writer = new Version1Writer()
for (const command of generated)
  for (const event of command.events) {
    const envelope = { position: v2.length + 1, projectId: command.projectId, userId: command.userId, occurredAt: command.occurredAt }
    v2.push({ ...envelope, type: event.type, data: event.data })
    v1.push({ ...envelope, ...writer.write(command.projectId, event) })
  }

/** As the event store hands a stored version-1 event to its readers. */
const readBack = (event: ProjectedEvent): ProjectedEvent =>
  VERSION_1_TYPES.has(event.type) ? { ...event, data: upcastEvent(eventUpcasters, { type: event.type, schemaVersion: 1, data: event.data }).data } : event

describe("a history stored in version 1, read through the upcasters", () => {
  it("gives exactly the read-model rows of the same history in version 2", () => {
    expect(v1.some((event, i) => JSON.stringify(event.data) !== JSON.stringify(v2[i]!.data))).toBe(true)
    expect(foldEvents(projectStructure, v1.map(readBack))).toEqual(foldEvents(projectStructure, v2))
  })
})

describe("the rows an event needs", () => {
  it("are enough: projected over just them (and its project's row), every event changes exactly what it changes over the whole project", () => {
    const projects = new Map<number, ProjectRows>()
    let checked = 0
    for (const event of v2) {
      const whole = projects.get(event.projectId) ?? emptyProjectRows()
      projects.set(event.projectId, whole)
      const needed = emptyProjectRows()
      const take = (table: (typeof structureTables)[number], id: number) => {
        const row = whole[table].get(id)
        if (row) needed[table].set(id, row)
      }
      take("rm_projects", event.projectId)
      for (const need of projectStructure.needs(event)) {
        if (need.id !== undefined) take(need.table, need.id)
        else for (const row of whole[need.table].values()) if (row.parentId === need.parentId) take(need.table, row.id)
      }
      const changes = projectStructure.project(whole, event)
      expect(projectStructure.project(needed, event), `${event.position} ${event.type}`).toEqual(changes)
      applyChanges(whole, changes)
      checked++
    }
    expect(checked).toBe(v2.length)
  })
})
