/**
 * The project service's queue on a real store (PGlite): commands queued while one is appended share the next
 * append, but a bulk import's step goes alone — a small command of another user queued beside a list upload's
 * next step is appended (and answered) before that step, not together with it.
 */
import { DEFAULT_IFC_SCHEMA_ID, DEFAULT_PROJECT_TYPE_CODE } from "@bimprofile/contracts/codes"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import { createIdAllocator } from "@bimprofile/infra/ids/id-allocator"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ImportRow } from "./project-commands"
import { ProjectService } from "./project-service"

const CONTEXT = { userId: 1, orgId: null, correlationId: "queue-test", causationId: null }
const CLASSIFICATION = { name: "eBKP-H", longName: null, desc: null, edition: null, editionDate: null, source: null, publisher: null, codePattern: null, uri: null }

let db: Database
let projects: ProjectService
/** Each append's event types, in the order appended. */
const appends: string[][] = []

beforeAll(async () => {
  db = await openDatabase({ kind: "pglite" })
  const append = db.store.append.bind(db.store)
  db.store.append = (stream, expected, events, options) => {
    appends.push(events.map((event) => event.type))
    return append(stream, expected, events, options)
  }
  projects = new ProjectService(db.store, createIdAllocator(db.sql))
}, 60_000)
afterAll(async () => {
  await db?.close()
})

const rows = (from: number, count: number): ImportRow[] =>
  Array.from({ length: count }, (_, i) => ({ line: from + i + 2, fields: { code: `C${from + i}`, name: `Eintrag ${from + i}` }, parentCode: null }))

describe("ProjectService's queue", () => {
  it("appends a small command queued beside a bulk import's step before that step, each alone", async () => {
    const projectId = await projects.newProjectId()
    const created = await projects.execute(
      projectId,
      { type: "CreateProject", projectId, name: "Warteschlange", desc: null, orgId: null, personal: true, typeCode: DEFAULT_PROJECT_TYPE_CODE, accessAll: false, ifcSchemaId: DEFAULT_IFC_SCHEMA_ID, creatorId: 1 },
      CONTEXT,
      () => null,
    )
    expect(created.ok).toBe(true)
    const list = await projects.execute(projectId, { type: "CreateList", kind: "classification", fields: CLASSIFICATION }, CONTEXT, (_state, events) => (events[0]!.data as { listId: number }).listId)
    if (!list.ok) throw new Error(list.error.message)
    const step = (from: number) => projects.execute(projectId, { type: "ImportListItems", kind: "classification", listId: list.answer, rows: rows(from, 500) }, CONTEXT, () => null)
    appends.length = 0

    // Queued in this order while the list's append is still being settled: without the bulk rule one append would take all three.
    const answered: string[] = []
    const first = step(0).then(() => answered.push("first step"))
    const rename = projects.execute(projectId, { type: "ChangeProject", name: "Warteschlange umbenannt" }, CONTEXT, () => null).then(() => answered.push("rename"))
    const second = step(500).then(() => answered.push("second step"))
    await Promise.all([first, rename, second])

    expect(appends).toEqual([["ClassificationItemsImported"], ["ProjectRenamed"], ["ClassificationItemsImported"]])
    expect(answered).toEqual(["first step", "rename", "second step"])
    expect([...(await projects.state(projectId)).lists.classification.get(list.answer)!.items.values()]).toHaveLength(1_000)
  })

  it("still appends small commands queued together in one append", async () => {
    const projectId = await projects.newProjectId()
    await projects.execute(
      projectId,
      { type: "CreateProject", projectId, name: "Gemeinsam", desc: null, orgId: null, personal: true, typeCode: DEFAULT_PROJECT_TYPE_CODE, accessAll: false, ifcSchemaId: DEFAULT_IFC_SCHEMA_ID, creatorId: 1 },
      CONTEXT,
      () => null,
    )
    appends.length = 0
    await Promise.all(["A", "B", "C"].map((name) => projects.execute(projectId, { type: "ChangeProject", name: `Gemeinsam ${name}` }, CONTEXT, () => null)))
    // Queued together (behind the creation's append), they share one append.
    expect(appends).toEqual([["ProjectRenamed", "ProjectRenamed", "ProjectRenamed"]])
  })
})
