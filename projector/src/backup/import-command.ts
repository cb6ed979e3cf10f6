/**
 * @module `npm run events:import`: loads an export (ndjson-format.ts) into an empty event store, keeping
 * every position, version, time and hash as it was.
 *
 * ONE transaction for the whole file, under the append lock: either the whole log is there, verified, or
 * nothing is (a refused or broken import leaves the store empty, ready for the next attempt — there is no
 * half-imported state to resume from). The file is read line by line and inserted in batches, so only one
 * batch and each stream's last hash are in memory, never the log.
 *
 * Each line is checked as it comes, and the first bad one is named by its number:
 *   - not JSON, not an object, a field missing or of the wrong form, a line out of its section's order;
 *   - an event whose position does not grow, whose version does not follow its stream's previous event, or
 *     whose prev_hash is not that event's hash (a line removed, inserted or reordered);
 *   - an event whose hash is not the one its content gives (`bimp_event_hash`, recomputed by PostgreSQL
 *     as the batch is inserted): a line whose content was changed;
 *   - a kept file whose chunks do not give its size and SHA-256 (its name).
 * A file without its end line (cut short) or whose counts or head differ from what it holds is refused, and
 * after loading, the chains of the whole store are verified again (verify-chain.ts), as `npm run verify` does.
 */
import {
  carriedSettingKeys,
  countCredentials,
  countPersonalKeys,
  type Credential,
  type PersonalKey,
  type SequenceValue,
  type SettingValue,
  writeCarriedSettings,
  writeCredentials,
  writeIdSequences,
  writePersonalKeys,
} from "@bimprofile/infra/backup/installation-rows"
import {
  continuePositionsAfter,
  countEventLogRows,
  insertEventRowLines,
  insertStreamKeyLines,
  lockAppends,
} from "@bimprofile/infra/event-store/event-log-rows"
import { insertBlobChunk, insertBlobRow } from "@bimprofile/infra/blobs/blob-rows"
import { verifyEventChains } from "@bimprofile/infra/event-store/verify-chain"
import type { SqlClient, SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { createHash, type Hash } from "node:crypto"
import readline from "node:readline"
import type { Readable } from "node:stream"
import {
  BadLine,
  type BlobFields,
  checkBlobChunkLine,
  checkBlobLine,
  checkCredentialLine,
  checkEndLine,
  checkEventLine,
  checkHeader,
  checkPersonalKeyLine,
  checkSequenceLine,
  checkSettingLine,
  checkStreamKeyLine,
  type EndLine,
  type Header,
  isLineKind,
  parseLine,
  type Section,
  sectionOf,
  sectionOrder,
} from "./ndjson-format"

/** The import was refused for the file as a whole or for the store it was to go into; nothing was written. */
export class ImportRefused extends Error {}
export { BadLine }

export type ImportOptions = {
  /** Event lines per insert (default 1,000). */
  readonly batchSize?: number
  readonly onProgress?: (progress: { readonly events: number; readonly head: number }) => void
}

export type ImportResult = Omit<EndLine, "kind"> & { readonly head: number; readonly withKeys: boolean }

export const importEventLog = async (sql: SqlClient, input: Readable, options: ImportOptions = {}): Promise<ImportResult> =>
  sql.transaction(async (tx) => {
    await lockAppends(tx)
    const present = await countEventLogRows(tx)
    if (present.events > 0 || present.streamKeys > 0)
      throw new ImportRefused(
        `the target store is not empty (${present.events} events, ${present.streamKeys} stream keys): an import goes only into a new database ` +
          "(create one, point DATABASE_URL or DATA_DIR at it, then import before any service starts on it)",
      )
    const importer = new Importer(tx, options)
    const lines = readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })
    for await (const text of lines) await importer.line(text)
    return importer.finish()
  })

/** Follows the file line by line through its sections (see the module comment). */
class Importer {
  private lineNumber = 0
  private header: Header | undefined
  private section: Section = "event"
  private end: EndLine | undefined
  private readonly counts = { events: 0, stream_keys: 0, sequences: 0, settings: 0, blobs: 0, personal_keys: 0, credentials: 0 }
  private lastPosition = 0
  /** Each stream's last event so far: the next one must continue it. */
  private readonly chains = new Map<string, { readonly version: number; readonly hash: string }>()
  private events: { texts: string[]; positions: number[]; lineNumbers: number[] } = { texts: [], positions: [], lineNumbers: [] }
  private streamKeys: { texts: string[]; first: number } = { texts: [], first: 0 }
  private readonly sequences: SequenceValue[] = []
  private readonly settings: SettingValue[] = []
  private personalKeys: PersonalKey[] = []
  private credentials: Credential[] = []
  /** The kept file whose chunks are coming: they must give its SHA-256. */
  private blob: { fields: BlobFields; lineNumber: number; nextSeq: number; size: number; hash: Hash } | undefined
  private readonly batchSize: number

