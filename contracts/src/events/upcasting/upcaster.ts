/**
 * @module One step of an event's schema evolution: how data stored as `fromVersion` of `type` reads as
 * `fromVersion + 1`. Declared beside the event it belongs to (STYLE.md §2.3), collected in
 * `events/event-upcasters.ts`, applied by the event store on every read (`upcast.ts`).
 *
 * A step keeps the type: a changed meaning is a new event, not a new version of an old one. So a reader
 * that asks the store for events of a type finds every stored version of it.
 *
 * @example
 *   // milestone-events.ts: v1 stored `title`, v2 calls it `name`.
 *   const MilestoneRenamedV1 = Schema.Struct({ milestoneId: Schema.Int, title: Schema.String })
 *   export const milestoneRenamedV1 = defineUpcaster("MilestoneRenamed", 1, MilestoneRenamedV1, (old) => ({
 *     milestoneId: old.milestoneId,
 *     name: old.title,
 *   }))
 */
import type { Schema } from "effect"
import { decodeOrThrow } from "../../codec/decode"

export type Upcaster = {
  readonly type: string
  /** The stored version this step reads; it yields `fromVersion + 1`. */
  readonly fromVersion: number
  readonly upcast: (data: unknown) => unknown
}

/**
 * A step whose input is decoded with the old version's data schema first: a stored event that does not
 * match the version it claims is a defect and fails loudly, like any undecodable stored event.
 */
export const defineUpcaster = <S extends Schema.Top & { readonly DecodingServices: never }, Out>(
  type: string,
  fromVersion: number,
  from: S,
  upcast: (old: S["Type"]) => Out,
): Upcaster => {
  const decode = decodeOrThrow(from)
  return { type, fromVersion, upcast: (data) => upcast(decode(data)) }
}
