import { describe, expect, it } from "vitest"
import { canAdmin, canWrite } from "./project-access"

describe("project access", () => {
  it.each([
    ["admin", true, true],
    ["write", true, false],
    ["read", false, false],
  ] as const)("given pro_permission %s, then canWrite is %s and canAdmin %s", (permission, write, admin) => {
    expect(canWrite({ pro_permission: permission })).toBe(write)
    expect(canAdmin({ pro_permission: permission })).toBe(admin)
  })
})