  constructor(
    private readonly tx: SqlQuery,
    private readonly options: ImportOptions,
  ) {
    this.batchSize = options.batchSize ?? 1_000
  }

  async line(text: string): Promise<void> {
    const n = ++this.lineNumber
    if (text.trim() === "") throw new BadLine(n, "empty line")
    const line = parseLine(text, n)
    if (!this.header) {
      this.header = checkHeader(line)
      if (this.header.withKeys && (await countPersonalKeys(this.tx)) + (await countCredentials(this.tx)) > 0)
        throw new ImportRefused("the target already holds personal-data keys or passwords: import a file with keys only into a new database")
      return
    }
    if (this.end) throw new BadLine(n, "a line after the end line")
    const kind = line.kind
    if (!isLineKind(kind)) throw new BadLine(n, `unknown kind ${JSON.stringify(kind)}`)
    const section = sectionOf(kind)
    if (sectionOrder.indexOf(section) < sectionOrder.indexOf(this.section)) throw new BadLine(n, `a ${kind} line after the ${this.section} lines`)
    if (section !== this.section) await this.closeSection(section)
    switch (kind) {
      case "event":
        return this.event(text, line, n)
      case "stream_key":
        checkStreamKeyLine(line, n)
        if (this.streamKeys.texts.length === 0) this.streamKeys.first = n
        this.streamKeys.texts.push(text)
        this.counts.stream_keys++
        if (this.streamKeys.texts.length >= this.batchSize * 5) await this.flushStreamKeys()
        return
      case "sequence":
        this.sequences.push(checkSequenceLine(line, n))
        this.counts.sequences++
        return
      case "setting":
        this.settings.push(checkSettingLine(line, n, carriedSettingKeys(this.header.withKeys)))
        this.counts.settings++
        return
      case "blob":
        await this.closeBlob()
        this.blob = { fields: checkBlobLine(line, n), lineNumber: n, nextSeq: 0, size: 0, hash: createHash("sha256") }
        this.counts.blobs++
        return
      case "blob_chunk":
        return this.blobChunk(line, n)
      case "personal_key":
        if (!this.header.withKeys) throw new BadLine(n, 'a personal_key line in a file whose header says "withKeys": false')
        this.personalKeys.push(checkPersonalKeyLine(line, n))
        this.counts.personal_keys++
        if (this.personalKeys.length >= this.batchSize * 5) await this.flushPersonalKeys()
        return
      case "credential":
        if (!this.header.withKeys) throw new BadLine(n, 'a credential line in a file whose header says "withKeys": false')
        this.credentials.push(checkCredentialLine(line, n))
        this.counts.credentials++
        if (this.credentials.length >= this.batchSize * 5) await this.flushCredentials()
        return
      case "end":
        this.end = checkEndLine(line, n)
        return
    }
  }

  private async event(text: string, line: Record<string, unknown>, n: number): Promise<void> {
    const event = checkEventLine(line, n)
    if (event.global_position <= this.lastPosition)
      throw new BadLine(n, `position ${event.global_position} does not follow position ${this.lastPosition}: events must be in position order`)
    const previous = this.chains.get(event.stream_id)
    const expectedVersion = (previous?.version ?? 0) + 1
    if (event.stream_version !== expectedVersion)
      throw new BadLine(n, `${event.stream_id} version ${event.stream_version} where version ${expectedVersion} comes next: an event is missing or out of order`)
    if (event.prev_hash !== (previous?.hash ?? ""))
      throw new BadLine(n, `the prev_hash of ${event.stream_id} version ${event.stream_version} is not the hash of the event before it in its stream`)
    this.chains.set(event.stream_id, { version: event.stream_version, hash: event.hash })
    this.lastPosition = event.global_position
    this.events.texts.push(text)
    this.events.positions.push(event.global_position)
    this.events.lineNumbers.push(n)
    this.counts.events++
    if (this.events.texts.length >= this.batchSize) await this.flushEvents()
  }

  private async blobChunk(line: Record<string, unknown>, n: number): Promise<void> {
    const chunk = checkBlobChunkLine(line, n)
    const blob = this.blob
    if (!blob || chunk.sha256 !== blob.fields.sha256 || chunk.seq !== blob.nextSeq)
      throw new BadLine(n, `chunk ${chunk.seq} of file ${chunk.sha256} where ${blob ? `chunk ${blob.nextSeq} of file ${blob.fields.sha256}` : "a blob line"} comes next`)
    blob.hash.update(chunk.bytes)
    blob.size += chunk.bytes.length
    blob.nextSeq++
    await this.inserting(n, n, () => insertBlobChunk(this.tx, chunk.sha256, chunk.seq, chunk.bytes))
  }

