/**
 * @module The kept files (migration 018) as lines for backup and restore (projector/src/backup/): a file's
 * `blobs` row, then each of its chunks with its bytes in base64. Only files with their `blobs` row travel
 * (chunks a crashed put left without one are nobody's). The restore checks each file's SHA-256 over its chunks.
 */
import type { SqlQuery } from "../sql/sql-client"

export type BlobLine = { readonly sha256: string; readonly chunks: number; readonly line: string }

/** The files after `afterSha256` (hash order), each as `{"kind": "blob", "sha256", "size", "chunks", "stored_at"}`. */
export const readBlobLines = async (sql: SqlQuery, afterSha256: string, limit: number): Promise<BlobLine[]> =>
  sql.query<BlobLine>(
    `SELECT sha256, chunks, jsonb_build_object('kind', 'blob', 'sha256', sha256, 'size', size, 'chunks', chunks,
              'stored_at', to_char(stored_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))::text AS line
       FROM blobs WHERE sha256 > $1 ORDER BY sha256 LIMIT $2`,
    [afterSha256, limit],
  )

/** One chunk as `{"kind": "blob_chunk", "sha256", "seq", "bytes": <base64>}` (at most 1 MiB of bytes). */
export const readBlobChunkLine = async (sql: SqlQuery, sha256: string, seq: number): Promise<string | undefined> => {
  const [row] = await sql.query<{ line: string }>(
    `SELECT jsonb_build_object('kind', 'blob_chunk', 'sha256', sha256, 'seq', seq, 'bytes', translate(encode(bytes, 'base64'), E'\\n', ''))::text AS line
       FROM blob_chunks WHERE sha256 = $1 AND seq = $2`,
    [sha256, seq],
  )
  return row?.line
}

/** Inserts one chunk (checked by the caller; the same file kept already keeps its bytes, which are these); the file's row follows once all its chunks are in and match. */
export const insertBlobChunk = async (tx: SqlQuery, sha256: string, seq: number, bytes: Buffer): Promise<void> => {
  await tx.query("INSERT INTO blob_chunks (sha256, seq, bytes) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING", [sha256, seq, bytes])
}

/** Names a file whose chunks are in: from now on it is kept. */
export const insertBlobRow = async (
  tx: SqlQuery,
  blob: { readonly sha256: string; readonly size: number; readonly chunks: number; readonly stored_at: string },
): Promise<void> => {
  await tx.query("INSERT INTO blobs (sha256, size, chunks, stored_at) VALUES ($1, $2, $3, $4::timestamptz) ON CONFLICT DO NOTHING", [blob.sha256, blob.size, blob.chunks, blob.stored_at])
}

export const countBlobs = async (sql: SqlQuery): Promise<number> => Number((await sql.query<{ n: string | number }>("SELECT count(*) AS n FROM blobs"))[0]?.n ?? 0)
