import { describe, expect, it } from "vitest"
import { ownerChoices } from "./owner-choices"

const organisations = [
  { org_id: 1, org_name: "persoenlich@5", org_pers: true },
  { org_id: 2, org_name: "Zeta Bau AG", org_pers: false },
  { org_id: 3, org_name: "Alpha Planer", org_pers: false },
  { org_id: 4, org_name: "Mitarbeit GmbH", org_pers: false },
]
const user = { usr_app_admin: false, usr_org_admin: [2], usr_org_pl: [3], usr_org_pers_name: "persoenlich@5" }

describe("ownerChoices", () => {
  it("offers the personal organisation first, then those where the user is admin or project lead, by name", () => {
    expect(ownerChoices(user, organisations, "de-CH")).toEqual([
      { orgId: null, orgName: "persoenlich@5" },
      { orgId: 3, orgName: "Alpha Planer" },
      { orgId: 2, orgName: "Zeta Bau AG" },
    ])
  })

  it("offers an employee only their personal organisation, an app admin every organisation", () => {
    expect(ownerChoices({ ...user, usr_org_admin: [], usr_org_pl: [] }, organisations, "de-CH").map((c) => c.orgId)).toEqual([null])
    expect(ownerChoices({ ...user, usr_app_admin: true, usr_org_admin: [], usr_org_pl: [] }, organisations, "de-CH").map((c) => c.orgId)).toEqual([null, 3, 4, 2])
  })
})
