/**
 * Fault: the projector is killed (SIGKILL) in the middle of large batches and restarted — no event may be
 * lost or applied twice.
 *
 * A backlog of generated project histories (40,000 events over 300 projects, valid events of the
 * contracts that the write model folds) goes into a fresh PostgreSQL database through the real event
 * store. The projector runs as its own process (`projector/src/cli.ts run`, the distributed-mode entry)
 * with 5,000-event batches, and is killed three times at different points of a batch: while writing
 * rows after moving the checkpoint, between two batches, and anywhere inside the write transaction.
 * After each kill the checkpoint sits on a batch boundary and the rows are exactly the fold of the log
 * up to it; after the last restart reaches the head, the rows are the fold of the whole log, each
 * project's eventCount is its stream's length, and a rebuild leaves the checksum unchanged.
 * All waits poll the database (checkpoint, pg_stat_activity); nothing sleeps for a fixed time.
 */
import { decodeProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { evolveProject, initialProjectState, type ProjectState } from "@bimprofile/command-service/project/project-state"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import type { ProjectRows } from "@bimprofile/projector/projection"
import { projectStructure } from "@bimprofile/projector/projections/project-structure"
import { READ_MODELS_CHECKPOINT } from "@bimprofile/projector/projection"
import { rebuildProjection } from "@bimprofile/projector/runner/rebuild"
import { loadAllRows, readCheckpoint } from "@bimprofile/projector/storage/read-model-store"
import { appendGeneratedCommands } from "@bimprofile/projector/testing/append-generated-commands"
import { foldLog } from "@bimprofile/projector/testing/fold-log"
import { type GeneratedCommand, generateProjectHistories } from "@bimprofile/projector/testing/generate-project-histories"
import { readModelChecksum } from "@bimprofile/projector/testing/read-model-checksum"
import { projectedEventCounts, projectStreamLengths } from "@bimprofile/projector/testing/stream-lengths"
import { type ChildProcess, spawn } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase, testPgUrl } from "../support/postgres"

const EVENTS = 40_000
const PROJECTS = 300
const BATCH = 5_000
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

type KillPoint = { readonly name: string; readonly when: (s: ProjectorState) => boolean }
type ProjectorState = { checkpoint: number; writing: boolean; statement: string }

/** Where in a batch each run is killed; each run first commits at least one batch of its own. */
const killPoints: KillPoint[] = [
  { name: "writing rows, after moving the checkpoint", when: (s) => s.writing && /^\s*(INSERT INTO|DELETE FROM) rm_/.test(s.statement) },
  { name: "between batches (reading or projecting the next)", when: (s) => !s.writing },
  { name: "anywhere inside the write transaction", when: (s) => s.writing },
]

