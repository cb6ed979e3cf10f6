import { describe, expect, it } from "vitest"
import { testUser } from "../../testing/test-user"
import { displayName, organisationLabel, pictureSrc } from "./user-format"

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

describe("pictureSrc", () => {
  it("given a stored picture of the API, then the access token goes with it (an <img> sends no header)", () => {
    expect(pictureSrc("/1.2/user/users/7/img", "a.b+c")).toBe("/1.2/user/users/7/img?access_token=a.b%2Bc")
    expect(pictureSrc("/1.2/user/users/7/img?v=3", "tok")).toBe("/1.2/user/users/7/img?v=3&access_token=tok")
  })

  it("given a data URL, an address elsewhere, no token or no picture, then no token is added", () => {
    expect(pictureSrc("data:image/jpeg;base64,/9j/", "tok")).toBe("data:image/jpeg;base64,/9j/")
    expect(pictureSrc("https://cdn.example.ch/p.jpg", "tok")).toBe("https://cdn.example.ch/p.jpg")
    expect(pictureSrc("/1.2/user/users/7/img", null)).toBe("/1.2/user/users/7/img")
    expect(pictureSrc(null, "tok")).toBeNull()
  })
})
