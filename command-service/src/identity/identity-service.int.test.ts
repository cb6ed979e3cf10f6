/**
 * The identity shell on PGlite: registration reserves the e-mail (any case, also under a race), personal
 * data never enters the events in clear, erasure shreds it and frees the address, and the directory
 * follows every stream.
 */
import { emailKey } from "@bimprofile/contracts/events/identity/identity-event"
import type { PersonalFields } from "@bimprofile/contracts/events/identity/user-events"
import { loadPersonalDataVault, type PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { createIdAllocator } from "@bimprofile/infra/ids/id-allocator"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { IdentityService, isEmailTaken } from "./identity-service"
import { StreamDirectory } from "./stream-directory"

const ctx = { userId: 1, orgId: null, correlationId: "test", causationId: null }
const anna = { email: "Anna.Muster@Example.ch", name: "Muster", firstName: "Anna", source: "invitation", active: true } as const

describe("IdentityService on PGlite", () => {
  let db: Database
  let vault: PersonalDataVault
  let identity: IdentityService
  let directory: StreamDirectory

  beforeAll(async () => {
    db = await openDatabase({ kind: "pglite" })
    vault = await loadPersonalDataVault(db.sql, "test-pepper")
    directory = new StreamDirectory(db.store, vault)
    identity = new IdentityService(db.store, createIdAllocator(db.sql), vault, directory)
  })
  afterAll(async () => {
    await db?.close()
  })

  const eventsOf = async (streamId: string) =>
    (await db.store.readStream(streamId)).map((e) => ({ type: e.type, data: e.data as Record<string, unknown> }))
  const refusal = async (promise: Promise<unknown>) => {
    try {
      await promise
    } catch (error) {
      return error
    }
    throw new Error("expected a refusal")
  }

  it("registers a user with a personal organisation, the fields sealed and readable", async () => {
    const userId = await identity.registerUser(anna, ctx)
    expect(await identity.personalFields(userId)).toEqual({ usr_email: anna.email, usr_name: "Muster", usr_name_first: "Anna" })
    const user = await directory.user(userId)
    expect(user).toMatchObject({ userId, active: true, erased: false, appAdmin: false, licensed: false })
    const personal = await directory.organisation(user!.personalOrgId)
    expect(personal).toMatchObject({ name: `persoenlich@${userId}`, personal: true, deleted: false })
    expect([...personal!.members]).toEqual([[userId, ["admin"]]])
    expect(await directory.viewer(userId)).toEqual({ userId, appAdmin: false, licensed: false, memberships: new Map([[user!.personalOrgId, ["admin"]]]) })
    expect(await directory.userIdByEmail("  anna.muster@example.CH ")).toBe(userId)
  })

  it("refuses a second registration of the same e-mail in other case (409), writing no user", async () => {
    const email = "Bea@Example.ch"
    await identity.registerUser({ ...anna, email }, ctx)
    const head = await db.store.headPosition()
    const error = await refusal(identity.registerUser({ ...anna, email: " bea@EXAMPLE.ch" }, ctx))
    expect(isEmailTaken(error)).toBe(true)
    expect(error).toMatchObject({ status: 409, message: "Ein Benutzer mit dieser E-Mail-Adresse existiert bereits." })
    expect(await db.store.headPosition()).toBe(head)
  })

  it("lets only one of concurrent registrations of one e-mail win", async () => {
    const outcomes = await Promise.allSettled(
      ["Cleo@example.ch", "cleo@example.ch", "CLEO@example.ch", "cleo@Example.CH"].map((email) => identity.registerUser({ ...anna, email }, ctx)),
    )
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1)
    for (const o of outcomes) if (o.status === "rejected") expect(isEmailTaken(o.reason)).toBe(true)
    const stream = await db.store.lookupStream(emailKey(vault.emailDigest("cleo@example.ch")))
    expect((await db.store.readStream(stream!)).filter((e) => e.type === "UserRegistered")).toHaveLength(1)
  })

  it("keeps e-mail, names and picture out of the events table in clear", async () => {
    const email = "dora.geheim@example.ch"
    const userId = await identity.registerUser({ ...anna, email, name: "Geheimnachname", firstName: "Geheimvorname" }, ctx)
    await identity.changeProfile(userId, { name: "Neunachname" }, ctx)
    await identity.setImage(userId, "data:image/png;base64,iVBORw0KGgoGEHEIMBILD", ctx)
    const dump = JSON.stringify(await db.sql.query("SELECT data, metadata FROM events"))
    for (const clear of [email, "Geheimnachname", "Geheimvorname", "Neunachname", "GEHEIMBILD", "dora"]) expect(dump).not.toContain(clear)
    const keys = JSON.stringify(await db.sql.query("SELECT key FROM stream_keys"))
    expect(keys).not.toContain("dora")
    expect(await identity.personalFields(userId)).toMatchObject({ usr_name: "Neunachname", usr_name_first: "Geheimvorname" })
    expect(await identity.image(userId)).toBe("data:image/png;base64,iVBORw0KGgoGEHEIMBILD")
  })

  it("moves the reservation with an e-mail change", async () => {
    const userId = await identity.registerUser({ ...anna, email: "eva.alt@example.ch" }, ctx)
    await identity.registerUser({ ...anna, email: "fritz@example.ch" }, ctx)
    expect(isEmailTaken(await refusal(identity.changeProfile(userId, { email: "Fritz@example.ch" }, ctx)))).toBe(true)
    await identity.changeProfile(userId, { email: "eva.neu@example.ch" }, ctx)
    expect(await directory.userIdByEmail("eva.neu@example.ch")).toBe(userId)
    expect(await directory.userIdByEmail("eva.alt@example.ch")).toBeUndefined()
    expect(await identity.registerUser({ ...anna, email: "eva.alt@example.ch" }, ctx)).toBeGreaterThan(userId)
  })

  it("erasure makes the sealed fields unopenable straight from the events table and frees the e-mail", async () => {
    const email = "gina@example.ch"
    const userId = await identity.registerUser({ ...anna, email }, ctx)
    await identity.setImage(userId, "data:image/jpeg;base64,/9j/4AAQ", ctx)
    await identity.linkProvider(userId, "https://id.example", "subject-1", ctx)
    expect(await identity.userIdByProviderSubject("https://id.example", "subject-1")).toBe(userId)

    const sealed = (await eventsOf(`user-${userId}`)).flatMap((e) => [e.data.personal, e.data.image]).filter((v): v is string => typeof v === "string")
    expect(sealed.length).toBeGreaterThanOrEqual(2)
    for (const seal of sealed) expect(await vault.open(userId, seal)).toBeDefined()

    await identity.erase(userId, ctx)

    // A fresh vault (another process, a rebuild) cannot open them either: the key is gone from the database.
    const fresh = await loadPersonalDataVault(db.sql, "test-pepper")
    for (const seal of sealed) {
      expect(await vault.open(userId, seal)).toBeUndefined()
      expect(await fresh.open<PersonalFields>(userId, seal)).toBeUndefined()
    }
    expect(await identity.personalFields(userId)).toBeUndefined()
    expect(await directory.viewer(userId)).toBeUndefined()
    expect(await directory.user(userId)).toMatchObject({ erased: true })
    expect(await directory.userIdByEmail(email)).toBeUndefined()
    expect(await db.store.keysOf(`user-${userId}`)).toEqual([])
    expect(await identity.userIdByProviderSubject("https://id.example", "subject-1")).toBeUndefined()
    // An erased user refuses every further command.
    expect(await refusal(identity.activate(userId, ctx))).toMatchObject({ status: 404, internalCode: "USR_DELETED" })
    // The address is free again.
    const again = await identity.registerUser({ ...anna, email }, ctx)
    expect(again).not.toBe(userId)
    expect(await directory.userIdByEmail(email)).toBe(again)
  })

  it("refuses linking one provider subject to two users", async () => {
    const a = await identity.registerUser({ ...anna, email: "h1@example.ch" }, ctx)
    const b = await identity.registerUser({ ...anna, email: "h2@example.ch" }, ctx)
    await identity.linkProvider(a, "https://id.example", "shared", ctx)
    const error = await refusal(identity.linkProvider(b, "https://id.example", "shared", ctx))
    expect(error).toBeInstanceOf(HttpProblem)
    expect(error).toMatchObject({ status: 409, internalCode: "SSO_TAKEN" })
  })

  it("runs organisation commands and the directory follows members and flags", async () => {
    const owner = await identity.registerUser({ ...anna, email: "i1@example.ch" }, ctx)
    const member = await identity.registerUser({ ...anna, email: "i2@example.ch" }, ctx)
    await identity.setLicence(owner, true, "admin", ctx)
    const { orgId } = await identity.createOrganisation("Planer AG", null, owner, ctx)
    await identity.organisationCommand(orgId, { type: "SetMemberRoles", userId: member, roles: ["emp"] }, ctx)
    expect((await directory.viewer(owner))?.licensed).toBe(true)
    expect((await directory.viewer(member))?.memberships.get(orgId)).toEqual(["emp"])
    expect((await directory.organisationsOf(member)).map((o) => o.orgId)).toContain(orgId)
    expect(await refusal(identity.organisationCommand(orgId, { type: "RemoveMember", userId: owner, erasure: false }, ctx))).toMatchObject({
      status: 409,
      message: "Eine Organisation braucht mindestens eine Verwaltung.",
    })
    await identity.organisationCommand(orgId, { type: "RemoveMember", userId: member, erasure: false }, ctx)
    expect((await directory.viewer(member))?.memberships.has(orgId)).toBe(false)
  })

  it("a second directory on the same database folds the same state", async () => {
    const userId = await identity.registerUser({ ...anna, email: "j@example.ch" }, ctx)
    await identity.setAppAdmin(userId, true, ctx)
    const other = new StreamDirectory(db.store, vault)
    expect(await other.viewer(userId)).toEqual(await directory.viewer(userId))
    expect(await other.allOrganisations()).toEqual(await directory.allOrganisations())
  })
})
