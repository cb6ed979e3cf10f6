/**
 * @module What the log must say after a fault test: each stream's versions run 1…n without a gap, and each
 * command of the ledger is in the log as its outcome allows — an acknowledged one exactly once (its main event,
 * e.g. the MilestoneCreated of the milestone it answered, once, and the answer's position is its last event),
 * a refused one not at all, one whose answer was lost at most once. Commands are found by their correlation id.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { CommandRecord, Entity, Operation } from "./command-load"

type LoggedEvent = { position: number; streamId: string; version: number; type: string; data: Record<string, unknown>; correlationId: string | null }

const mainType = (entity: Entity, operation: Operation) =>
  `${entity[0]!.toUpperCase()}${entity.slice(1)}${{ create: "Created", rename: "Renamed", delete: "Deleted" }[operation]}`
const idKey: Record<Entity, string> = { milestone: "milestoneId", process: "processId", activity: "activityId" }

export const readLog = async (sql: SqlQuery): Promise<LoggedEvent[]> =>
  (
    await sql.query<{ global_position: number; stream_id: string; stream_version: number; type: string; data: Record<string, unknown>; cid: string | null }>(
      "SELECT global_position, stream_id, stream_version, type, data, metadata->>'correlationId' AS cid FROM events ORDER BY global_position",
    )
  ).map((row) => ({ position: Number(row.global_position), streamId: row.stream_id, version: row.stream_version, type: row.type, data: row.data, correlationId: row.cid }))

/** Streams whose versions are not 1…n, as readable lines (empty when all are). */
export const streamVersionGaps = (log: readonly LoggedEvent[]): string[] => {
  const versions = new Map<string, number[]>()
  for (const event of log) versions.set(event.streamId, [...(versions.get(event.streamId) ?? []), event.version])
  const gaps: string[] = []
  for (const [stream, list] of versions) {
    const sorted = [...list].sort((a, b) => a - b)
    if (sorted.some((version, i) => version !== i + 1)) gaps.push(`${stream}: ${sorted.join(",")}`)
  }
  return gaps
}

/** Commands the log does not account for as their outcome requires, as readable lines (empty when all are). */
export const ledgerViolations = (log: readonly LoggedEvent[], ledger: readonly CommandRecord[]): string[] => {
  const byCommand = new Map<string, LoggedEvent[]>()
  for (const event of log) if (event.correlationId) byCommand.set(event.correlationId, [...(byCommand.get(event.correlationId) ?? []), event])
  const violations: string[] = []
  for (const record of ledger) {
    const events = byCommand.get(record.correlationId) ?? []
    const type = mainType(record.entity, record.operation)
    const main = events.filter((e) => e.type === type && (record.entityId === undefined || e.data[idKey[record.entity]] === record.entityId))
    const what = `${record.correlationId} (${record.operation} ${record.entity} ${record.entityId ?? ""}, ${record.outcome} ${record.status})`
    if (events.some((e) => e.streamId !== `project-${record.projectId}`)) violations.push(`${what}: events outside its project's stream`)
    if (record.outcome === "failed") violations.push(`${what}: answered ${record.status} ${record.detail}`)
    else if (record.outcome === "acked") {
      if (main.length !== 1) violations.push(`${what}: acknowledged, its ${type} is in the log ${main.length} times`)
      else if (Math.max(...events.map((e) => e.position)) !== record.position)
        violations.push(`${what}: answered position ${record.position}, its last event is at ${Math.max(...events.map((e) => e.position))}`)
    } else if (record.outcome === "refused") {
      if (events.length > 0) violations.push(`${what}: refused, yet ${events.length} events carry its correlation id`)
    } else if (main.length > 1) violations.push(`${what}: answer lost, its ${type} is in the log ${main.length} times`)
  }
  return violations
}