describe("projector killed in the middle of large batches", () => {
  let database: TestDatabase
  let db: Database
  let head = 0
  const children: ChildProcess[] = []

  beforeAll(async () => {
    database = await createTestDatabase(await testPgUrl(), "bimp_fault")
    db = await openDatabase({ kind: "pg", url: database.url, poolSize: 4 })
    const commands = generateProjectHistories({ projects: PROJECTS, events: EVENTS, seed: 2025 })
    expectValidForTheWriteModel(commands)
    head = await appendGeneratedCommands(db.store, commands)
  })

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
    await db?.close()
    await database?.drop()
  })

  it("loses no event and applies none twice", { timeout: 120_000 }, async () => {
    expect(head).toBeGreaterThanOrEqual(EVENTS)
    let checkpoint = 0
    for (const [run, point] of killPoints.entries()) {
      const name = `bimp-kill-${run}`
      const projector = startProjector(name)
      const killedAt = await waitFor(name, (s) => s.checkpoint > checkpoint && point.when(s), projector)
      projector.child.kill("SIGKILL")
      await exited(projector.child)
      await backendsGone(name)

      const before = checkpoint
      checkpoint = (await readCheckpoint(db.sql, READ_MODELS_CHECKPOINT))!.position
      const context = `run ${run + 1}, killed ${point.name} (checkpoint ${killedAt.checkpoint}, ${killedAt.statement || "no statement"})`
      expect(checkpoint, context).toBeGreaterThan(before)
      expect(checkpoint, context).toBeLessThan(head)
      expect((await eventsUpTo(checkpoint)) % BATCH, `${context}: the checkpoint is a batch boundary`).toBe(0)
      expect(await loadAllRows(db.sql), context).toEqual(await foldLog(db.store, projectStructure, checkpoint))
      expect(await projectedEventCounts(db.sql), context).toEqual(await projectStreamLengths(db.store, { upTo: checkpoint, excludeDeleted: true }))
      console.log(`[projector-kill] ${context}: committed ${checkpoint.toLocaleString("en")} of ${head.toLocaleString("en")}`)
    }

    const last = startProjector("bimp-kill-final")
    await waitFor("bimp-kill-final", (s) => s.checkpoint === head, last)
    last.child.kill("SIGTERM")
    expect(await exited(last.child), `graceful stop\n${last.output()}`).toEqual({ code: 0, signal: null })

    expect(await loadAllRows(db.sql)).toEqual(await foldLog(db.store, projectStructure))
    expect(await projectedEventCounts(db.sql)).toEqual(await projectStreamLengths(db.store, { excludeDeleted: true }))
    expectRowsMatchTheWriteModel(await loadAllRows(db.sql), await writeModelStates())
    const checksum = await readModelChecksum(db.sql)
    await rebuildProjection({ sql: db.sql, store: db.store })
    expect(await readModelChecksum(db.sql)).toEqual(checksum)
  })

  const startProjector = (applicationName: string) => {
    const url = new URL(database.url)
    url.searchParams.set("application_name", applicationName)
    const child = spawn(process.execPath, ["--import", "tsx", "projector/src/cli.ts", "run"], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: url.toString(), PROJECTOR_BATCH_SIZE: String(BATCH), PROJECTOR_IDLE_POLL_MS: "50", LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    children.push(child)
    let output = ""
    child.stdout!.on("data", (chunk) => (output += chunk))
    child.stderr!.on("data", (chunk) => (output += chunk))
    return { child, output: () => output }
  }

  /** Polls the projector's checkpoint and what its connections do, until `condition` holds. */
  const waitFor = async (applicationName: string, condition: (s: ProjectorState) => boolean, projector: { child: ChildProcess; output(): string }) => {
    const deadline = Date.now() + 60_000
    for (;;) {
      const rows = await db.sql.query<{ checkpoint: number | null; writing: boolean; statement: string | null }>(
        `SELECT (SELECT position FROM projector_checkpoints WHERE name = $2) AS checkpoint,
                a.backend_xid IS NOT NULL AS writing, a.query AS statement
           FROM (SELECT 1) AS one
           LEFT JOIN pg_stat_activity a ON a.application_name = $1 AND a.backend_xid IS NOT NULL`,
        [applicationName, READ_MODELS_CHECKPOINT],
      )
      const state = { checkpoint: Number(rows[0]?.checkpoint ?? 0), writing: rows[0]?.writing ?? false, statement: rows[0]?.statement ?? "" }
      if (condition(state)) return state
      if (projector.child.exitCode !== null) throw new Error(`the projector exited (${projector.child.exitCode}):\n${projector.output()}`)
      if (state.checkpoint >= head && !condition({ ...state, checkpoint: head }))
        throw new Error(`the projector reached the head before the kill point:\n${projector.output()}`)
      if (Date.now() > deadline) throw new Error(`timed out at checkpoint ${state.checkpoint}:\n${projector.output()}`)
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
  }

  /** A killed client's backend rolls its transaction back when it notices the closed socket: wait for that. */
  const backendsGone = async (applicationName: string) => {
    const deadline = Date.now() + 20_000
    while ((await db.sql.query("SELECT 1 FROM pg_stat_activity WHERE application_name = $1", [applicationName])).length > 0) {
      if (Date.now() > deadline) throw new Error(`the backends of ${applicationName} are still there`)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  }

  const eventsUpTo = async (position: number) =>
    Number((await db.sql.query<{ n: number }>("SELECT count(*) AS n FROM events WHERE global_position <= $1", [position]))[0]!.n)

  /** Each live project's state as the command side folds it from its stream. */
  const writeModelStates = async (): Promise<Map<number, ProjectState>> => {
    const states = new Map<number, ProjectState>()
    for (const event of await db.store.readAll(0, head)) {
      const projectId = Number(event.streamId.slice("project-".length))
      let state = states.get(projectId)
      if (!state) states.set(projectId, (state = initialProjectState()))
      evolveProject(state, decodeProjectEvent({ type: event.type, data: event.data }))
    }
    return new Map([...states].filter(([, s]) => s.status === "active"))
  }
})

/** The generated events decode with the contract schemas and fold into the write model without error. */
const expectValidForTheWriteModel = (commands: readonly GeneratedCommand[]) => {
  const states = new Map<number, ProjectState>()
  for (const command of commands) {
    let state = states.get(command.projectId)
    if (!state) states.set(command.projectId, (state = initialProjectState()))
    for (const event of command.events) evolveProject(state, decodeProjectEvent(event))
  }
}

/** Read model and write model agree: the same entities, in the same order (seq) under the same parents. */
const expectRowsMatchTheWriteModel = (rows: Map<number, ProjectRows>, states: Map<number, ProjectState>) => {
  expect([...rows.keys()].sort()).toEqual([...states.keys()].sort())
  const orderOf = (table: Map<number, { parentId: number | null; data: Record<string, unknown> }>) => {
    const groups = new Map<number, number[]>()
    const sorted = [...table].sort(([, a], [, b]) => Number(a.data.seq) - Number(b.data.seq))
    for (const [id, row] of sorted) groups.set(row.parentId!, [...(groups.get(row.parentId!) ?? []), id])
    return groups
  }
  const nonEmpty = (orders: Map<number, number[]>) => new Map([...orders].filter(([, ids]) => ids.length > 0))
  for (const [projectId, state] of states) {
    const project = rows.get(projectId)!
    expect(project.rm_projects.get(projectId)!.data.name).toBe(state.name)
    expect([...project.rm_roles.keys()].sort()).toEqual([...state.roles.keys()].sort())
    expect(orderOf(project.rm_milestones)).toEqual(nonEmpty(state.milestoneOrder))
    expect(orderOf(project.rm_processes)).toEqual(nonEmpty(state.processOrder))
    expect(orderOf(project.rm_activities)).toEqual(nonEmpty(state.activityOrder))
  }
}

const exited = (child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve({ code: child.exitCode, signal: child.signalCode })
    : new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })))
