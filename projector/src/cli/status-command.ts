/** @module `status`: the projection's checkpoint against the head of the log. */
import type { Database } from "@bimprofile/infra/database"
import { readModelsCheckpoint } from "../runner/projections"
import { readCheckpoint } from "../storage/read-model-store"
import { formatCount } from "./progress-bar"

export type ProjectorStatus = {
  readonly projection: string
  readonly version: number
  /** The version the stored checkpoint was written by; null before the first batch. */
  readonly storedVersion: number | null
  readonly checkpoint: number
  readonly head: number
  readonly lag: number
  readonly updatedAt: string | null
}

export const readStatus = async (db: Database): Promise<ProjectorStatus> => {
  const [checkpoint, head] = await Promise.all([readCheckpoint(db.sql, readModelsCheckpoint.name), db.store.headPosition()])
  const position = checkpoint?.position ?? 0
  return {
    projection: readModelsCheckpoint.name,
    version: readModelsCheckpoint.version,
    storedVersion: checkpoint?.version ?? null,
    checkpoint: position,
    head,
    lag: Math.max(0, head - position),
    updatedAt: checkpoint?.updatedAt ?? null,
  }
}

export const formatStatus = (status: ProjectorStatus, where: string): string => {
  const state =
    status.storedVersion !== null && status.storedVersion !== status.version
      ? `stored by version ${status.storedVersion}: the next start rebuilds`
      : status.lag === 0
        ? "up to date"
        : `${formatCount(status.lag)} events behind`
  return [
    `database    ${where}`,
    `projection  ${status.projection} v${status.version}`,
    `checkpoint  ${formatCount(status.checkpoint)}${status.updatedAt ? `  (committed ${status.updatedAt})` : "  (none yet)"}`,
    `head        ${formatCount(status.head)}`,
    `state       ${state}`,
  ].join("\n")
}
