import { describe, expect, it } from "vitest"
import type { IdentityEnvelope } from "./identity"
import { foldIdentity } from "./identity-rows"

const ANNA = 11
const BEAT = 12
const time = (minute: number) => new Date(Date.UTC(2025, 2, 3, 8, minute)).toISOString()

/** Positions count from 1 in the order given, a minute apart; Anna acts unless said otherwise. */
const history = (...events: ({ type: string; data: Record<string, unknown>; userId?: number })[]): IdentityEnvelope[] =>
  events.map((event, index) => ({ position: index + 1, type: event.type, data: event.data, userId: event.userId ?? ANNA, occurredAt: time(index) }))

const registered = (userId: number) => ({
  type: "UserRegistered",
  data: { userId, personal: `v1.seal-of-${userId}`, source: "self", personalOrgId: 100 + userId, active: false },
  userId,
})

describe("identity projection", () => {
  it("keeps a user's personal fields sealed, and their flags", () => {
    const rows = foldIdentity(
      history(
        registered(ANNA),
        { type: "UserActivated", data: { userId: ANNA } },
        { type: "UserLicenceChanged", data: { userId: ANNA, licensed: true, source: "admin" }, userId: BEAT },
        { type: "UserAppAdminChanged", data: { userId: ANNA, appAdmin: true }, userId: BEAT },
        { type: "UserImageChanged", data: { userId: ANNA, image: "v1.picture" } },
        { type: "UserLinkedToProvider", data: { userId: ANNA, issuer: "https://id.example" } },
        { type: "UserPasswordChanged", data: { userId: ANNA, reason: "change" } },
      ),
    )
    expect(rows.users.get(ANNA)).toEqual({
      personal: "v1.seal-of-11",
      image: "v1.picture",
      imageVersion: 5,
      source: "self",
      personalOrgId: 111,
      active: true,
      erased: false,
      appAdmin: true,
      licensed: true,
      sso: true,
      createdAt: time(0),
      createdBy: ANNA,
      changedAt: time(4),
      changedBy: ANNA,
    })
    expect(rows.identityPosition).toBe(6)
  })

  it("clears every seal of an erased user: nothing personal is left in the rows", () => {
    const rows = foldIdentity(
      history(
        registered(ANNA),
        { type: "UserProfileChanged", data: { userId: ANNA, personal: "v1.new-seal" } },
        { type: "UserImageChanged", data: { userId: ANNA, image: "v1.picture" } },
        { type: "UserErased", data: { userId: ANNA } },
      ),
    )
    const user = rows.users.get(ANNA)!
    expect(user).toMatchObject({ erased: true, active: false, personal: null, image: null, imageVersion: null })
    expect(JSON.stringify(user)).not.toContain("v1.")
  })

  it("follows organisations and their members; a deleted organisation takes its members along", () => {
    const rows = foldIdentity(
      history(
        { type: "OrganisationCreated", data: { orgId: 7, name: "Planer AG", desc: null, personal: false } },
        { type: "OrganisationMemberRolesSet", data: { orgId: 7, userId: ANNA, roles: ["admin"] } },
        { type: "OrganisationMemberRolesSet", data: { orgId: 7, userId: BEAT, roles: ["emp"] } },
        { type: "OrganisationMemberRolesSet", data: { orgId: 7, userId: BEAT, roles: ["pl", "emp"] } },
        { type: "OrganisationRenamed", data: { orgId: 7, name: "Planer GmbH" } },
        { type: "OrganisationDescriptionChanged", data: { orgId: 7, desc: "Basel" } },
        { type: "OrganisationCreated", data: { orgId: 8, name: "Bau AG", desc: null, personal: false } },
        { type: "OrganisationMemberRolesSet", data: { orgId: 8, userId: ANNA, roles: ["emp"] } },
        { type: "OrganisationMemberRemoved", data: { orgId: 8, userId: ANNA } },
        { type: "OrganisationCreated", data: { orgId: 9, name: "Weg AG", desc: null, personal: false } },
        { type: "OrganisationMemberRolesSet", data: { orgId: 9, userId: ANNA, roles: ["admin"] } },
        { type: "OrganisationDeleted", data: { orgId: 9 } },
      ),
    )
    expect(rows.organisations.get(7)).toMatchObject({ name: "Planer GmbH", desc: "Basel", personal: false, createdBy: ANNA, changedAt: time(5) })
    expect(rows.members.get(7)).toEqual(new Map([[ANNA, ["admin"]], [BEAT, ["pl", "emp"]]]))
    expect(rows.members.has(8)).toBe(false)
    expect([...rows.organisations.keys()]).toEqual([7, 8])
    expect(rows.members.has(9)).toBe(false)
  })

  it("keeps grants with who gave them when, and shares; a deleted project forgets both", () => {
    const rows = foldIdentity(
      history(
        { type: "ProjectPermissionGranted", data: { projectId: 1, userId: ANNA, roles: ["admin"] } },
        { type: "ProjectPermissionGranted", data: { projectId: 1, userId: BEAT, roles: ["read"] } },
        { type: "ProjectPermissionGranted", data: { projectId: 1, userId: BEAT, roles: ["write", "read"] } },
        { type: "ProjectSharedWithOrganisation", data: { projectId: 1, orgId: 7 } },
        { type: "ProjectSharedWithOrganisation", data: { projectId: 1, orgId: 8 } },
        { type: "ProjectUnsharedWithOrganisation", data: { projectId: 1, orgId: 8 } },
        { type: "ProjectPermissionGranted", data: { projectId: 2, userId: ANNA, roles: ["admin"] } },
        { type: "ProjectPermissionRevoked", data: { projectId: 2, userId: ANNA } },
        { type: "ProjectPermissionGranted", data: { projectId: 3, userId: ANNA, roles: ["admin"] } },
        { type: "ProjectSharedWithOrganisation", data: { projectId: 3, orgId: 7 } },
        { type: "ProjectDeleted", data: { projectId: 3 } },
        { type: "ProjectRenamed", data: { projectId: 1, name: "egal" } },
      ),
    )
    expect(rows.grants).toEqual(
      new Map([
        [
          1,
          new Map([
            [ANNA, { roles: ["admin"], changedAt: time(0), changedBy: ANNA }],
            [BEAT, { roles: ["write", "read"], changedAt: time(2), changedBy: ANNA }],
          ]),
        ],
      ]),
    )
    expect(rows.shares).toEqual(new Map([[1, new Set([7])]]))
    // Project access alone is no change of users or organisations.
    expect(rows.identityPosition).toBe(0)
  })

  it("keeps an auditor's grant like any other, and its change to another role", () => {
    const rows = foldIdentity(
      history(
        { type: "ProjectPermissionGranted", data: { projectId: 1, userId: BEAT, roles: ["auditor"] } },
        { type: "ProjectPermissionGranted", data: { projectId: 2, userId: BEAT, roles: ["auditor"] } },
        { type: "ProjectPermissionGranted", data: { projectId: 2, userId: BEAT, roles: ["write", "auditor"] } },
      ),
    )
    expect(rows.grants.get(1)?.get(BEAT)?.roles).toEqual(["auditor"])
    expect(rows.grants.get(2)?.get(BEAT)?.roles).toEqual(["write", "auditor"])
  })
})
