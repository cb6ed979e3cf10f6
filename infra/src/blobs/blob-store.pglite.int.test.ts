/**
 * Documents' bytes on PGlite (the embedded default of `npm start`): a file of several chunks comes back byte for
 * byte, the same file is kept once, and a file never kept is not found.
 */
import { randomBytes } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Database, openDatabase } from "../database"
import { BlobStore, CHUNK_BYTES, sha256Of } from "./blob-store"

let db: Database
beforeAll(async () => {
  db = await openDatabase({ kind: "pglite" })
})
afterAll(() => db.close())

describe("the blob store on PGlite", () => {
  it("gives back a file of several chunks byte for byte, keeps the same file once, finds no file never kept", async () => {
    const blobs = new BlobStore(db.sql)
    const bytes = new Uint8Array(randomBytes(2 * CHUNK_BYTES + 12_345))
    const kept = await blobs.put(bytes)
    expect(kept).toEqual({ sha256: sha256Of(bytes), size: bytes.length })
    expect(Buffer.from((await blobs.get(kept.sha256))!).equals(Buffer.from(bytes))).toBe(true)
    await blobs.put(bytes.slice())
    expect(await db.sql.query("SELECT seq FROM blob_chunks WHERE sha256 = $1 ORDER BY seq", [kept.sha256])).toEqual([{ seq: 0 }, { seq: 1 }, { seq: 2 }])
    expect(await blobs.get("0".repeat(64))).toBeUndefined()
    const empty = await blobs.put(new Uint8Array(0))
    expect((await blobs.get(empty.sha256))!.length).toBe(0)
  })
})
