/** The first administrator on PGlite: created once, found again after a restart, one account when starts race. */
import { loadPersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import { openDatabase } from "@bimprofile/infra/database"
import { createIdAllocator } from "@bimprofile/infra/ids/id-allocator"
import { describe, expect, it } from "vitest"
import { IdentityService } from "../identity/identity-service"
import { StreamDirectory } from "../identity/stream-directory"
import { ensureAdministrator } from "./bootstrap-admin"
import { CredentialStore } from "./credential-store"
import { verifyPassword } from "./passwords"

const start = async (db: Awaited<ReturnType<typeof openDatabase>>) => {
  const vault = await loadPersonalDataVault(db.sql, "pepper-of-this-test")
  const directory = new StreamDirectory(db.store, vault)
  const identity = new IdentityService(db.store, createIdAllocator(db.sql), vault, directory)
  const credentials = new CredentialStore(db.sql)
  return { sql: db.sql, identity, directory, credentials }
}

describe("ensureAdministrator", () => {
  it("registers the administrator once, with a generated password shown only then", async () => {
    const db = await openDatabase({ kind: "pglite" })
    const first = await ensureAdministrator(await start(db), { email: undefined, password: undefined })
    expect(first).toMatchObject({ created: true, email: "admin@bimprofile.local", password: expect.any(String) })
    const deps = await start(db)
    expect(await verifyPassword(first.password!, (await deps.credentials.passwordHash(first.userId))!)).toBe(true)
    expect(await deps.directory.user(first.userId)).toMatchObject({ active: true, appAdmin: true, licensed: true, erased: false })

    // A restart (new services over the same database) finds it and shows no password.
    const again = await ensureAdministrator(await start(db), { email: undefined, password: undefined })
    expect(again).toEqual({ created: false, email: "admin@bimprofile.local", userId: first.userId })
    const events = await db.sql.query<{ type: string }>("SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version", [`user-${first.userId}`])
    expect(events.map((e) => e.type)).toEqual(["UserRegistered", "UserAppAdminChanged", "UserLicenceChanged"])
    await db.close()
  })

  it("starts that race end with one administrator and the configured password", async () => {
    const db = await openDatabase({ kind: "pglite" })
    const configured = { email: "chefin@example.ch", password: "konfiguriertes-passwort" }
    const results = await Promise.all([start(db), start(db), start(db)].map(async (deps) => ensureAdministrator(await deps, configured)))
    expect(new Set(results.map((r) => r.userId)).size).toBe(1)
    expect(results.filter((r) => r.created)).toHaveLength(1)
    expect(results.every((r) => r.password === undefined)).toBe(true)
    const registered = await db.sql.query("SELECT 1 FROM events WHERE type = 'UserRegistered'")
    expect(registered).toHaveLength(1)
    const deps = await start(db)
    expect(await verifyPassword(configured.password, (await deps.credentials.passwordHash(results[0]!.userId))!)).toBe(true)
    await db.close()
  })
})
