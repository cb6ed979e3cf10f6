/** @module Decided events → events to append: the metadata every stored event carries (DESIGN.md §2), from the command's context. */
import { eventUpcasters } from "@bimprofile/contracts/events/event-upcasters"
import { currentSchemaVersion } from "@bimprofile/contracts/events/upcasting/upcast"
import type { NewEvent } from "@bimprofile/infra/event-store/event-store"
import { randomUUID } from "node:crypto"
import type { CommandContext } from "./command-context"

export const toNewEvents = (events: readonly { type: string; data: unknown }[], context: CommandContext): NewEvent[] => {
  const occurredAt = new Date().toISOString()
  return events.map((event) => ({
    type: event.type,
    data: event.data,
    metadata: {
      eventId: randomUUID(),
      userId: context.userId,
      orgId: context.orgId,
      correlationId: context.correlationId,
      causationId: context.causationId,
      occurredAt,
      schemaVersion: currentSchemaVersion(eventUpcasters, event.type),
      // The relay publishes it (CloudEvents `traceparent`); the projector's span links to it.
      ...(context.traceparent !== undefined && { traceparent: context.traceparent }),
    },
  }))
}
