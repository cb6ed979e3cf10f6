/**
 * Live updates to those who lose a project (PGlite, the real projector runner, the hub on the database's
 * bus, the live access filter): given a project Beat may read by a grant and Carl by a share with his
 * organisation, when the grant is revoked, the share ended, or the project deleted, then each receives that
 * notification of the project — and a stranger never does. After a lost notice the log tells the same.
 */
import { PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import type { Logger } from "@bimprofile/infra/logger"
import { READ_MODELS_CHECKPOINT } from "@bimprofile/projector/projection"
import { ProjectorRunner } from "@bimprofile/projector/runner/run-projector"
import { IdentityFixture } from "@bimprofile/projector/testing/identity-fixture"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { LiveAccess } from "./live-access"
import { type LiveBatch, LiveHub } from "./live-hub"

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
const [ANNA, BEAT, CARL, DORA] = [11, 12, 13, 14]
const [PLANER, STATIK] = [7, 8]
const PROJECT = 1

let db: Database
let fixture: IdentityFixture
let runner: ProjectorRunner
let hub: LiveHub
let access: LiveAccess
let batches: LiveBatch[]

beforeEach(async () => {
  db = await openDatabase({ kind: "pglite" })
  fixture = new IdentityFixture(db.store, new PersonalDataVault(db.sql, Buffer.from("pepper")))
  const person = (first: string) => ({ email: `${first.toLowerCase()}@example.ch`, name: "Muster", first })
  for (const [id, first] of [[ANNA, "Anna"], [BEAT, "Beat"], [CARL, "Carl"], [DORA, "Dora"]] as const) await fixture.user(id, person(first))
  await fixture.organisation(PLANER, "Planer AG", ANNA, [[ANNA, ["admin"]]])
  await fixture.organisation(STATIK, "Statik GmbH", CARL, [[CARL, ["emp"]]])
  await fixture.project(PROJECT, { orgId: PLANER, creator: ANNA, grants: [[ANNA, ["admin"]], [BEAT, ["read"]]] })
  await fixture.projectEvent(PROJECT, "ProjectSharedWithOrganisation", { orgId: STATIK }, ANNA)
  runner = new ProjectorRunner({ sql: db.sql, store: db.store, bus: db.bus, log: quiet })
  await runner.catchUp()
  hub = new LiveHub({ sql: db.sql, store: db.store, bus: db.bus, checkpointName: READ_MODELS_CHECKPOINT, log: quiet })
  await hub.start()
  access = new LiveAccess(db.sql)
  batches = []
  hub.subscribe((batch) => void batches.push(batch), () => {})
})
afterEach(async () => {
  hub.close()
  await db.close()
})

/** Projects what was appended, waits for the hub, and tells which of the users got a notification of the project. */
const receivers = async (...userIds: number[]) => {
  await runner.catchUp()
  await hub.settled()
  const last = batches.at(-1)
  if (!last) return []
  const got: number[] = []
  for (const userId of userIds) {
    const visible = await access.visibleTo(userId, last.notifications)
    if (visible.some((n) => n.project_id === PROJECT)) got.push(userId)
    // What a listener receives names no one.
    for (const n of visible) expect(Object.keys(n).sort()).toEqual(["kinds", "position", "project_id"])
  }
  return got
}

describe("live updates when access is lost", () => {
  it("reach the user whose permission was revoked", async () => {
    await fixture.projectEvent(PROJECT, "ProjectPermissionRevoked", { userId: BEAT }, ANNA)
    expect(await receivers(ANNA, BEAT, CARL, DORA)).toEqual([ANNA, BEAT, CARL])
    // The next change of the project no longer reaches him.
    await fixture.projectEvent(PROJECT, "ProjectRenamed", { name: "Neu" }, ANNA)
    expect(await receivers(ANNA, BEAT, CARL, DORA)).toEqual([ANNA, CARL])
  })

  it("reach the members of the organisation the project is no longer shared with", async () => {
    await fixture.projectEvent(PROJECT, "ProjectUnsharedWithOrganisation", { orgId: STATIK }, ANNA)
    expect(await receivers(ANNA, BEAT, CARL, DORA)).toEqual([ANNA, BEAT, CARL])
  })

  it("reach everyone who could read a deleted project", async () => {
    await fixture.projectEvent(PROJECT, "ProjectDeleted", {}, ANNA)
    expect(await receivers(ANNA, BEAT, CARL, DORA)).toEqual([ANNA, BEAT, CARL])
  })

  it("reach the revoked user from the log when the notice was lost", async () => {
    await fixture.projectEvent(PROJECT, "ProjectPermissionRevoked", { userId: BEAT }, ANNA)
    const from = hub.position
    await runner.catchUp()
    const replayed = await hub.changesBetween(from, await db.store.headPosition())
    const got = []
    for (const userId of [ANNA, BEAT, CARL, DORA]) if ((await access.visibleTo(userId, replayed)).some((n) => n.project_id === PROJECT)) got.push(userId)
    expect(got).toEqual([ANNA, BEAT, CARL])
  })
})
