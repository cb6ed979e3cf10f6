/**
 * @module The backup file of `npm run events:export` / `events:import`: NDJSON, one JSON object per line.
 *
 *   line 1        {"format": "bimprofile-events", "version": 1, "head": <last position>, "exportedAt": <ISO>,
 *                  "withKeys": <bool>}
 *   then, in this order (each line has a "kind"):
 *   event         every stored event in position order, exactly as stored: global_position, stream_id,
 *                 stream_version, type, schema_version (as written, not upcast), data, metadata, recorded_at
 *                 (UTC, microseconds), hash and prev_hash (hex; docs/audit.md)
 *   stream_key    the lookup keys (key, stream_id)
 *   sequence      the id sequences (name, last_value, is_called)
 *   setting       the reference project's id; with --with-keys also the identity pepper and the administrator
 *   blob          each kept file (documents, kept exports: sha256, size, chunks, stored_at), followed by its
 *   blob_chunk    chunks in order (sha256, seq, bytes in base64, at most 1 MiB each)
 *   personal_key  only with --with-keys: each user's key (usr_id, key) — the file then holds personal data
 *   credential    only with --with-keys: each password hash and last sign-in (usr_id, pw_hash, login_date, login_ip)
 *   end           {"kind": "end", "events": n, "stream_keys": n, "sequences": n, "settings": n, "blobs": n,
 *                  "personal_keys": n, "credentials": n}
 *
 * The end line is how a file cut short is told from a whole one: without it the import refuses.
 * The checks here are on one line's shape; what a line means against the others is import-command.ts's.
 */
import type { Credential, PersonalKey, SequenceValue, SettingValue } from "@bimprofile/infra/backup/installation-rows"

export const FORMAT = "bimprofile-events"
export const FORMAT_VERSION = 1

export type Header = { readonly format: typeof FORMAT; readonly version: number; readonly head: number; readonly exportedAt: string; readonly withKeys: boolean }

export type EndLine = {
  readonly kind: "end"
  readonly events: number
  readonly stream_keys: number
  readonly sequences: number
  readonly settings: number
  readonly blobs: number
  readonly personal_keys: number
  readonly credentials: number
}

/** The order of the sections: a line of a kind may not follow a line of a later kind. */
export const sectionOrder = ["event", "stream_key", "sequence", "setting", "blob", "personal_key", "credential", "end"] as const
export type Section = (typeof sectionOrder)[number]
/** A line's kind: a section's, or a chunk of the blob before it. */
export type LineKind = Section | "blob_chunk"
/** The section a kind belongs to. */
export const sectionOf = (kind: LineKind): Section => (kind === "blob_chunk" ? "blob" : kind)
export const isLineKind = (kind: unknown): kind is LineKind => kind === "blob_chunk" || sectionOrder.includes(kind as Section)

/** What an event line must hold for the import to insert it (the rest is checked by its hash). */
export type EventLineFields = {
  readonly global_position: number
  readonly stream_id: string
  readonly stream_version: number
  readonly hash: string
  readonly prev_hash: string
}

/** A line the import refuses, with its number (1 = the header). */
export class BadLine extends Error {
  constructor(
    readonly lineNumber: number,
    reason: string,
  ) {
    super(`line ${lineNumber}: ${reason}`)
  }
}

type Json = Record<string, unknown>

const isPositiveInt = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0
const isNonNegativeInt = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0
const HASH = /^[0-9a-f]{64}$/
const EVENT_TYPE = /^[A-Za-z][A-Za-z0-9_]*$/
// What the export writes (to_char … 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'): a time PostgreSQL reads back exactly.
const RECORDED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

/** Parses a line into an object, or says why it is none. */
export const parseLine = (text: string, lineNumber: number): Json => {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new BadLine(lineNumber, `not JSON (${(error as Error).message})`)
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new BadLine(lineNumber, "not a JSON object")
  return value as Json
}

export const checkHeader = (line: Json): Header => {
  if (line.format !== FORMAT) throw new BadLine(1, `not a BIM Profile event export (its first line must have "format": "${FORMAT}")`)
  if (line.version !== FORMAT_VERSION)
    throw new BadLine(1, `format version ${JSON.stringify(line.version)} is not ${FORMAT_VERSION}: import with the version of BIM Profile that exported it`)
  if (!isNonNegativeInt(line.head)) throw new BadLine(1, `"head" must be the last position (an integer ≥ 0)`)
  if (typeof line.exportedAt !== "string") throw new BadLine(1, `"exportedAt" is missing`)
  if (typeof line.withKeys !== "boolean") throw new BadLine(1, `"withKeys" must be true or false`)
  return line as Header
}

