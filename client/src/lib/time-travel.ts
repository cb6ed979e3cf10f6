/**
 * @module Time travel (issue 11): `?as_of=<position | ISO date-time>` on a `/projects/:projectId/*` address shows
 * the whole project as it was at that point, read-only. One code path: the same pages and hooks render, and
 *
 * - the project frame (components/time-travel/time-travel-scope.tsx) turns the mode on here for as long as it
 *   shows the project as of a point, and wraps its pages in a QueryClient of their own: the as-of answers are
 *   cached apart from the live ones (same keys, another cache) and never go stale — a past state does not change,
 *   and live notices (live-updates.ts) invalidate the app's client only;
 * - the API client asks `asOfPath` for every call: a GET of the project's content (everything under /1.2/profile
 *   but the lists of projects, the code lists, the IFC knowledge, jobs, files, permissions and the history) carries
 *   `as_of`, and notes the effective position the answer names (`X-As-Of-Position`) for the banner;
 * - the API client refuses every change under /1.2/profile while the mode is on (`refusesChange`), with a toast:
 *   a guard only, the pages offer no change anyway (the frame gives them the permission "read").
 *
 * The mode is the module's state, not React's, because the API client reads it outside React. The frame sets it
 * before its pages fetch (in its render and a layout effect) and ends it when it leaves the point in time.
 */
import { useSyncExternalStore } from "react"

/** The URL's search parameter (and the API's query parameter). */
export const AS_OF_PARAM = "as_of"

export type TimeTravel = {
  readonly projectId: number
  /** As the URL says it: a position ("1234") or an ISO date-time. */
  readonly asOf: string
  /** The position the answers were read at (`X-As-Of-Position`), once one came. */
  readonly position: number | null
}

const POSITION = /^[1-9]\d{0,15}$/u
/** A date with a time of day, as ISO 8601 writes it (a zone, or none: local time). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/u

/** An as_of the API takes, trimmed; null for none or one it would refuse (then the project is shown as it is now). */
export const parseAsOf = (raw: string | null | undefined): string | null => {
  const value = raw?.trim() ?? ""
  if (POSITION.test(value)) return value
  return ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? value : null
}

/** The position an as_of names, or null when it names a time. */
export const positionOf = (asOf: string): number | null => (POSITION.test(asOf) ? Number(asOf) : null)

let current: TimeTravel | null = null
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

/**
 * Shows project `projectId` as of `asOf` (null: as it is now). Idempotent: the frame calls it on every render,
 * there without telling the components (`notify` false: React forbids updating others while rendering).
 */
export const setTimeTravel = (mode: { projectId: number; asOf: string } | null, notify = true) => {
  if (mode?.projectId !== current?.projectId || mode?.asOf !== current?.asOf) current = mode && { ...mode, position: null }
  if (notify) changed()
}

export const timeTravel = (): TimeTravel | null => current

/** The mode for components: re-renders when it changes (also when the effective position comes in). */
export const useTimeTravel = (): TimeTravel | null =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
  )

/** Reads whose answer does not depend on the project's history (or that must show now): never sent with as_of. */
const NOW_ONLY = [
  /^\/1\.2\/profile\/projects(?:\?|$)/u,
  // The diff names its two points itself (from, to): as_of would be a third.
  /^\/1\.2\/profile\/projects\/\d+\/(?:history|versions|permissions|shares|diff)(?:[/.?]|$)/u,
  /^\/1\.2\/profile\/(?:ifc|jobs)\//u,
  // The code lists (role types …) belong to no project: the API would refuse an as_of without one (400).
  /^\/1\.2\/profile\/codes(?:\?|$)/u,
  /\/content(?:\?|$)/u,
]

const readsProjectContent = (path: string) => path.startsWith("/1.2/profile/") && !NOW_ONLY.some((pattern) => pattern.test(path))

/** The address a call goes to: a GET of the project's content with `as_of` while the mode is on, else `path` as it is. */
export const asOfPath = (method: string, path: string): string => {
  if (!current || method !== "GET" || !readsProjectContent(path)) return path
  return `${path}${path.includes("?") ? "&" : "?"}${AS_OF_PARAM}=${encodeURIComponent(current.asOf)}`
}

/**
 * Whether a call is a change the mode forbids: any write under /1.2/profile (writes never take as_of) — but an
 * export, which reads the project as of the point (`exp_as_of`, `exportAsOf`) and changes nothing of then.
 */
export const refusesChange = (method: string, path: string): boolean =>
  current !== null && method !== "GET" && path.startsWith("/1.2/profile/") && !(method === "POST" && path === "/1.2/profile/exports")

/** The position an export made in the mode shows (`exp_as_of`): the one the reads were answered at; none outside the mode. */
export const exportAsOf = (): number | undefined => (current ? (current.position ?? positionOf(current.asOf) ?? undefined) : undefined)

/** Notes the position an as-of answer was read at (`X-As-Of-Position`). */
export const sawAsOfPosition = (header: string | null) => {
  const position = Number(header)
  if (!current || !header || !Number.isInteger(position) || position <= 0 || position === current.position) return
  current = { ...current, position }
  changed()
}

/** A location's search with `as_of` set (or removed, for null), the other parameters kept. */
export const withAsOf = (search: string, asOf: string | null): string => {
  const params = new URLSearchParams(search)
  if (asOf === null) params.delete(AS_OF_PARAM)
  else params.set(AS_OF_PARAM, asOf)
  const text = params.toString()
  return text ? `?${text}` : ""
}

/**
 * When positions happened, as the timeline showed them (this tab only): the banner names the time of a position
 * the user travelled to from there. A position reached otherwise (a link) is named by its number alone.
 */
const knownTimes = new Map<number, string>()
export const rememberPositionTime = (position: number, time: string) => knownTimes.set(position, time)
export const timeOfPosition = (position: number): string | undefined => knownTimes.get(position)

/**
 * The published versions positions show, as the versions page named them (this tab only): the banner says
 * «Version 2.0.0» for the position a version's «Ansehen» travelled to. A position reached otherwise is named as above.
 */
const knownVersions = new Map<number, string>()
export const rememberPositionVersion = (position: number, semver: string) => knownVersions.set(position, semver)
export const versionOfPosition = (position: number): string | undefined => knownVersions.get(position)
