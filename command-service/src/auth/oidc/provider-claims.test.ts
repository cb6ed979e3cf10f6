import { describe, expect, it } from "vitest"
import { claimAt, isEmailVerified, personOf, rolesAt } from "./provider-claims"

describe("provider claims", () => {
  it("reads roles at a plain or dotted path, in the usual shapes", () => {
    expect(rolesAt({ roles: ["customer", "pro"] }, "roles")).toEqual(["customer", "pro"])
    expect(rolesAt({ realm_access: { roles: ["customer"] } }, "realm_access.roles")).toEqual(["customer"])
    expect(rolesAt({ "https://crb.ch/roles": "customer pro" }, "https://crb.ch/roles")).toEqual(["customer", "pro"])
    expect(rolesAt({ groups: { customer: true } }, "groups")).toEqual(["customer"])
    expect(rolesAt({}, "realm_access.roles")).toEqual([])
    expect(claimAt({ a: { b: 1 } }, "a.c")).toBeUndefined()
  })

  it("counts only a true email_verified", () => {
    expect(isEmailVerified({ email_verified: true })).toBe(true)
    expect(isEmailVerified({ email_verified: "true" })).toBe(true)
    expect(isEmailVerified({ email_verified: false })).toBe(false)
    expect(isEmailVerified({})).toBe(false)
  })

  it("takes names from given and family name, else from name, else the e-mail", () => {
    expect(personOf({ email: "a@b.ch", given_name: "Anna", family_name: "Muster" })).toEqual({ email: "a@b.ch", name: "Muster", firstName: "Anna" })
    expect(personOf({ email: "a@b.ch", name: "Anna Maria Muster" })).toEqual({ email: "a@b.ch", name: "Muster", firstName: "Anna Maria" })
    expect(personOf({ email: "anna@b.ch" })).toEqual({ email: "anna@b.ch", name: "anna", firstName: "" })
  })
})
