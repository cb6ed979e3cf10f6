import { describe, expect, it } from "vitest"
import { activityRoles, roleNames, roleOptions, roleRef } from "./role-links"
import { activity, role } from "../../testing/dto-fixtures"

describe("role links", () => {
  const names = roleNames([role(1, "Bauherrschaft"), role(2, "Architekt")])

  it("given an activity, then provider and receiver carry the roles' current names", () => {
    const stale = activity(1, 1, 1, 1, 2, { act_rop_provider_name: "old name" })
    expect(activityRoles(stale, names)).toEqual({ provider: { id: 1, name: "Bauherrschaft" }, receiver: { id: 2, name: "Architekt" } })
  })

  it("given a role the list does not know yet, then the activity's own name stands in", () => {
    expect(activityRoles(activity(1, 1, 1, 7, null), names)).toEqual({ provider: { id: 7, name: "Role 7" }, receiver: null })
  })

  it("given roles, then the options are alphabetical after a 'no role' entry", () => {
    expect(roleOptions([role(1, "Bauherrschaft"), role(2, "Architekt")], "–")).toEqual([
      { value: "", label: "–" },
      { value: "2", label: "Architekt" },
      { value: "1", label: "Bauherrschaft" },
    ])
  })

  it("given a select value, then '' is no role and digits are the id", () => {
    expect(roleRef("")).toBeNull()
    expect(roleRef(undefined)).toBeNull()
    expect(roleRef("12")).toBe(12)
  })
})
