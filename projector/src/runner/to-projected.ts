/** @module Stored events → what projections read; events of streams other than projects are passed over. */
import type { StoredEvent } from "@bimprofile/infra/event-store/event-store"
import type { ProjectedEvent } from "../projection"

const PROJECT_STREAM = /^project-(\d+)$/

export const toProjected = (event: StoredEvent): ProjectedEvent | undefined => {
  const match = PROJECT_STREAM.exec(event.streamId)
  if (!match) return undefined
  return {
    position: event.globalPosition,
    projectId: Number(match[1]),
    type: event.type,
    data: event.data,
    userId: Number(event.metadata.userId ?? 0),
    occurredAt: String(event.metadata.occurredAt ?? event.recordedAt),
  }
}
