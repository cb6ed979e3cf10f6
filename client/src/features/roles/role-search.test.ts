import { describe, expect, it } from "vitest"
import { filterRoles } from "./role-search"
import { role } from "../../testing/dto-fixtures"

const roles = [
  { ...role(1, "Tragwerksplaner", "service"), rop_desc: "Statik und Bemessung" },
  role(2, "Architekt", "service"),
  role(3, "Bauherrschaft", "users"),
]
const label = (code: string) => ({ service: "Dienstleister", users: "Nutzer" })[code] ?? code

describe("filterRoles", () => {
  it("given no query, then all roles are listed alphabetically", () => {
    expect(filterRoles(roles, "", label).map((r) => r.rop_id)).toEqual([2, 3, 1])
  })

  it("given a query, then it matches name, translated type and description, ignoring case and accents", () => {
    expect(filterRoles(roles, "STATIK", label).map((r) => r.rop_id)).toEqual([1])
    expect(filterRoles(roles, "nutzer", label).map((r) => r.rop_id)).toEqual([3])
    expect(filterRoles(roles, "dienstleister arch", label).map((r) => r.rop_id)).toEqual([2])
  })

  it("given a query that matches nothing, then the list is empty", () => {
    expect(filterRoles(roles, "xyz", label)).toEqual([])
  })
})
