/**
 * @module The `bimp_projected` notice: published after a batch committed, it tells that the read models
 * reached `position` (from `from`), and which read models of which projects the batch changed (users and
 * organisations under id null). It must fit
 * a PostgreSQL NOTIFY payload (under 8000 bytes): a batch that changed too many projects to name sends
 * `projects: null` ("anything may have changed").
 */
import { kindsOfEventTypes, type LiveKind } from "@bimprofile/contracts/live/live-notification"

/** `id` null: users or organisations changed (no project; the kinds say which). */
export type ProjectChange = { readonly id: number | null; readonly kinds: readonly LiveKind[] }

export type ProjectedNotice = {
  /** The checkpoint after the batch: every read is at least this far once the notice arrives. */
  readonly position: number
  /** The checkpoint before the batch: a listener whose last notice ended elsewhere missed one. */
  readonly from: number
  readonly projects: readonly ProjectChange[] | null
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin. */
export const MAX_NOTICE_BYTES = 7_900

/** The notice of a committed batch, as the JSON payload to publish. */
export const projectedNoticePayload = (
  from: number,
  position: number,
  events: Iterable<{ readonly projectId: number | null; readonly type: string }>,
  maxBytes = MAX_NOTICE_BYTES,
): string => {
  const typesByProject = new Map<number | null, Set<string>>()
  for (const event of events) {
    let types = typesByProject.get(event.projectId)
    if (!types) typesByProject.set(event.projectId, (types = new Set()))
    types.add(event.type)
  }
  const projects: ProjectChange[] = []
  for (const [id, types] of typesByProject) {
    const kinds = kindsOfEventTypes(types)
    if (kinds.length > 0) projects.push({ id, kinds })
  }
  const payload = JSON.stringify({ position, from, projects } satisfies ProjectedNotice)
  if (Buffer.byteLength(payload) <= maxBytes) return payload
  return JSON.stringify({ position, from, projects: null } satisfies ProjectedNotice)
}

/** Reads a notice; undefined when the payload is not one (a listener then falls back to reading). */
export const parseProjectedNotice = (payload: string): ProjectedNotice | undefined => {
  let value: unknown
  try {
    value = JSON.parse(payload)
  } catch {
    return undefined
  }
  if (typeof value !== "object" || value === null) return undefined
  const { position, from, projects } = value as Record<string, unknown>
  if (!Number.isSafeInteger(position) || !Number.isSafeInteger(from)) return undefined
  if (projects !== null && !isProjectChangeList(projects)) return undefined
  return { position: position as number, from: from as number, projects }
}

const isProjectChangeList = (value: unknown): value is ProjectChange[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      typeof item === "object" && item !== null && (item.id === null || Number.isSafeInteger(item.id)) && Array.isArray(item.kinds) && item.kinds.every((k: unknown) => typeof k === "string"),
  )
