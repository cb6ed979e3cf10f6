/** @module The events of user and organisation streams, their decoders and stream ids. */
import { Schema } from "effect"
import { decodeOrThrow } from "../../codec/decode"
import { organisationEvents } from "./organisation-events"
import { userEvents } from "./user-events"

export const UserEvent = Schema.Union(userEvents)
export type UserEvent = typeof UserEvent.Type
export const OrganisationEvent = Schema.Union(organisationEvents)
export type OrganisationEvent = typeof OrganisationEvent.Type

export const userEventTypes: ReadonlySet<string> = new Set(userEvents.map((s) => s.fields.type.literal))
export const organisationEventTypes: ReadonlySet<string> = new Set(organisationEvents.map((s) => s.fields.type.literal))

export const decodeUserEvent: (stored: unknown) => UserEvent = decodeOrThrow(UserEvent)
export const decodeOrganisationEvent: (stored: unknown) => OrganisationEvent = decodeOrThrow(OrganisationEvent)

export const userStreamId = (userId: number) => `user-${userId}`
export const organisationStreamId = (orgId: number) => `organisation-${orgId}`

/** Lookup keys (event store `stream_keys`): hashed, so the key table holds no personal data. */
export const emailKey = (emailDigest: string) => `email:${emailDigest}`
export const providerSubjectKey = (subjectDigest: string) => `sso:${subjectDigest}`
