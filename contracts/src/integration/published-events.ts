/**
 * @module The event types the relay publishes to Kafka (docs/kafka.md), each in its current schema version:
 * every event of a project, user or organisation stream. The event store upcasts every event it reads
 * (events/event-upcasters.ts), so the relay publishes current versions only — older versions of a type
 * never reach the topic, and only the current version of each type has a published schema.
 */
import type { Schema } from "effect"
import { eventUpcasters } from "../events/event-upcasters"
import { organisationEvents } from "../events/identity/organisation-events"
import { userEvents } from "../events/identity/user-events"
import { projectEventSchemas } from "../events/project/project-event"
import { currentSchemaVersion } from "../events/upcasting/upcast"

/** The kinds of stream; a stream's id is `<kind>-<id>` (`projectStreamId`, `userStreamId`, `organisationStreamId`). */
export type StreamKind = "project" | "user" | "organisation"

export type PublishedEvent = {
  readonly type: string
  /** The schema version new events are written with, and the one every read event is upcast to. */
  readonly version: number
  /** The kind of stream its events are appended to (the Kafka message key is that stream's id). */
  readonly stream: StreamKind
  /** The effect Schema of the event's `data`. */
  readonly data: Schema.Top
}

type EventSchema = { readonly fields: { readonly type: { readonly literal: string }; readonly data: Schema.Top } }

const published = (stream: StreamKind, schemas: readonly EventSchema[]): PublishedEvent[] =>
  schemas.map(({ fields }) => ({
    type: fields.type.literal,
    version: currentSchemaVersion(eventUpcasters, fields.type.literal),
    stream,
    data: fields.data,
  }))

export const publishedEvents: readonly PublishedEvent[] = [
  ...published("project", projectEventSchemas),
  ...published("user", userEvents),
  ...published("organisation", organisationEvents),
]

const byType = new Map(publishedEvents.map((event) => [event.type, event]))

/** The published event type of this name; undefined for a name no event has. */
export const publishedEvent = (type: string): PublishedEvent | undefined => byType.get(type)
