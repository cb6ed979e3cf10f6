/**
 * The identity read models in the projector's runner (PGlite): the same batch and checkpoint as the
 * project structure, rows equal to an in-memory fold, a rebuild gives the same rows, the notice names
 * identity changes under project id null — and after an erasure nothing personal is left, rebuild included.
 */
import { parseProjectedNotice, type ProjectedNotice } from "@bimprofile/contracts/live/projected-notice"
import { PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import type { Logger } from "@bimprofile/infra/logger"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { identityChangesOf } from "../projections/identity"
import { applyIdentityChanges, emptyIdentityRows } from "../projections/identity-rows"
import { readModelsCheckpoint } from "../runner/projections"
import { loadIdentityRows } from "../storage/identity-store"
import { readLog } from "../storage/read-log"
import { readCheckpoint } from "../storage/read-model-store"
import { IdentityFixture } from "../testing/identity-fixture"
import { rebuildProjection } from "./rebuild"
import { ProjectorRunner } from "./run-projector"

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
const ANNA = 11
const BEAT = 12

let db: Database
let vault: PersonalDataVault
let fixture: IdentityFixture

beforeEach(async () => {
  db = await openDatabase({ kind: "pglite" })
  vault = new PersonalDataVault(db.sql, Buffer.from("pepper"))
  fixture = new IdentityFixture(db.store, vault)
})
afterEach(() => db.close())

const runner = (batchSize = 1_000) => new ProjectorRunner({ sql: db.sql, store: db.store, bus: db.bus, log: quiet, batchSize })

/** The identity rows a clean in-memory fold of the whole log gives. */
const foldedLog = async () => {
  const rows = emptyIdentityRows()
  for (let after = 0; ; ) {
    const page = await readLog(db.store, after, 1_000)
    if (page.read === 0) return rows
    for (const { position, change } of identityChangesOf(page.events, page.identity)) applyIdentityChanges(rows, [change], position)
    after = page.lastPosition
  }
}

const history = async () => {
  await fixture.user(ANNA, { email: "anna@example.ch", name: "Muster", first: "Anna" })
  await fixture.user(BEAT, { email: "beat@example.ch", name: "Beispiel", first: "Beat" })
  await fixture.organisation(7, "Planer AG", ANNA, [[ANNA, ["admin"]], [BEAT, ["emp"]]])
  await fixture.project(1, { orgId: 7, creator: ANNA })
  await fixture.projectEvent(1, "ProjectPermissionGranted", { userId: BEAT, roles: ["write"] }, ANNA)
  await fixture.projectEvent(1, "ProjectSharedWithOrganisation", { orgId: 8 }, ANNA)
  await fixture.image(BEAT, "data:image/png;base64,iVBORw0KGgo=")
}

describe("identity read models in the runner", () => {
  it("writes what the fold gives, in the structure's batch and checkpoint, in any batch size", async () => {
    await history()
    for (const size of [1, 3]) {
      const r = runner(size)
      await r.catchUp()
      expect(await loadIdentityRows(db.sql)).toEqual(await foldedLog())
      expect(r.checkpoint).toBe(await db.store.headPosition())
      expect((await readCheckpoint(db.sql, readModelsCheckpoint.name))?.position).toBe(await db.store.headPosition())
      const tables = ["rm_users", "rm_organisations", "rm_org_members", "rm_project_grants", "rm_project_shares", "rm_identity_state", "projector_checkpoints"]
      for (const t of [...tables, "rm_projects", "rm_phases", "rm_milestones", "rm_processes", "rm_activities", "rm_roles"]) await db.sql.query(`DELETE FROM ${t}`)
    }
    const rows = await foldedLog()
    expect(rows.grants.get(1)?.get(BEAT)?.roles).toEqual(["write"])
    expect(rows.members.get(7)?.get(BEAT)).toEqual(["emp"])
  })

  it("rebuilds the identity rows with the structure", async () => {
    await history()
    await runner().catchUp()
    const projected = await loadIdentityRows(db.sql)
    await db.sql.query("UPDATE rm_users SET data = '{}'::jsonb")
    const result = await rebuildProjection({ sql: db.sql, store: db.store })
    expect(await loadIdentityRows(db.sql)).toEqual(projected)
    expect(result.rows).toBeGreaterThan(0)
  })

  it("tells identity changes as project id null, and permission changes under their project", async () => {
    const notices: ProjectedNotice[] = []
    db.bus.subscribe("bimp_projected", (payload) => void notices.push(parseProjectedNotice(payload)!))
    await fixture.user(ANNA, { email: "anna@example.ch", name: "Muster", first: "Anna" })
    await fixture.project(1, { orgId: ANNA + 100_000, personal: true, creator: ANNA })
    await runner().catchUp()
    expect(notices.at(-1)!.projects).toEqual([
      { id: 1, kinds: ["projects", "permissions"] },
      { id: null, kinds: ["users", "organisations"] },
    ])
  })

  it("leaves nothing personal after an erasure, not even after a rebuild", async () => {
    await history()
    await fixture.erase(BEAT)
    await runner().catchUp()
    const dump = async () => JSON.stringify((await db.sql.query("SELECT data FROM rm_users WHERE usr_id = $1", [BEAT]))[0])
    expect(await dump()).not.toMatch(/v1\./)
    await rebuildProjection({ sql: db.sql, store: db.store })
    expect(await dump()).not.toMatch(/v1\./)
    expect(JSON.parse(await dump()).data).toMatchObject({ erased: true, personal: null, image: null })
    // The history's seals stay, but no key opens them any more.
    const [registered] = await db.store.readStream(`user-${BEAT}`)
    expect(await vault.open(BEAT, (registered!.data as { personal: string }).personal)).toBeUndefined()
  })
})