  /** Names the file whose chunks came, once they are all there and give its SHA-256. */
  private async closeBlob(): Promise<void> {
    const blob = this.blob
    if (!blob) return
    this.blob = undefined
    const { fields, lineNumber } = blob
    if (blob.nextSeq !== fields.chunks) throw new BadLine(lineNumber, `file ${fields.sha256} has ${fields.chunks} chunks, the file holds ${blob.nextSeq}`)
    if (blob.size !== fields.size || blob.hash.digest("hex") !== fields.sha256)
      throw new BadLine(lineNumber, `the chunks of file ${fields.sha256} do not give its size and SHA-256: a chunk was changed after the export`)
    await this.inserting(lineNumber, lineNumber, () => insertBlobRow(this.tx, fields))
  }

  private async flushEvents(): Promise<void> {
    const { texts, positions, lineNumbers } = this.events
    if (texts.length === 0) return
    this.events = { texts: [], positions: [], lineNumbers: [] }
    const bad = await this.inserting(lineNumbers[0]!, lineNumbers.at(-1)!, () => insertEventRowLines(this.tx, texts, positions))
    if (bad >= 0)
      throw new BadLine(lineNumbers[bad]!, `the hash of the event at position ${positions[bad]} does not match its content: the line was changed after the export`)
    this.options.onProgress?.({ events: this.counts.events, head: this.header?.head ?? 0 })
  }

  private async flushStreamKeys(): Promise<void> {
    const { texts, first } = this.streamKeys
    if (texts.length === 0) return
    this.streamKeys = { texts: [], first: 0 }
    await this.inserting(first, first + texts.length - 1, () => insertStreamKeyLines(this.tx, texts))
  }

  private async flushPersonalKeys(): Promise<void> {
    const keys = this.personalKeys
    this.personalKeys = []
    await writePersonalKeys(this.tx, keys)
  }

  private async flushCredentials(): Promise<void> {
    const rows = this.credentials
    this.credentials = []
    await writeCredentials(this.tx, rows)
  }

  /** Runs an insert; a row the database refuses (e.g. a key twice) is reported with the lines of the batch. */
  private async inserting<T>(from: number, to: number, insert: () => Promise<T>): Promise<T> {
    try {
      return await insert()
    } catch (error) {
      const code = (error as { code?: unknown }).code
      if (typeof code === "string" && (code.startsWith("22") || code.startsWith("23")))
        throw new BadLine(from, `the database refused a line of lines ${from}–${to}: ${(error as Error).message}`)
      throw error
    }
  }

  /** Writes what the section before `next` collected. */
  private async closeSection(next: Section): Promise<void> {
    await this.flushEvents()
    if (sectionOrder.indexOf(next) > sectionOrder.indexOf("stream_key")) await this.flushStreamKeys()
    if (sectionOrder.indexOf(next) > sectionOrder.indexOf("blob")) await this.closeBlob()
    this.section = next
  }

  async finish(): Promise<ImportResult> {
    const header = this.header
    if (!header) throw new ImportRefused("the input is empty: no header line")
    if (!this.end)
      throw new ImportRefused(
        `the file ends after line ${this.lineNumber} without its end line: it was cut short ` +
          `(${this.counts.events} events read, the header names position ${header.head} as the last)`,
      )
    await this.flushEvents()
    await this.flushStreamKeys()
    await this.flushPersonalKeys()
    await this.flushCredentials()
    for (const field of ["events", "stream_keys", "sequences", "settings", "blobs", "personal_keys", "credentials"] as const)
      if (this.end[field] !== this.counts[field])
        throw new ImportRefused(`the end line counts ${this.end[field]} ${field.replace("_", " ")} but the file holds ${this.counts[field]}`)
    if (header.head !== this.lastPosition)
      throw new ImportRefused(`the header names position ${header.head} as the last, the file's last event is at ${this.lastPosition}`)
    try {
      await writeIdSequences(this.tx, this.sequences)
    } catch (error) {
      throw new ImportRefused((error as Error).message)
    }
    await writeCarriedSettings(this.tx, this.settings)
    await continuePositionsAfter(this.tx, this.lastPosition)
    // Every line was checked on its own and against its stream's previous one; this checks the store as stored.
    const verification = await verifyEventChains(this.tx, { lanes: 1 })
    if (!verification.ok) {
      const first = verification.broken[0]!
      throw new ImportRefused(`the loaded log does not verify: ${first.stream_id} version ${first.stream_version} (position ${first.global_position}): ${first.problem}`)
    }
    this.options.onProgress?.({ events: this.counts.events, head: header.head })
    return { ...this.counts, head: header.head, withKeys: header.withKeys }
  }
}
