/**
 * @module Facts about users. Personal data (e-mail, names, picture) is never stored in clear: `sealed`
 * fields are encrypted with a key of that user alone (infra/src/crypto), and erasing the user destroys
 * the key, so the history keeps "a deleted user did this" and nothing more (crypto-shredding).
 * Passwords, tokens and provider subjects never appear in events.
 */
import { Schema } from "effect"
import { defineEvent } from "../define-event"

/** Ciphertext of a user's personal fields, opened only with that user's key. */
export const Sealed = Schema.String

/** How an account came to be. */
export const registrationSources = ["self", "invitation", "sso", "bootstrap"] as const

export const UserRegistered = defineEvent("UserRegistered", {
  userId: Schema.Int,
  /** Seals `{usr_email, usr_name, usr_name_first}`. */
  personal: Sealed,
  source: Schema.Literals(registrationSources),
  personalOrgId: Schema.Int,
  /** Self-registered accounts wait for activation; invited, SSO and bootstrap accounts are active. */
  active: Schema.Boolean,
})
export const UserActivated = defineEvent("UserActivated", { userId: Schema.Int })
/** Name or e-mail changed: a new seal of `{usr_email, usr_name, usr_name_first}`. */
export const UserProfileChanged = defineEvent("UserProfileChanged", { userId: Schema.Int, personal: Sealed })
/** A new picture (sealed data URL) or none. */
export const UserImageChanged = defineEvent("UserImageChanged", { userId: Schema.Int, image: Schema.NullOr(Sealed) })
export const UserPasswordChanged = defineEvent("UserPasswordChanged", {
  userId: Schema.Int,
  reason: Schema.Literals(["change", "reset", "invitation"]),
})
export const UserLicenceChanged = defineEvent("UserLicenceChanged", {
  userId: Schema.Int,
  licensed: Schema.Boolean,
  /** "admin": granted by an app admin; "sso": the pro-licence role of the identity provider. */
  source: Schema.Literals(["admin", "sso"]),
})
export const UserAppAdminChanged = defineEvent("UserAppAdminChanged", { userId: Schema.Int, appAdmin: Schema.Boolean })
/** The account is linked to an identity provider's subject (the subject itself is only a lookup key). */
export const UserLinkedToProvider = defineEvent("UserLinkedToProvider", { userId: Schema.Int, issuer: Schema.String })
/** The user was deleted and their key destroyed: every sealed field of this stream is unreadable now. */
export const UserErased = defineEvent("UserErased", { userId: Schema.Int })

export const userEvents = [
  UserRegistered,
  UserActivated,
  UserProfileChanged,
  UserImageChanged,
  UserPasswordChanged,
  UserLicenceChanged,
  UserAppAdminChanged,
  UserLinkedToProvider,
  UserErased,
] as const

/** The clear text inside `personal`. */
export type PersonalFields = { readonly usr_email: string; readonly usr_name: string; readonly usr_name_first: string }
