import { describe, expect, it } from "vitest"
import { searchUsers } from "./user-search"

const user = (first: string, last: string, email: string, org: string | null) => ({ usr_name_first: first, usr_name: last, usr_email: email, usr_org_name: org })

describe("searchUsers", () => {
  const users = [user("hans", "muster", "hans@muster.ch", "Muster AG"), user("anna", "zürcher", "anna@planer.ch", "Planer GmbH"), user("eva", "abt", "eva@x.ch", null)]

  it("given no query, then everyone is listed by last name", () => {
    expect(searchUsers(users, "").map((u) => u.usr_name)).toEqual(["abt", "muster", "zürcher"])
  })

  it("given words of the name, e-mail or organisation, then only matches are listed, accents ignored", () => {
    expect(searchUsers(users, "zurcher").map((u) => u.usr_name)).toEqual(["zürcher"])
    expect(searchUsers(users, "planer gmbh").map((u) => u.usr_name)).toEqual(["zürcher"])
    expect(searchUsers(users, "muster.ch").map((u) => u.usr_name)).toEqual(["muster"])
    expect(searchUsers(users, "niemand")).toEqual([])
  })
})
