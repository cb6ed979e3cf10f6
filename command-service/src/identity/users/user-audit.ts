/**
 * @module What a user's answer shows besides the rules' state (users/user-state.ts): who registered and
 * last changed the account and when, the version of the picture's address, and whether it signs in with
 * the identity provider. Folded by the directory from the user's own stream, by the same rule as the read
 * side (projector/src/projections/identity.ts), so the write side's answer equals `GET users/{id}`.
 */
import type { UserEvent } from "@bimprofile/contracts/events/identity/identity-event"

export type UserAudit = {
  readonly createdAt: string | null
  readonly createdBy: number | null
  readonly changedAt: string | null
  readonly changedBy: number | null
  /** The global position of the current picture's event: its address changes with every new picture. */
  readonly imageVersion: number | null
  readonly sso: boolean
}

/** Where and by whom an event was recorded. */
export type RecordedAt = { readonly position: number; readonly userId: number; readonly occurredAt: string }

export const evolveUserAudit = (audit: UserAudit | undefined, event: UserEvent, at: RecordedAt): UserAudit | undefined => {
  const changed = audit && { ...audit, changedAt: at.occurredAt, changedBy: at.userId }
  switch (event.type) {
    case "UserRegistered":
      return { createdAt: at.occurredAt, createdBy: at.userId, changedAt: null, changedBy: null, imageVersion: null, sso: event.data.source === "sso" }
    case "UserImageChanged":
      return changed && { ...changed, imageVersion: event.data.image === null ? null : at.position }
    case "UserErased":
      return changed && { ...changed, imageVersion: null }
    case "UserLinkedToProvider":
      return audit && { ...audit, sso: true }
    case "UserActivated":
    case "UserProfileChanged":
    case "UserLicenceChanged":
    case "UserAppAdminChanged":
      return changed
    case "UserPasswordChanged":
      return audit
    default: {
      const unknown: never = event
      return unknown
    }
  }
}
