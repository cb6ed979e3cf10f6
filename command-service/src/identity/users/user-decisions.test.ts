import type { UserEvent } from "@bimprofile/contracts/events/identity/identity-event"
import { describe, it } from "vitest"
import { deciderSpec } from "../identity-decider-spec"
import type { UserCommand } from "./user-commands"
import { decideUser } from "./user-decisions"
import { evolveUser, initialUserState } from "./user-state"

const given = deciderSpec<ReturnType<typeof initialUserState>, UserEvent, UserCommand>({
  initial: () => initialUserState(7),
  evolve: evolveUser,
  decide: decideUser,
})

const registered = (active = true): UserEvent => ({
  type: "UserRegistered",
  data: { userId: 7, personal: "v1.sealed", source: "self", personalOrgId: 70, active },
})
const erased: UserEvent = { type: "UserErased", data: { userId: 7 } }
const licensed: UserEvent = { type: "UserLicenceChanged", data: { userId: 7, licensed: true, source: "admin" } }
const admin: UserEvent = { type: "UserAppAdminChanged", data: { userId: 7, appAdmin: true } }

describe("user decisions", () => {
  describe("RegisterUser", () => {
    const register: UserCommand = { type: "RegisterUser", userId: 7, personal: "v1.sealed", source: "self", personalOrgId: 70, active: false }
    it("registers a new user", () => given().when(register).then(registered(false)))
    it("refuses a second registration of the same stream", () => given(registered()).when(register).thenRejects("InvalidValue"))
  })

  describe("ActivateUser", () => {
    it("activates a waiting account", () =>
      given(registered(false)).when({ type: "ActivateUser" }).then({ type: "UserActivated", data: { userId: 7 } }))
    it("does nothing for an active account", () => given(registered(true)).when({ type: "ActivateUser" }).thenNothing())
    it("refuses an unknown user", () =>
      given().when({ type: "ActivateUser" }).thenRejects("NotFound", "Benutzer mit der Id 7 wurde nicht gefunden."))
  })

  describe("profile and picture", () => {
    it("records a new seal of the profile", () =>
      given(registered())
        .when({ type: "ChangeUserProfile", personal: "v1.new" })
        .then({ type: "UserProfileChanged", data: { userId: 7, personal: "v1.new" } }))
    it("sets and removes a picture", () => {
      given(registered())
        .when({ type: "ChangeUserImage", image: "v1.img" })
        .then({ type: "UserImageChanged", data: { userId: 7, image: "v1.img" } })
      given(registered(), { type: "UserImageChanged", data: { userId: 7, image: "v1.img" } })
        .when({ type: "ChangeUserImage", image: null })
        .then({ type: "UserImageChanged", data: { userId: 7, image: null } })
    })
    it("does nothing when removing a picture there is not", () =>
      given(registered()).when({ type: "ChangeUserImage", image: null }).thenNothing())
  })

  describe("RecordPasswordChange", () => {
    it("records the fact, with its reason and nothing else", () =>
      given(registered())
        .when({ type: "RecordPasswordChange", reason: "reset" })
        .then({ type: "UserPasswordChanged", data: { userId: 7, reason: "reset" } }))
  })

  describe("SetUserLicence", () => {
    it("grants a licence", () =>
      given(registered()).when({ type: "SetUserLicence", licensed: true, source: "sso" }).then({
        type: "UserLicenceChanged",
        data: { userId: 7, licensed: true, source: "sso" },
      }))
    it("does nothing when the licence is as asked", () =>
      given(registered(), licensed).when({ type: "SetUserLicence", licensed: true, source: "admin" }).thenNothing())
  })

  describe("SetAppAdmin", () => {
    it("makes a user app admin", () =>
      given(registered()).when({ type: "SetAppAdmin", appAdmin: true, by: 1 }).then({
        type: "UserAppAdminChanged",
        data: { userId: 7, appAdmin: true },
      }))
    it("lets another app admin remove the flag", () =>
      given(registered(), admin).when({ type: "SetAppAdmin", appAdmin: false, by: 1 }).then({
        type: "UserAppAdminChanged",
        data: { userId: 7, appAdmin: false },
      }))
    it("refuses an app admin removing their own flag", () =>
      given(registered(), admin).when({ type: "SetAppAdmin", appAdmin: false, by: 7 }).thenRejects("OwnAppAdmin"))
    it("does nothing when already so", () => given(registered()).when({ type: "SetAppAdmin", appAdmin: false, by: 7 }).thenNothing())
  })

  describe("LinkUserToProvider", () => {
    const link: UserCommand = { type: "LinkUserToProvider", issuer: "https://id.example" }
    it("links once per issuer", () => {
      given(registered()).when(link).then({ type: "UserLinkedToProvider", data: { userId: 7, issuer: "https://id.example" } })
      given(registered(), { type: "UserLinkedToProvider", data: { userId: 7, issuer: "https://id.example" } }).when(link).thenNothing()
    })
  })

  describe("EraseUser", () => {
    it("erases a user", () => given(registered()).when({ type: "EraseUser" }).then(erased))
    it.each<UserCommand>([
      { type: "EraseUser" },
      { type: "ActivateUser" },
      { type: "ChangeUserProfile", personal: "v1.x" },
      { type: "ChangeUserImage", image: null },
      { type: "RecordPasswordChange", reason: "change" },
      { type: "SetUserLicence", licensed: false, source: "admin" },
      { type: "SetAppAdmin", appAdmin: false, by: 1 },
      { type: "LinkUserToProvider", issuer: "x" },
      { type: "RegisterUser", userId: 7, personal: "v1", source: "self", personalOrgId: 70, active: true },
    ])("an erased user refuses $type", (command) => {
      given(registered(), erased).when(command).thenRejects(command.type === "RegisterUser" ? "InvalidValue" : "UserErased")
    })
  })
})
