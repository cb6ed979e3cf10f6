/**
 * @module Appends generated commands through the real event store, all at once: the store's group commit
 * packs appends of different streams into one statement, so tens of thousands of events go in seconds,
 * while each stream keeps its order.
 */
import { projectStreamId } from "@bimprofile/contracts/events/project/project-event"
import type { EventStore, NewEvent } from "@bimprofile/infra/event-store/event-store"
import { randomUUID } from "node:crypto"
import type { GeneratedCommand } from "./generate-project-histories"

export const appendGeneratedCommands = async (store: EventStore, commands: readonly GeneratedCommand[]): Promise<number> => {
  const results = await Promise.all(
    commands.map((command) => store.append(projectStreamId(command.projectId), "any", toNewEvents(command))),
  )
  return results.reduce((head, r) => Math.max(head, r.lastPosition), 0)
}

export const toNewEvents = (command: GeneratedCommand): NewEvent[] => {
  const correlationId = randomUUID()
  return command.events.map((event) => ({
    type: event.type,
    data: event.data,
    metadata: {
      eventId: randomUUID(),
      userId: command.userId,
      orgId: null,
      correlationId,
      causationId: null,
      occurredAt: command.occurredAt,
      schemaVersion: 1,
    },
  }))
}
