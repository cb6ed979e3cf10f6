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
  return { sql: db.sql, store: db.store, identity, directory, credentials }
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
    const events = await db.store.readStream(`user-${first.userId}`)
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
    expect(await db.store.readByType(["UserRegistered"], 0, 100)).toHaveLength(1)
    const deps = await start(db)
    expect(await verifyPassword(configured.password, (await deps.credentials.passwordHash(results[0]!.userId))!)).toBe(true)
    await db.close()
  })
})

describe("ensureAdministrator never takes over an account it did not create", () => {
  const warnings: string[] = []
  const log = { warn: (message: string) => void warnings.push(message) }
  const system = { userId: 0, orgId: null, correlationId: "t", causationId: null }

  it("someone registered the administrator's address first: that account stays as it was, the administrator gets another address", async () => {
    const db = await openDatabase({ kind: "pglite" })
    const deps = await start(db)
    const squatter = await deps.identity.registerUser({ email: "admin@bimprofile.local", name: "Fremd", firstName: "Fritz", source: "self", active: false }, system)
    const { hashPassword } = await import("./passwords")
    await deps.credentials.setPassword(squatter, await hashPassword("passwort-des-fremden"))

    const admin = await ensureAdministrator({ ...(await start(db)), log }, { email: undefined, password: undefined })
    expect(admin.userId).not.toBe(squatter)
    expect(admin).toMatchObject({ created: true, email: "admin+bimprofile-admin@bimprofile.local", password: expect.any(String) })
    expect(await deps.directory.user(squatter)).toMatchObject({ active: false, appAdmin: false, licensed: false })
    expect(await verifyPassword("passwort-des-fremden", (await deps.credentials.passwordHash(squatter))!)).toBe(true)
    expect(await verifyPassword(admin.password!, (await deps.credentials.passwordHash(admin.userId))!)).toBe(true)
    expect(warnings.join(" ")).toMatch(/left alone/)
    expect(warnings.join(" ")).not.toContain(admin.password!)
    // A restart finds the same administrator.
    expect((await ensureAdministrator({ ...(await start(db)), log }, { email: undefined, password: undefined })).userId).toBe(admin.userId)
    await db.close()
  })

  it("the recorded administrator was erased: a new one only when no app admin is left", async () => {
    const db = await openDatabase({ kind: "pglite" })
    const deps = await start(db)
    const first = await ensureAdministrator(deps, { email: undefined, password: undefined })
    const other = await deps.identity.registerUser({ email: "zweite@example.ch", name: "Zweite", firstName: "Zoe", source: "self", active: true }, system)
    await deps.identity.setAppAdmin(other, true, system)
    await deps.identity.erase(first.userId, system)

    const kept = await ensureAdministrator(await start(db), { email: undefined, password: undefined })
    expect(kept).toEqual({ created: false, email: "zweite@example.ch", userId: other })
    expect(await db.store.readByType(["UserRegistered"], 0, 100)).toHaveLength(2)

    await deps.identity.setAppAdmin(other, false, system)
    const renewed = await ensureAdministrator(await start(db), { email: undefined, password: undefined })
    expect(renewed).toMatchObject({ created: true, email: "admin@bimprofile.local", password: expect.any(String) })
    expect(renewed.userId).not.toBe(first.userId)
    expect(await (await start(db)).directory.user(renewed.userId)).toMatchObject({ appAdmin: true, active: true })
    await db.close()
  })
})
