/**
 * Cached answers stay correct, through the query app on PGlite with the real projector: given a project
 * read (and so kept) once, when its read models change behind the cache's back nothing changes (it is
 * really the kept answer), when the projector projects an event the next read shows it, when a
 * permission is revoked or a user erased the reader is refused at once, and a read that waits for its own
 * write (X-Min-Position) sees that write even when the notice of it has not arrived, and a client that
 * takes gzip gets the kept answer's gzip twin once it is made.
 */
import { TokenSigner } from "@bimprofile/infra/auth/tokens"
import { PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import { JobStore } from "@bimprofile/infra/jobs/job-store"
import type { Logger } from "@bimprofile/infra/logger"
import type { NotificationBus } from "@bimprofile/infra/notifications/bus"
import { READ_MODELS_CHECKPOINT } from "@bimprofile/projector/projection"
import { ProjectorRunner } from "@bimprofile/projector/runner/run-projector"
import { IdentityFixture } from "@bimprofile/projector/testing/identity-fixture"
import { gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { createQueryApp } from "../app"
import { LiveHub } from "../live/live-hub"
import { PositionWatcher } from "../middleware/position-watcher"

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
const [ANNA, CARL] = [11, 13]
const [PROJECT, PHASE, MILESTONE] = [1, 201, 301]
const NESTED = `/1.2/profile/projects/${PROJECT}?statistics=true&nested=phases-processes`
const MILESTONE_PATH = `/1.2/profile/milestones/${MILESTONE}`

let db: Database
let fixture: IdentityFixture
let app: ReturnType<typeof createQueryApp>
let runner: ProjectorRunner
const signer = new TokenSigner(Buffer.from("cached-answers"))
const tokenOf = (userId: number) => signer.sign({ sub: String(userId), email: "x@example.ch", org: null, typ: "access" }, 600)

// Answers are checked field by field.
type Json = any
const get = async (userId: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> => {
  const answer = await app.request(path, { headers: { Authorization: `Bearer ${tokenOf(userId)}`, ...headers } })
  return { status: answer.status, body: await answer.json() }
}
const milestoneNameIn = (project: Json) => project.pro_pha_nested.flatMap((phase: Json) => phase.pha_mst_nested).find((m: Json) => m.mst_id === MILESTONE)?.mst_name

/** Changes a read-model row the way nothing in the product does (no notice): only a kept answer hides it. */
const renameBehindTheCache = (name: string) => db.sql.query(`UPDATE rm_milestones SET data = jsonb_set(data, '{name}', to_jsonb($1::text)) WHERE id = $2`, [name, MILESTONE])

const rename = (name: string) => fixture.projectEvent(PROJECT, "MilestoneRenamed", { milestoneId: MILESTONE, name }, ANNA)

beforeAll(async () => {
  db = await openDatabase({ kind: "pglite" })
  const vault = new PersonalDataVault(db.sql, Buffer.from("pepper"))
  fixture = new IdentityFixture(db.store, vault)
  await fixture.user(ANNA, { email: "anna@example.ch", name: "Muster", first: "Anna" })
  await fixture.user(CARL, { email: "carl@example.ch", name: "Keller", first: "Carl" })
  await fixture.organisation(7, "Planer AG", ANNA, [[ANNA, ["admin"]]])
  await fixture.project(PROJECT, { orgId: 7, creator: ANNA, name: "Schulhaus" })
  await fixture.projectEvent(PROJECT, "ProjectPermissionGranted", { userId: CARL, roles: ["read"] }, ANNA)
  await fixture.projectEvent(PROJECT, "PhaseAdded", { phaseId: PHASE, phaseCode: "planung", name: "Planung" }, ANNA)
  await fixture.projectEvent(PROJECT, "MilestoneCreated", { milestoneId: MILESTONE, phaseId: PHASE, name: "Vorprojekt", desc: null, seq: 1 }, ANNA)
  // Enough milestones for a nested answer worth compressing (compressed-twin.ts).
  for (let k = 1; k <= 12; k++) {
    await fixture.projectEvent(PROJECT, "MilestoneCreated", { milestoneId: MILESTONE + k, phaseId: PHASE, name: `Teilschritt ${k}`, desc: null, seq: k + 1 }, ANNA)
  }
  runner = new ProjectorRunner({ sql: db.sql, store: db.store, bus: db.bus, log: quiet })
  await runner.catchUp()
  const watcher = new PositionWatcher(db.sql, db.bus, READ_MODELS_CHECKPOINT)
  await watcher.refresh()
  app = createQueryApp({
    sql: db.sql,
    store: db.store,
    signer,
    watcher,
    live: new LiveHub({ sql: db.sql, store: db.store, bus: db.bus, checkpointName: READ_MODELS_CHECKPOINT }),
    log: quiet,
    vault,
    defaultProjectId: async () => null,
    openApiDocument: () => ({}),
    jobs: new JobStore(db.sql, db.bus),
  })
})
afterAll(() => db.close())

describe("cached answers", () => {
  it("serve the kept answer until the projector projects a change, then the new one", async () => {
    expect(milestoneNameIn((await get(CARL, NESTED)).body)).toBe("Vorprojekt")
    expect((await get(CARL, MILESTONE_PATH)).body).toMatchObject({ mst_name: "Vorprojekt" })
    await renameBehindTheCache("Unsichtbar")
    expect(milestoneNameIn((await get(CARL, NESTED)).body)).toBe("Vorprojekt")
    expect((await get(CARL, MILESTONE_PATH)).body).toMatchObject({ mst_name: "Vorprojekt" })

    await rename("Bauprojekt")
    await runner.catchUp()
    expect(milestoneNameIn((await get(CARL, NESTED)).body)).toBe("Bauprojekt")
    expect((await get(CARL, MILESTONE_PATH)).body).toMatchObject({ mst_name: "Bauprojekt" })
  })

  it("are kept per access: another reader with another role gets their own answer", async () => {
    expect((await get(CARL, NESTED)).body).toMatchObject({ pro_permission: "read" })
    expect((await get(ANNA, NESTED)).body).toMatchObject({ pro_permission: "admin" })
    expect((await get(CARL, NESTED)).body).toMatchObject({ pro_permission: "read" })
  })

  it("go gzipped to clients that take gzip once the twin is made, as they are to others, and a change makes a new twin", async () => {
    const headers = (userId: number, encoding?: string) => ({ Authorization: `Bearer ${tokenOf(userId)}`, ...(encoding && { "Accept-Encoding": encoding }) })
    const read = async (encoding?: string) => {
      const answer = await app.request(NESTED, { headers: headers(CARL, encoding) })
      const bytes = Buffer.from(await answer.arrayBuffer())
      const encoded = answer.headers.get("content-encoding")
      return { encoded, vary: answer.headers.get("vary"), body: JSON.parse((encoded === "gzip" ? gunzipSync(bytes) : bytes).toString("utf8")) }
    }
    const BROWSER = "gzip, deflate, br, zstd"
    const plain = await read()
    expect(plain.encoded).toBeNull()
    await vi.waitFor(async () => expect((await read(BROWSER)).encoded).toBe("gzip"), { timeout: 10_000 })
    expect(await read(BROWSER)).toEqual({ encoded: "gzip", vary: "Accept-Encoding", body: plain.body })
    expect(await read()).toEqual({ encoded: null, vary: "Accept-Encoding", body: plain.body })
    expect((await read("br, gzip;q=0")).encoded).toBeNull()

    await rename("Umbau")
    await runner.catchUp()
    const fresh = await read(BROWSER) // read anew: sent as it is, its twin made after
    expect(fresh.encoded).toBeNull()
    expect(milestoneNameIn(fresh.body)).toBe("Umbau")
    await vi.waitFor(async () => expect((await read(BROWSER)).encoded).toBe("gzip"), { timeout: 10_000 })
    expect(milestoneNameIn((await read(BROWSER)).body)).toBe("Umbau")
  })

  it("wait for X-Min-Position, and show the write even when the checkpoint was polled before the notice arrived", async () => {
    await get(CARL, MILESTONE_PATH) // kept
    const { lastPosition } = await rename("Ausführung")
    const reading = get(CARL, MILESTONE_PATH, { "X-Min-Position": String(lastPosition) })
    // The projector commits without a notice reaching this process (a slow or lost LISTEN connection):
    // the watcher only learns the position by reading the checkpoint while the read waits.
    const silentBus: NotificationBus = { ...db.bus, publish: async () => {} }
    await new ProjectorRunner({ sql: db.sql, store: db.store, bus: silentBus, log: quiet }).catchUp()
    expect((await reading).body).toMatchObject({ mst_name: "Ausführung" })
    expect((await get(CARL, MILESTONE_PATH, { "X-Min-Position": String(lastPosition) })).body).toMatchObject({ mst_name: "Ausführung" })
    await runner.catchUp() // the runner of this test catches up (nothing left to project), as after a restart
  })

  it("never outlive a revoked permission: the reader is refused, not served the kept answer", async () => {
    expect((await get(CARL, NESTED)).status).toBe(200)
    expect((await get(CARL, MILESTONE_PATH)).status).toBe(200)
    await fixture.projectEvent(PROJECT, "ProjectPermissionRevoked", { userId: CARL }, ANNA)
    await runner.catchUp()
    expect(await get(CARL, NESTED)).toMatchObject({ status: 401, body: { internal_code: "AUTH_PRO" } })
    expect((await get(CARL, MILESTONE_PATH)).status).toBe(404)
    expect((await get(ANNA, MILESTONE_PATH)).status).toBe(200)
  })

  it("never outlive a user: the token of a user erased after reading is void at once", async () => {
    expect((await get(ANNA, MILESTONE_PATH)).status).toBe(200)
    await fixture.erase(ANNA)
    await runner.catchUp()
    expect(await get(ANNA, MILESTONE_PATH)).toMatchObject({ status: 401, body: { internal_code: "AUTH_INV_TOK" } })
  })
})
