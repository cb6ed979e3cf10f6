/**
 * @module The answer of GET /1.2/audit/verify (docs/audit.md): the event log's hash chains checked, and
 * the first broken link of each broken stream — streams and positions only, never an event's content.
 */
import { Schema } from "effect"

export const CHAIN_PROBLEMS = ["hash_mismatch", "chain_broken", "missing_hash"] as const

export const BrokenLinkDto = Schema.Struct({
  stream_id: Schema.String,
  stream_version: Schema.Int,
  global_position: Schema.Int,
  /** hash_mismatch: the stored content was changed; chain_broken: an event removed, inserted or reordered; missing_hash: none stored. */
  problem: Schema.Literals(CHAIN_PROBLEMS),
})
export type BrokenLinkDto = typeof BrokenLinkDto.Type

export const AuditVerificationDto = Schema.Struct({
  ok: Schema.Boolean,
  events: Schema.Int,
  streams: Schema.Int,
  seconds: Schema.Finite,
  broken: Schema.Array(BrokenLinkDto),
})
export type AuditVerificationDto = typeof AuditVerificationDto.Type
