/** @module The personal fields of a person, opened from their sealed profile (the identity service has them). */
import type { PersonalFields } from "@bimprofile/contracts/events/identity/user-events"

export interface People {
  /** E-mail and names of a user; undefined for an unknown or erased user. */
  personalFields(userId: number): Promise<PersonalFields | undefined>
}
