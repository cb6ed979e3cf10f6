import { describe, expect, it } from "vitest"
import { atLeast, highestOf, mayReadHistory, type ProjectAccessFacts, projectAccess, type ProjectRole, type Viewer } from "./roles"

const viewer = (userId: number, memberships: Viewer["memberships"] = new Map()): Viewer => ({ userId, appAdmin: false, licensed: true, memberships })
const project = (grants: [number, ProjectRole[]][], orgId: number | null = 7): ProjectAccessFacts => ({
  orgId,
  accessAll: false,
  reference: false,
  sharedOrgIds: [],
  grants: new Map(grants),
})

describe("the project role auditor (issue 11)", () => {
  it.each([
    // role, reads, reads the history, writes, administers
    ["read", true, false, false, false],
    ["auditor", true, true, false, false],
    ["write", true, true, true, false],
    ["admin", true, true, true, true],
  ] as const)("%s: reads %s, reads the history %s, writes %s, administers %s", (role, reads, history, writes, administers) => {
    expect(atLeast(role, "read")).toBe(reads)
    expect(mayReadHistory(role)).toBe(history)
    expect(atLeast(role, "write")).toBe(writes)
    expect(atLeast(role, "admin")).toBe(administers)
  })

  it("reads no history without a role", () => {
    expect(mayReadHistory(null)).toBe(false)
  })

  it("ranks above read and below write when roles combine", () => {
    expect(highestOf(["read", "auditor"])).toBe("auditor")
    expect(highestOf(["auditor", "write"])).toBe("write")
  })

  it("is what a grant gives, above the read a collaborator of the owning organisation has", () => {
    const collaborator = viewer(3, new Map([[7, ["emp"]]]))
    expect(projectAccess(collaborator, project([[3, ["auditor"]]]))).toEqual({ role: "auditor", asTemplate: false })
    expect(projectAccess(viewer(3), project([[3, ["auditor"]]], null))).toEqual({ role: "auditor", asTemplate: false })
  })

  it("gives way to a project lead's write", () => {
    const lead = viewer(3, new Map([[7, ["pl"]]]))
    expect(projectAccess(lead, project([[3, ["auditor"]]])).role).toBe("write")
  })
})
