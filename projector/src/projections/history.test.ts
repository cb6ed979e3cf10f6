/** The timeline folded in memory: what each kind of event shows, and that a batch's loaded state is enough. */
import { projectEventTypes, type ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { historyTables } from "@bimprofile/infra/migrations/020-history"
import { describe, expect, it } from "vitest"
import type { ProjectedEvent } from "../projection"
import { generateProjectHistories } from "../testing/generate-project-histories"
import { foldHistory, historyDefinition, historyNeeds, type HistoryRow, HistoryState, stateKey } from "./history"

let position = 0
const at = (event: ProjectEvent, projectId = 7, userId = 3): ProjectedEvent => ({
  position: ++position,
  projectId,
  type: event.type,
  data: event.data,
  userId,
  occurredAt: new Date(Date.UTC(2026, 10, 26, 10, 0, position)).toISOString(),
})
const fold = (...events: ProjectedEvent[]) => {
  const state = new HistoryState(true)
  const rows: HistoryRow[] = []
  for (const event of events) {
    const step = foldHistory(state, event)
    if (step.row) rows.push(step.row)
  }
  return { rows, state }
}
const milestone = (milestoneId: number, name: string, phaseId = 11, seq = 1): ProjectEvent => ({ type: "MilestoneCreated", data: { milestoneId, phaseId, name, desc: null, seq } })

describe("history projection", () => {
  it("has a rule for every project event type, and names the tables migration 020 creates", () => {
    expect([...historyDefinition.handles].sort()).toEqual([...projectEventTypes].sort())
    expect([...historyDefinition.tables]).toEqual([...historyTables])
  })

  it("a created entity shows its fields; a rename shows the name before → after, by whom and when", () => {
    const { rows } = fold(at(milestone(21, "Vorprojekt")), at({ type: "MilestoneRenamed", data: { milestoneId: 21, name: "Bauprojekt" } }, 7, 4))
    expect(rows[0]).toMatchObject({ entity: "milestone", entityId: 21, kind: "created", entityName: "Vorprojekt", before: null, after: { phaseId: 11, name: "Vorprojekt", desc: null, seq: 1 } })
    expect(rows[1]).toEqual({
      position: rows[1]!.position,
      proId: 7,
      time: rows[1]!.time,
      usrId: 4,
      entity: "milestone",
      entityId: 21,
      kind: "changed",
      eventType: "MilestoneRenamed",
      entityName: "Bauprojekt",
      before: { name: "Vorprojekt" },
      after: { name: "Bauprojekt" },
    })
  })

  it("a move names the parent it left (the event says it) and the seq it went to; its former seq is not known", () => {
    const { rows } = fold(at(milestone(21, "Vorprojekt", 11, 3)), at({ type: "MilestoneMoved", data: { milestoneId: 21, fromPhaseId: 11, toPhaseId: 12, seq: 1 } }))
    expect(rows[1]).toMatchObject({ kind: "moved", entityName: "Vorprojekt", before: { phaseId: 11, seq: null }, after: { phaseId: 12, seq: 1 } })
  })

  it("a delete shows the last fields and still reads by its last name", () => {
    const { rows } = fold(
      at(milestone(21, "Vorprojekt")),
      at({ type: "MilestoneDescriptionChanged", data: { milestoneId: 21, desc: "SIA 102" } }),
      at({ type: "MilestoneDeleted", data: { milestoneId: 21, phaseId: 11 } }),
    )
    expect(rows[2]).toMatchObject({ kind: "deleted", entityName: "Vorprojekt", before: { phaseId: 11, name: "Vorprojekt", desc: "SIA 102" }, after: null })
  })

  it("a changes-style event (PropertyChanged) shows exactly its changed fields", () => {
    const { rows } = fold(
      at({ type: "PropertyCreated", data: { propertyId: 5, name: "FireRating", desc: null, datatype: "IfcLabel", unit: null, concept: "property", ifc: [], uri: null, valueListId: null } } as unknown as ProjectEvent),
      at({ type: "PropertyChanged", data: { propertyId: 5, changes: { unit: "min", desc: "Feuerwiderstand" } } } as unknown as ProjectEvent),
    )
    expect(rows[1]).toMatchObject({ entity: "property", kind: "changed", entityName: "FireRating", before: { unit: null, desc: null }, after: { unit: "min", desc: "Feuerwiderstand" } })
  })

  it("a user's first grant is created, a new set of roles changed, a revoke deleted; the user's name is not stored", () => {
    const { rows } = fold(
      at({ type: "ProjectPermissionGranted", data: { projectId: 7, userId: 40, roles: ["read"] } }),
      at({ type: "ProjectPermissionGranted", data: { projectId: 7, userId: 40, roles: ["auditor"] } }),
      at({ type: "ProjectPermissionRevoked", data: { projectId: 7, userId: 40 } }),
    )
    expect(rows.map((r) => [r.entity, r.entityId, r.kind, r.entityName, r.before, r.after])).toEqual([
      ["permission", 40, "created", null, null, { roles: ["read"] }],
      ["permission", 40, "changed", null, { roles: ["read"] }, { roles: ["auditor"] }],
      ["permission", 40, "deleted", null, { roles: ["auditor"] }, null],
    ])
  })

  it("sharing with organisations shows the project's list of organisations before → after", () => {
    const { rows } = fold(
      at({ type: "ProjectSharedWithOrganisation", data: { projectId: 7, orgId: 9 } }),
      at({ type: "ProjectSharedWithOrganisation", data: { projectId: 7, orgId: 5 } }),
      at({ type: "ProjectUnsharedWithOrganisation", data: { projectId: 7, orgId: 9 } }),
    )
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [{ sharedOrgIds: [] }, { sharedOrgIds: [9] }],
      [{ sharedOrgIds: [9] }, { sharedOrgIds: [5, 9] }],
      [{ sharedOrgIds: [5, 9] }, { sharedOrgIds: [5] }],
    ])
  })

  it("an upload is one entry on its list with counts; a later change of an uploaded item knows its before", () => {
    const added = Array.from({ length: 300 }, (_, i) => ({ itemId: 1000 + i, fields: { code: `C${i}`, name: `Eintrag ${i}` } }))
    const { rows } = fold(
      at({ type: "ClassificationCreated", data: { listId: 50, fields: { name: "eBKP-H" } } } as unknown as ProjectEvent),
      at({ type: "ClassificationItemsImported", data: { listId: 50, added, changed: [] } } as unknown as ProjectEvent),
      at({ type: "ClassificationItemsImported", data: { listId: 50, added: [], changed: [{ itemId: 1001, changes: { name: "Neu" } }] } } as unknown as ProjectEvent),
      at({ type: "ClassificationItemChanged", data: { listId: 50, itemId: 1001, changes: { name: "Neuer" } } } as unknown as ProjectEvent),
    )
    expect(rows[1]).toMatchObject({ entity: "classification", entityId: 50, kind: "changed", entityName: "eBKP-H", before: null, after: { itemsAdded: 300, itemsChanged: 0 } })
    expect(JSON.stringify(rows[1]).length).toBeLessThan(500)
    expect(rows[2]!.after).toEqual({ itemsAdded: 0, itemsChanged: 1 })
    expect(rows[3]).toMatchObject({ entity: "classification_item", entityId: 1001, entityName: "C1 Neuer", before: { name: "Neu" }, after: { name: "Neuer" } })
  })

  it("a resequence is one entry on the group's parent with the placements", () => {
    const { rows } = fold(
      at({ type: "PhaseAdded", data: { phaseId: 11, phaseCode: "planung", name: "Planung" } } as ProjectEvent),
      at({ type: "MilestonesResequenced", data: { phaseId: 11, placements: [{ id: 21, seq: 2 }] } } as ProjectEvent),
    )
    expect(rows[1]).toMatchObject({ entity: "phase", entityId: 11, kind: "moved", entityName: "Planung", before: null, after: { placements: [{ id: 21, seq: 2 }] } })
  })

  it("a deleted project leaves no row and forgets its entities", () => {
    const { rows, state } = fold(at(milestone(21, "Vorprojekt")), at({ type: "ProjectDeleted", data: { projectId: 7 } }))
    expect(rows).toHaveLength(1)
    expect(state.get(stateKey(7, { entity: "milestone", id: 21 }))).toBeNull()
  })

  it("over generated histories: one row per event, a change's before has exactly its after's fields, and the state of what an event needs gives the same row as the whole state", () => {
    const commands = generateProjectHistories({ projects: 12, events: 4_000, seed: 11 })
    const whole = new HistoryState(true)
    let rows = 0
    let events = 0
    for (const command of commands)
      for (const event of command.events) {
        const projected: ProjectedEvent = { position: ++position, projectId: command.projectId, type: event.type, data: event.data, userId: command.userId, occurredAt: command.occurredAt }
        events++
        // What the runner would load for this event alone: the needed entities' fields, nothing else.
        const partial = new HistoryState(false)
        for (const ref of historyNeeds(projected)) {
          const key = stateKey(projected.projectId, ref)
          partial.set(projected.projectId, key, whole.get(key))
        }
        const fromPartial = foldHistory(partial, projected)
        const step = foldHistory(whole, projected)
        expect(fromPartial.row).toEqual(step.row)
        if (!step.row) {
          expect(event.type).toBe("ProjectDeleted")
          continue
        }
        rows++
        expect(step.row.time).toBe(command.occurredAt)
        // A change of one entity (not a summary of many, whose before is null): before has exactly after's fields.
        if (step.row.before !== null && step.row.after !== null)
          expect(Object.keys(step.row.before ?? {}).sort(), event.type).toEqual(Object.keys(step.row.after ?? {}).sort())
        if (step.row.kind === "created") expect(step.row.before).toBeNull()
        if (step.row.kind === "deleted") expect(step.row.after).toBeNull()
      }
    expect(rows).toBeGreaterThan(events * 0.9)
  })
})
