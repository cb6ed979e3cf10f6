/**
 * The write-side directory with a change signal (as the services run it): it reads the identity log only
 * after identity events were announced on the bus, so project commands cost it no query, and it still
 * sees a change another directory's service made.
 */
import { loadPersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import { createIdAllocator } from "@bimprofile/infra/ids/id-allocator"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { IdentityService } from "./identity-service"
import { StreamDirectory } from "./stream-directory"

const ctx = { userId: 1, orgId: null, correlationId: "test", causationId: null }

describe("a signalled StreamDirectory", () => {
  let db: Database
  let reads = 0
  let directory: StreamDirectory
  let identity: IdentityService

  beforeAll(async () => {
    db = await openDatabase({ kind: "pglite" })
    const vault = await loadPersonalDataVault(db.sql, "test-pepper")
    const counting: EventStore = {
      ...db.store,
      readIdentityEvents: (after, limit) => {
        reads++
        return db.store.readIdentityEvents(after, limit)
      },
    }
    directory = new StreamDirectory(counting, vault, { subscribe: (listener) => db.bus.subscribe("bimp_identity", () => listener()) })
    // Another process's view: its own directory and service, writing through the same announcing store.
    identity = new IdentityService(db.store, createIdAllocator(db.sql), vault, new StreamDirectory(db.store, vault))
  })
  afterAll(async () => {
    await db?.close()
  })

  it("reads nothing while no identity event was announced, and sees the next change once it is", async () => {
    const userId = await identity.registerUser({ email: "eva@example.ch", name: "Keller", firstName: "Eva", source: "invitation", active: true }, ctx)
    expect(await directory.viewer(userId)).toMatchObject({ userId, appAdmin: false })

    const before = reads
    for (let i = 0; i < 20; i++) await directory.viewer(userId)
    expect(reads).toBe(before)

    await identity.setAppAdmin(userId, true, ctx)
    expect((await directory.viewer(userId))?.appAdmin).toBe(true)
    expect(reads).toBeGreaterThan(before)
  })

  it("reads when forced, whatever the signal says", async () => {
    const before = reads
    await directory.refresh({ force: true })
    expect(reads).toBe(before + 1)
  })
})
