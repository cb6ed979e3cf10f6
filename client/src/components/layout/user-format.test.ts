import { describe, expect, it } from "vitest"
import { testUser } from "../../testing/test-user"
import { displayName, organisationLabel } from "./user-format"

describe("displayName", () => {
  it("given lower-case names, then first and last name are capitalised", () => {
    expect(displayName(testUser({ usr_name_first: "hans", usr_name: "muster" }))).toBe("Hans Muster")
  })

  it("given compound and accented names, then every part is capitalised and the rest kept", () => {
    expect(displayName(testUser({ usr_name_first: "anna-lena", usr_name: "von der mühll" }))).toBe("Anna-Lena Von Der Mühll")
    expect(displayName(testUser({ usr_name_first: "élise", usr_name: "McDonald" }))).toBe("Élise McDonald")
  })

  it("given an empty first name, then only the last name", () => {
    expect(displayName(testUser({ usr_name_first: "", usr_name: "muster" }))).toBe("Muster")
  })
})

describe("organisationLabel", () => {
  it("given an organisation name, then it is shown", () => {
    expect(organisationLabel(testUser({ usr_org_name: "Muster AG" }), "Persönliche Organisation")).toBe("Muster AG")
  })

  it("given a personal organisation (its name holds an at-sign) or none, then 'Persönliche Organisation'", () => {
    expect(organisationLabel(testUser({ usr_org_name: "hans.muster@example.ch" }), "Persönliche Organisation")).toBe("Persönliche Organisation")
    expect(organisationLabel(testUser({ usr_org_name: null }), "Persönliche Organisation")).toBe("Persönliche Organisation")
  })
})
