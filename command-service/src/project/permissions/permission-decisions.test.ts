import { describe, expect, it } from "vitest"
import { given } from "../../testing/decider-spec"
import { aProject, CREATOR, PROJECT, permissionGranted, projectDeleted } from "../../testing/project-fixtures"

const ANNA = 21
const shared = (orgId: number) => ({ type: "ProjectSharedWithOrganisation" as const, data: { projectId: PROJECT, orgId } })

describe("GrantPermission", () => {
  it("gives a person roles on the project, in the order admin, write, read", () => {
    given(...aProject())
      .when({ type: "GrantPermission", userId: ANNA, roles: ["read", "write", "read"], grantorId: CREATOR })
      .then(permissionGranted(ANNA, ["write", "read"]))
  })

  it("gives the auditor role, alone or with others, in the order admin, write, auditor, read", () => {
    given(...aProject())
      .when({ type: "GrantPermission", userId: ANNA, roles: ["read", "auditor"], grantorId: CREATOR })
      .then(permissionGranted(ANNA, ["auditor", "read"]))
    given(...aProject(), permissionGranted(ANNA, ["read"]))
      .when({ type: "GrantPermission", userId: ANNA, roles: ["auditor"], grantorId: CREATOR })
      .then(permissionGranted(ANNA, ["auditor"]))
  })

  it("sets the roles as a whole: a second grant replaces the first", () => {
    const state = given(...aProject(), permissionGranted(ANNA, ["admin"]))
      .when({ type: "GrantPermission", userId: ANNA, roles: ["read"], grantorId: CREATOR })
      .thenState()
    expect(state.grants.get(ANNA)).toEqual(["read"])
  })

  it("has nothing to do when the person holds exactly these roles", () => {
    given(...aProject(), permissionGranted(ANNA, ["write", "read"]))
      .when({ type: "GrantPermission", userId: ANNA, roles: ["read", "write"], grantorId: CREATOR })
      .thenNothing()
  })

  it("refuses a grant to oneself", () => {
    given(...aProject())
      .when({ type: "GrantPermission", userId: CREATOR, roles: ["admin"], grantorId: CREATOR })
      .thenRejects("SelfGrant", { usr_email: "Sie können sich nicht selbst Berechtigungen erteilen." })
  })

  it("refuses an empty set of roles", () => {
    given(...aProject())
      .when({ type: "GrantPermission", userId: ANNA, roles: [], grantorId: CREATOR })
      .thenRejects("InvalidValue", { roles: "Wählen Sie mindestens 1 Rolle aus." })
  })
})

describe("RevokePermission", () => {
  it("takes a person's roles away", () => {
    const state = given(...aProject(), permissionGranted(ANNA, ["write"]))
      .when({ type: "RevokePermission", userId: ANNA })
      .thenState()
    expect(state.grants.has(ANNA)).toBe(false)
  })

  it("emits ProjectPermissionRevoked", () => {
    given(...aProject(), permissionGranted(ANNA, ["write"]))
      .when({ type: "RevokePermission", userId: ANNA })
      .then({ type: "ProjectPermissionRevoked", data: { projectId: PROJECT, userId: ANNA } })
  })

  it("refuses a person who holds no roles on the project", () => {
    const error = given(...aProject()).when({ type: "RevokePermission", userId: ANNA }).thenRejects("NotFound")
    expect(error.message).toBe("Der Benutzer hat keine Berechtigung für dieses Projekt.")
  })
})

describe("ShareWithOrganisation", () => {
  it("shares the project with another organisation", () => {
    given(...aProject()).when({ type: "ShareWithOrganisation", orgId: 30 }).then(shared(30))
  })

  it("refuses the organisation that owns the project", () => {
    given(...aProject())
      .when({ type: "ShareWithOrganisation", orgId: 7 })
      .thenRejects("SharedAlready", { org_id: "Das Projekt gehört dieser Organisation bereits." })
  })

  it("refuses to share twice with the same organisation", () => {
    given(...aProject(), shared(30))
      .when({ type: "ShareWithOrganisation", orgId: 30 })
      .thenRejects("SharedAlready", { org_id: "Das Projekt ist mit dieser Organisation bereits geteilt." })
  })
})

describe("UnshareWithOrganisation", () => {
  it("stops sharing with an organisation", () => {
    const state = given(...aProject(), shared(30), shared(31))
      .when({ type: "UnshareWithOrganisation", orgId: 30 })
      .thenState()
    expect([...state.sharedOrgIds]).toEqual([31])
  })

  it("refuses an organisation the project is not shared with", () => {
    given(...aProject()).when({ type: "UnshareWithOrganisation", orgId: 30 }).thenRejects("NotFound")
  })
})

describe("on a deleted project", () => {
  it.each([
    { type: "GrantPermission", userId: ANNA, roles: ["read"], grantorId: CREATOR },
    { type: "RevokePermission", userId: CREATOR },
    { type: "ShareWithOrganisation", orgId: 30 },
    { type: "UnshareWithOrganisation", orgId: 30 },
  ] as const)("refuses $type", (command) => {
    given(...aProject(), permissionGranted(CREATOR, ["admin"]), shared(30), projectDeleted())
      .when(command)
      .thenRejects("ProjectDeleted")
  })
})
