/**
 * @module Files kept in the database (migration 018): named by the SHA-256 of their bytes, stored once however
 * often they are added, in chunks of CHUNK_BYTES so no row or parameter is larger than that. The `blobs` row is
 * written after the last chunk: a file is there when its row is (a crash before leaves chunks the next put of
 * the same bytes completes). Written before the event that names the file is appended: should that append fail,
 * the bytes stay unnamed (harmless; the same upload again finds them). Read back chunk by chunk.
 */
import { createHash } from "node:crypto"
import type { SqlQuery } from "../sql/sql-client"

export const CHUNK_BYTES = 1024 * 1024

export type StoredBlob = { readonly sha256: string; readonly size: number }

/** The `seq`th chunk as a Buffer over the same memory (both drivers take a Buffer for bytea). */
const chunkOf = (bytes: Uint8Array, seq: number) => {
  const from = seq * CHUNK_BYTES
  return Buffer.from(bytes.buffer, bytes.byteOffset + from, Math.min(CHUNK_BYTES, bytes.length - from))
}

export const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex")

export class BlobStore {
  constructor(private readonly sql: SqlQuery) {}

  /** Keeps the bytes (once: a file stored before is found by its hash) and names them. */
  async put(bytes: Uint8Array): Promise<StoredBlob> {
    const sha256 = sha256Of(bytes)
    const chunks = Math.max(1, Math.ceil(bytes.length / CHUNK_BYTES))
    const [known] = await this.sql.query<{ sha256: string }>("SELECT sha256 FROM blobs WHERE sha256 = $1", [sha256])
    if (known) return { sha256, size: bytes.length }
    for (let seq = 0; seq < chunks; seq++)
      await this.sql.query("INSERT INTO blob_chunks (sha256, seq, bytes) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING", [sha256, seq, chunkOf(bytes, seq)])
    await this.sql.query("INSERT INTO blobs (sha256, size, chunks) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING", [sha256, bytes.length, chunks])
    return { sha256, size: bytes.length }
  }

  /** The file's bytes; undefined when no file of that hash is kept. */
  async get(sha256: string): Promise<Uint8Array | undefined> {
    const sql = this.sql
    const [blob] = await sql.query<{ size: string | number; chunks: number }>("SELECT size, chunks FROM blobs WHERE sha256 = $1", [sha256])
    if (!blob) return undefined
    const bytes = new Uint8Array(Number(blob.size))
    let at = 0
    for (let seq = 0; seq < blob.chunks; seq++) {
      const [chunk] = await sql.query<{ bytes: Uint8Array }>("SELECT bytes FROM blob_chunks WHERE sha256 = $1 AND seq = $2", [sha256, seq])
      if (!chunk) throw new Error(`blob ${sha256}: chunk ${seq} is missing`)
      bytes.set(chunk.bytes, at)
      at += chunk.bytes.length
    }
    return bytes
  }
}
