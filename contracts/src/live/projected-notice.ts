/**
 * @module The `bimp_projected` notice: published by the projector after a batch committed, it tells that
 * the read models reached `position` (from `from`), and which read models of which projects the batch
 * changed (users and organisations under id null). The query service's live stream reads it; the format
 * lives here so that neither side imports the other. It must fit a PostgreSQL NOTIFY payload (under 8000
 * bytes): a batch that changed too many projects to name sends `projects: null` ("anything may have changed").
 */
import type { ProjectAccessFacts } from "../access/roles"
import { kindsOfEventTypes, type LiveKind } from "./live-notification"

/**
 * Who may have lost read access to a project by the batch: these users, the members of these
 * organisations, everyone signed in (`all`). The live filter lets the project's notification through to
 * them too, so their lists drop it; its kinds carry no data of the project. App admins read every project
 * anyway and are never named.
 */
export type FormerReaders = { readonly users: readonly number[]; readonly organisations: readonly number[]; readonly all?: boolean }

/** `id` null: users or organisations changed (no project; the kinds say which). */
export type ProjectChange = { readonly id: number | null; readonly kinds: readonly LiveKind[]; readonly formerReaders?: FormerReaders }

/** Events after which those who could read the project before are unknown to its events: the runner reads its access facts first. */
export const READERS_MAY_SHRINK = new Set(["ProjectDeleted", "ProjectOwnershipChanged", "ProjectSharingWithAllChanged", "ProjectTypeChanged"])

/** Everyone who may read a project with these facts (app admins aside). */
export const readersOf = (facts: ProjectAccessFacts): FormerReaders => ({
  users: [...facts.grants.keys()],
  organisations: [...(facts.orgId === null ? [] : [facts.orgId]), ...facts.sharedOrgIds],
  ...((facts.accessAll || facts.reference) && { all: true }),
})

/** The users and organisations an event names as losing access: a revoked permission, an ended share. */
export const formerReadersOfEvent = (type: string, data: unknown): FormerReaders | undefined => {
  const fields = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>
  if (type === "ProjectPermissionRevoked" && Number.isSafeInteger(fields.userId)) return { users: [fields.userId as number], organisations: [] }
  if (type === "ProjectUnsharedWithOrganisation" && Number.isSafeInteger(fields.orgId)) return { users: [], organisations: [fields.orgId as number] }
  return undefined
}

/** Both lists together, without repeats; undefined when neither names anyone. */
export const mergeFormerReaders = (a: FormerReaders | undefined, b: FormerReaders | undefined): FormerReaders | undefined => {
  if (!a || !b) return a ?? b
  return {
    users: [...new Set([...a.users, ...b.users])],
    organisations: [...new Set([...a.organisations, ...b.organisations])],
    ...((a.all || b.all) && { all: true }),
  }
}

/**
 * The batch's trace, when the projector traces (docs/operations.md "Traces"): its span's W3C `traceparent`, which
 * the live notification's span continues, and the correlation ids of the calls whose events it projected (at most
 * 32). Left out, or its ids, when the notice would not fit otherwise: it never costs a project its change.
 */
export type NoticeTrace = { readonly traceparent: string; readonly correlationIds?: readonly string[] }

export type ProjectedNotice = {
  /** The checkpoint after the batch: every read is at least this far once the notice arrives. */
  readonly position: number
  /** The checkpoint before the batch: a listener whose last notice ended elsewhere missed one. */
  readonly from: number
  readonly projects: readonly ProjectChange[] | null
  readonly trace?: NoticeTrace
}

const utf8 = new TextEncoder()

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin. */
export const MAX_NOTICE_BYTES = 7_900

/**
 * The notice of a committed batch, as the JSON payload to publish. `readersBefore`: who could read the
 * projects the batch deleted or narrowed (`READERS_MAY_SHRINK`), read before the batch committed.
 */
export const projectedNoticePayload = (
  from: number,
  position: number,
  events: Iterable<{ readonly projectId: number | null; readonly type: string; readonly data?: unknown }>,
  maxBytes = MAX_NOTICE_BYTES,
  readersBefore: ReadonlyMap<number, FormerReaders> = new Map(),
  trace?: NoticeTrace,
): string => {
  const typesByProject = new Map<number | null, Set<string>>()
  const former = new Map<number, FormerReaders | undefined>(readersBefore)
  for (const event of events) {
    let types = typesByProject.get(event.projectId)
    if (!types) typesByProject.set(event.projectId, (types = new Set()))
    types.add(event.type)
    if (event.projectId !== null) former.set(event.projectId, mergeFormerReaders(former.get(event.projectId), formerReadersOfEvent(event.type, event.data)))
  }
  const projects: ProjectChange[] = []
  for (const [id, types] of typesByProject) {
    const kinds = kindsOfEventTypes(types)
    const formerReaders = id === null ? undefined : former.get(id)
    if (kinds.length > 0) projects.push({ id, kinds, ...(formerReaders && { formerReaders }) })
  }
  const fits = (payload: string) => utf8.encode(payload).length <= maxBytes
  let notice: ProjectedNotice = { position, from, projects }
  if (!fits(JSON.stringify(notice))) notice = { position, from, projects: null }
  // The trace goes along only where it fits: whole, else without the correlation ids, else not at all.
  const traces = trace ? [trace, { traceparent: trace.traceparent }] : []
  for (const candidate of traces) {
    const traced = JSON.stringify({ ...notice, trace: candidate } satisfies ProjectedNotice)
    if (fits(traced)) return traced
  }
  return JSON.stringify(notice)
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
  const { position, from, projects, trace } = value as Record<string, unknown>
  if (!Number.isSafeInteger(position) || !Number.isSafeInteger(from)) return undefined
  if (projects !== null && !isProjectChangeList(projects)) return undefined
  // A trace of another shape is only left out: the notice itself is sound.
  return { position: position as number, from: from as number, projects, ...(isNoticeTrace(trace) && { trace }) }
}

const isNoticeTrace = (value: unknown): value is NoticeTrace =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as NoticeTrace).traceparent === "string" &&
  ((value as NoticeTrace).correlationIds === undefined ||
    (Array.isArray((value as NoticeTrace).correlationIds) && (value as NoticeTrace).correlationIds!.every((id) => typeof id === "string")))

const isProjectChangeList = (value: unknown): value is ProjectChange[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      typeof item === "object" &&
      item !== null &&
      (item.id === null || Number.isSafeInteger(item.id)) &&
      Array.isArray(item.kinds) &&
      item.kinds.every((k: unknown) => typeof k === "string") &&
      (item.formerReaders === undefined || isFormerReaders(item.formerReaders)),
  )

const isIdList = (value: unknown) => Array.isArray(value) && value.every((id) => Number.isSafeInteger(id))

const isFormerReaders = (value: unknown): value is FormerReaders =>
  typeof value === "object" &&
  value !== null &&
  isIdList((value as FormerReaders).users) &&
  isIdList((value as FormerReaders).organisations) &&
  ((value as FormerReaders).all === undefined || typeof (value as FormerReaders).all === "boolean")
