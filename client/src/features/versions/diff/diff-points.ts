/**
 * @module The two points the diff page compares, as its URL and the API write them (`from=`, `to=`): a published
 * version (`v3`), a position of the history (`1234`), a moment (an ISO date-time) or the working state (`now`).
 * The pickers edit one as its kind and its value; what the URL names wrongly is left out (the page asks again).
 */
import { parseAsOf, positionOf } from "../../../lib/time-travel"

export const POINT_KINDS = ["version", "time", "position", "now"] as const
export type PointKind = (typeof POINT_KINDS)[number]

export type Point =
  | { readonly kind: "version"; readonly number: number }
  | { readonly kind: "time"; readonly iso: string }
  | { readonly kind: "position"; readonly position: number }
  | { readonly kind: "now" }

const VERSION = /^v([1-9]\d{0,8})$/iu

/** The point a URL's parameter names, or null for none or one the API would refuse. */
export const parsePoint = (raw: string | null): Point | null => {
  const text = raw?.trim() ?? ""
  if (text.toLowerCase() === "now") return { kind: "now" }
  const version = VERSION.exec(text)
  if (version) return { kind: "version", number: Number(version[1]) }
  const asOf = parseAsOf(text)
  if (asOf === null) return null
  const position = positionOf(asOf)
  return position === null ? { kind: "time", iso: asOf } : { kind: "position", position }
}

/** The parameter's text of a point. */
export const pointParam = (point: Point): string => {
  switch (point.kind) {
    case "version":
      return `v${point.number}`
    case "time":
      return point.iso
    case "position":
      return String(point.position)
    case "now":
      return "now"
  }
}

/** The version a point names, if it names one. */
export const versionOf = (point: Point | null): number | null => (point?.kind === "version" ? point.number : null)
