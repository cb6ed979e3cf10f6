/**
 * The vault on PGlite: keys are made only by registration's seal, and a key destroyed by one process is
 * forgotten by every other within the cache's lifetime.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Database, openDatabase } from "../database"
import { KEY_CACHE_TTL_MS, NoPersonalKey, PersonalDataVault } from "./personal-data-vault"

let db: Database
let clock = 0
const now = () => clock
const pepper = Buffer.from("vault-test")
const keyRows = async (userId: number) => (await db.sql.query("SELECT 1 FROM personal_keys WHERE usr_id = $1", [userId])).length

beforeAll(async () => {
  db = await openDatabase({ kind: "pglite" })
})
afterAll(() => db.close())

describe("creating keys", () => {
  it("makes a key only for a seal with create (registration); other seals of a user without a key are refused", async () => {
    const vault = new PersonalDataVault(db.sql, pepper, { now })
    await expect(vault.seal(501, "x")).rejects.toBeInstanceOf(NoPersonalKey)
    expect(await keyRows(501)).toBe(0)
    const sealed = await vault.seal(501, { usr_name: "Muster" }, { create: true })
    expect(await keyRows(501)).toBe(1)
    expect(await vault.open(501, sealed)).toEqual({ usr_name: "Muster" })
    expect(await vault.open(501, await vault.seal(501, "Bild"))).toBe("Bild")
  })

  it("never makes a key again for an erased user, in this process or another", async () => {
    const here = new PersonalDataVault(db.sql, pepper, { now })
    const there = new PersonalDataVault(db.sql, pepper, { now })
    await here.seal(502, "x", { create: true })
    await there.seal(502, "y")
    await here.destroy(502)
    await expect(here.seal(502, "z")).rejects.toBeInstanceOf(NoPersonalKey)
    await expect(here.seal(502, "z", { create: true })).rejects.toBeInstanceOf(NoPersonalKey)
    clock += KEY_CACHE_TTL_MS
    await expect(there.seal(502, "z")).rejects.toBeInstanceOf(NoPersonalKey)
    expect(await keyRows(502)).toBe(0)
  })
})

describe("the key cache", () => {
  it("forgets a key another process destroyed within its lifetime", async () => {
    const registration = new PersonalDataVault(db.sql, pepper, { now })
    const reader = new PersonalDataVault(db.sql, pepper, { now })
    const sealed = await registration.seal(503, "geheim", { create: true })
    expect(await reader.open(503, sealed)).toBe("geheim")
    await registration.destroy(503)
    expect(await registration.open(503, sealed)).toBeUndefined()
    clock += KEY_CACHE_TTL_MS
    expect(await reader.open(503, sealed)).toBeUndefined()
  })

  it("reads a key created by another process at once (an absent key is not remembered)", async () => {
    const reader = new PersonalDataVault(db.sql, pepper, { now })
    const registration = new PersonalDataVault(db.sql, pepper, { now })
    expect(await reader.open(504, "v1.a.b.c")).toBeUndefined()
    const sealed = await registration.seal(504, "neu", { create: true })
    expect(await reader.open(504, sealed)).toBe("neu")
  })
})
