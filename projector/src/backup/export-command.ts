/**
 * @module `npm run events:export`: writes the whole event log, as stored, to NDJSON (ndjson-format.ts).
 *
 * Everything is read in one REPEATABLE READ transaction: the file is one consistent point of the log, its
 * keys, sequences and kept files, while the services go on appending. Pages of rows are written as they come, waiting
 * for the output to drain, so the log is never held in memory.
 */
import { readCarriedSettings, readCredentials, readIdSequences, readPersonalKeys } from "@bimprofile/infra/backup/installation-rows"
import { readBlobChunkLine, readBlobLines } from "@bimprofile/infra/blobs/blob-rows"
import { countEventLogRows, readEventRowLines, readStreamKeyLines } from "@bimprofile/infra/event-store/event-log-rows"
import type { SqlClient, SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { Writable } from "node:stream"
import { once } from "node:events"
import { type EndLine, FORMAT, FORMAT_VERSION, type Header } from "./ndjson-format"

export type ExportOptions = {
  /** Also the personal-data keys and the pepper: a restore then opens every personal field. */
  readonly withKeys: boolean
  /** Rows per query (default 5,000). */
  readonly pageSize?: number
  readonly onProgress?: (progress: { readonly events: number; readonly head: number }) => void
}

export type ExportResult = Omit<EndLine, "kind"> & { readonly head: number }

export const exportEventLog = async (sql: SqlClient, out: Writable, { withKeys, pageSize = 5_000, onProgress }: ExportOptions): Promise<ExportResult> =>
  sql.transaction(async (tx) => {
    await tx.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
    const write = writer(out)
    const { head } = await countEventLogRows(tx)
    const header: Header = { format: FORMAT, version: FORMAT_VERSION, head, exportedAt: new Date().toISOString(), withKeys }
    await write(JSON.stringify(header))

    let events = 0
    for (let after = 0; ; ) {
      const page = await readEventRowLines(tx, after, pageSize)
      for (const row of page) await write(row.line)
      events += page.length
      onProgress?.({ events, head })
      if (page.length < pageSize) break
      after = page.at(-1)!.position
    }

    let streamKeys = 0
    for (let after = ""; ; ) {
      const page = await readStreamKeyLines(tx, after, pageSize)
      for (const row of page) await write(row.line)
      streamKeys += page.length
      if (page.length < pageSize) break
      after = page.at(-1)!.key
    }

    const sequences = await readIdSequences(tx)
    for (const sequence of sequences) await write(JSON.stringify({ kind: "sequence", ...sequence }))
    const settings = await readCarriedSettings(tx, { withKeys })
    for (const setting of settings) await write(JSON.stringify({ kind: "setting", ...setting }))
    const blobs = await writeBlobs(tx, write)
    const personalKeys = withKeys ? await writePaged(tx, write, pageSize, readPersonalKeys, "personal_key") : 0
    const credentials = withKeys ? await writePaged(tx, write, pageSize, readCredentials, "credential") : 0

    const counts = { events, stream_keys: streamKeys, sequences: sequences.length, settings: settings.length, blobs, personal_keys: personalKeys, credentials }
    const end: EndLine = { kind: "end", ...counts }
    await write(JSON.stringify(end))
    return { ...counts, head }
  })

/** Each kept file's line, then its chunks' (one at a time: at most 1 MiB of bytes in memory). */
const writeBlobs = async (tx: SqlQuery, write: (line: string) => Promise<void>): Promise<number> => {
  let count = 0
  for (let after = ""; ; ) {
    const page = await readBlobLines(tx, after, 100)
    for (const blob of page) {
      await write(blob.line)
      for (let seq = 0; seq < blob.chunks; seq++) {
        const chunk = await readBlobChunkLine(tx, blob.sha256, seq)
        if (chunk === undefined) throw new Error(`the kept file ${blob.sha256} has no chunk ${seq}: the database is damaged`)
        await write(chunk)
      }
    }
    count += page.length
    if (page.length < 100) return count
    after = page.at(-1)!.sha256
  }
}

/** Rows kept per user (personal keys, credentials), page by page in user order, each as a line of `kind`. */
const writePaged = async <R extends { readonly usr_id: number }>(
  tx: SqlQuery,
  write: (line: string) => Promise<void>,
  pageSize: number,
  read: (sql: SqlQuery, afterUserId: number, limit: number) => Promise<R[]>,
  kind: string,
): Promise<number> => {
  let count = 0
  for (let after = 0; ; ) {
    const page = await read(tx, after, pageSize)
    for (const row of page) await write(JSON.stringify({ kind, ...row }))
    count += page.length
    if (page.length < pageSize) return count
    after = page.at(-1)!.usr_id
  }
}

/** Writes a line, waiting while the output's buffer is full (a slow disk or pipe). */
const writer = (out: Writable) => async (line: string) => {
  if (!out.write(`${line}\n`)) await once(out, "drain")
}
