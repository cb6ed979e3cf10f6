/** @module What reads "as of" a point need besides the read models: the log's positions and entity keys, and the snapshots. */
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import type { Snapshots } from "@bimprofile/projector/as-of/snapshots"

export type AsOfDeps = {
  readonly store: Pick<EventStore, "lastPositionAt" | "lookupStream" | "readStreamsLean" | "hashAt">
  readonly snapshots: Snapshots
}
