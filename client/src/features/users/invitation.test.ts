import type { OrganisationDto } from "@bimprofile/contracts/dto/organisation-dto"
import { describe, expect, it } from "vitest"
import { checkInvitation, invitableOrganisations, invitationBody, type InvitationValues } from "./invitation"

const org = (id: number, pers = false) => ({ org_id: id, org_name: `O${id}`, org_pers: pers }) as OrganisationDto
const texts = { emailRequired: "e", lastNameRequired: "n", firstNameRequired: "f", organisationRequired: "o", roleRequired: "Wählen Sie mindestens 1 Rolle aus." }
const values: InvitationValues = { email: " neu@example.ch ", lastName: "Muster", firstName: "Eva", orgId: "3", roles: ["emp"] }

describe("invitation", () => {
  it("given an organisation admin, then only the organisations they administer are offered, never a personal one", () => {
    expect(invitableOrganisations([org(3), org(4), org(9, true)], { usr_app_admin: false, usr_org_admin: [3, 9] }).map((o) => o.org_id)).toEqual([3])
  })

  it("given an app admin, then every non-personal organisation is offered", () => {
    expect(invitableOrganisations([org(3), org(4), org(9, true)], { usr_app_admin: true, usr_org_admin: [] }).map((o) => o.org_id)).toEqual([3, 4])
  })

  it("given an organisation and no role, then 'Wählen Sie mindestens 1 Rolle aus.' is the roles' error", () => {
    expect(checkInvitation({ ...values, roles: [] }, false, texts)).toEqual({ org_roles: "Wählen Sie mindestens 1 Rolle aus." })
  })

  it("given no organisation, then it is an error unless the inviter is an app admin", () => {
    expect(checkInvitation({ ...values, orgId: "", roles: [] }, false, texts)).toEqual({ org_id: "o" })
    expect(checkInvitation({ ...values, orgId: "", roles: [] }, true, texts)).toEqual({})
  })

  it("given blank fields, then each names its field", () => {
    expect(checkInvitation({ ...values, email: " ", lastName: "", firstName: " " }, false, texts)).toEqual({ usr_email: "e", usr_name: "n", usr_name_first: "f" })
  })

  it("given values, then the body is trimmed and carries the organisation and roles, or org_id null", () => {
    expect(invitationBody(values)).toEqual({ usr_email: "neu@example.ch", usr_name: "Muster", usr_name_first: "Eva", org_id: 3, org_roles: ["emp"] })
    expect(invitationBody({ ...values, orgId: "" })).toEqual({ usr_email: "neu@example.ch", usr_name: "Muster", usr_name_first: "Eva", org_id: null })
  })
})
