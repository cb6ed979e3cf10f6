/**
 * @module Commands on a user stream. Personal fields arrive sealed: the shell seals them with the vault
 * before deciding, so deciders never see clear personal data.
 */
import type { registrationSources } from "@bimprofile/contracts/events/identity/user-events"

export type RegisterUser = {
  type: "RegisterUser"
  userId: number
  personal: string
  source: (typeof registrationSources)[number]
  personalOrgId: number
  active: boolean
}
export type ActivateUser = { type: "ActivateUser" }
export type ChangeUserProfile = { type: "ChangeUserProfile"; personal: string }
export type ChangeUserImage = { type: "ChangeUserImage"; image: string | null }
export type RecordPasswordChange = { type: "RecordPasswordChange"; reason: "change" | "reset" | "invitation" }
export type SetUserLicence = { type: "SetUserLicence"; licensed: boolean; source: "admin" | "sso" }
/** `by`: who asks — an app admin cannot take their own flag away (someone must remain). */
export type SetAppAdmin = { type: "SetAppAdmin"; appAdmin: boolean; by: number }
export type LinkUserToProvider = { type: "LinkUserToProvider"; issuer: string }
export type EraseUser = { type: "EraseUser" }

export type UserCommand =
  | RegisterUser
  | ActivateUser
  | ChangeUserProfile
  | ChangeUserImage
  | RecordPasswordChange
  | SetUserLicence
  | SetAppAdmin
  | LinkUserToProvider
  | EraseUser
