/**
 * @module What the user rules need of a `user-{id}` stream: whether it exists or was erased, the flags, and
 * the latest seals (ciphertext only — opening them is the shell's business, with the vault).
 */
import type { UserEvent } from "@bimprofile/contracts/events/identity/identity-event"

export type UserState = {
  status: "none" | "registered" | "erased"
  userId: number
  active: boolean
  licensed: boolean
  appAdmin: boolean
  personalOrgId: number
  /** The seal of `{usr_email, usr_name, usr_name_first}`; "" before registration. */
  personal: string
  image: string | null
  /** Issuers of the identity providers the account is linked to. */
  providers: Set<string>
}

export const initialUserState = (userId = 0): UserState => ({
  status: "none",
  userId,
  active: false,
  licensed: false,
  appAdmin: false,
  personalOrgId: 0,
  personal: "",
  image: null,
  providers: new Set(),
})

export const evolveUser = (state: UserState, event: UserEvent): UserState => {
  switch (event.type) {
    case "UserRegistered":
      state.status = "registered"
      state.userId = event.data.userId
      state.personal = event.data.personal
      state.personalOrgId = event.data.personalOrgId
      state.active = event.data.active
      return state
    case "UserActivated":
      state.active = true
      return state
    case "UserProfileChanged":
      state.personal = event.data.personal
      return state
    case "UserImageChanged":
      state.image = event.data.image
      return state
    case "UserPasswordChanged":
      return state
    case "UserLicenceChanged":
      state.licensed = event.data.licensed
      return state
    case "UserAppAdminChanged":
      state.appAdmin = event.data.appAdmin
      return state
    case "UserLinkedToProvider":
      state.providers.add(event.data.issuer)
      return state
    case "UserErased":
      state.status = "erased"
      state.personal = ""
      state.image = null
      state.appAdmin = false
      state.licensed = false
      return state
    default: {
      const unknown: never = event
      return unknown
    }
  }
}