const missing = (line: Json, lineNumber: number, checks: Record<string, (v: unknown) => boolean>): void => {
  for (const [field, ok] of Object.entries(checks)) {
    if (!(field in line)) throw new BadLine(lineNumber, `${String(line.kind)} line without "${field}"`)
    if (!ok(line[field])) throw new BadLine(lineNumber, `${String(line.kind)} line with an invalid "${field}": ${JSON.stringify(line[field])?.slice(0, 80)}`)
  }
}

export const checkEventLine = (line: Json, lineNumber: number): EventLineFields => {
  missing(line, lineNumber, {
    global_position: isPositiveInt,
    stream_id: (v) => typeof v === "string" && v.length > 0,
    stream_version: isPositiveInt,
    type: (v) => typeof v === "string" && EVENT_TYPE.test(v),
    schema_version: isPositiveInt,
    data: (v) => v !== undefined,
    metadata: (v) => typeof v === "object" && v !== null && !Array.isArray(v),
    recorded_at: (v) => typeof v === "string" && RECORDED_AT.test(v),
    hash: (v) => typeof v === "string" && HASH.test(v),
    prev_hash: (v) => typeof v === "string" && (v === "" || HASH.test(v)),
  })
  return line as unknown as EventLineFields
}

export const checkStreamKeyLine = (line: Json, lineNumber: number): void =>
  missing(line, lineNumber, { key: (v) => typeof v === "string" && v.length > 0, stream_id: (v) => typeof v === "string" && v.length > 0 })

export const checkSequenceLine = (line: Json, lineNumber: number): SequenceValue => {
  missing(line, lineNumber, { name: (v) => typeof v === "string" && /^ids_[a-z_]+$/.test(v), last_value: Number.isSafeInteger, is_called: (v) => typeof v === "boolean" })
  return { name: line.name as string, last_value: line.last_value as number, is_called: line.is_called as boolean }
}

export const checkSettingLine = (line: Json, lineNumber: number, allowed: readonly string[]): SettingValue => {
  missing(line, lineNumber, { key: (v) => typeof v === "string" && allowed.includes(v), value: (v) => typeof v === "string" })
  return { key: line.key as string, value: line.value as string }
}

export const checkPersonalKeyLine = (line: Json, lineNumber: number): PersonalKey => {
  missing(line, lineNumber, { usr_id: isPositiveInt, key: (v) => typeof v === "string" && v.length > 0 })
  return { usr_id: line.usr_id as number, key: line.key as string }
}

const isTime = (v: unknown) => typeof v === "string" && RECORDED_AT.test(v)
const stringOrNull = (v: unknown) => v === null || typeof v === "string"

export const checkCredentialLine = (line: Json, lineNumber: number): Credential => {
  missing(line, lineNumber, { usr_id: isPositiveInt, pw_hash: stringOrNull, login_date: (v) => v === null || isTime(v), login_ip: stringOrNull })
  return { usr_id: line.usr_id as number, pw_hash: line.pw_hash as string | null, login_date: line.login_date as string | null, login_ip: line.login_ip as string | null }
}

export type BlobFields = { readonly sha256: string; readonly size: number; readonly chunks: number; readonly stored_at: string }

export const checkBlobLine = (line: Json, lineNumber: number): BlobFields => {
  missing(line, lineNumber, {
    sha256: (v) => typeof v === "string" && HASH.test(v),
    size: isNonNegativeInt,
    chunks: isPositiveInt,
    stored_at: (v) => typeof v === "string" && RECORDED_AT.test(v),
  })
  return line as unknown as BlobFields
}

export const checkBlobChunkLine = (line: Json, lineNumber: number): { sha256: string; seq: number; bytes: Buffer } => {
  missing(line, lineNumber, {
    sha256: (v) => typeof v === "string" && HASH.test(v),
    seq: isNonNegativeInt,
    bytes: (v) => typeof v === "string" && /^[A-Za-z0-9+/]*={0,2}$/.test(v),
  })
  return { sha256: line.sha256 as string, seq: line.seq as number, bytes: Buffer.from(line.bytes as string, "base64") }
}

export const checkEndLine = (line: Json, lineNumber: number): EndLine => {
  missing(line, lineNumber, {
    events: isNonNegativeInt,
    stream_keys: isNonNegativeInt,
    sequences: isNonNegativeInt,
    settings: isNonNegativeInt,
    blobs: isNonNegativeInt,
    personal_keys: isNonNegativeInt,
    credentials: isNonNegativeInt,
  })
  return line as unknown as EndLine
}
