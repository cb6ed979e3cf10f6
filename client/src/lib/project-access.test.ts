import { describe, expect, it } from "vitest"
import { canAdmin, canReadHistory, canWrite } from "./project-access"

describe("project access", () => {
  it.each([
    ["admin", true, true, true],
    ["write", true, false, true],
    ["auditor", false, false, true],
    ["read", false, false, false],
  ] as const)("given pro_permission %s, then canWrite is %s, canAdmin %s and canReadHistory %s", (permission, write, admin, history) => {
    expect(canWrite({ pro_permission: permission })).toBe(write)
    expect(canAdmin({ pro_permission: permission })).toBe(admin)
    expect(canReadHistory({ pro_permission: permission })).toBe(history)
  })
})
