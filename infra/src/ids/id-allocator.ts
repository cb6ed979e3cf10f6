/** @module Hands out numeric ids from the `ids_<kind>` sequences in blocks (hi/lo): one query per block. */
import { ID_BLOCK_SIZE, type IdKind } from "../migrations/002-id-sequences"
import type { SqlQuery } from "../sql/sql-client"

export type { IdKind }

export interface IdAllocator {
  /** Makes sure at least `count` ids of `kind` can be taken without I/O. */
  reserve(kind: IdKind, count: number): Promise<void>
  /** Takes one reserved id; throws when none is reserved (a defect of the caller). */
  take(kind: IdKind): number
}

export const createIdAllocator = (sql: SqlQuery): IdAllocator => {
  const available = new Map<IdKind, number[]>()
  const pool = (kind: IdKind) => {
    let ids = available.get(kind)
    if (!ids) available.set(kind, (ids = []))
    return ids
  }
  return {
    async reserve(kind, count) {
      const ids = pool(kind)
      const missing = count - ids.length
      if (missing <= 0) return
      const blocks = Math.ceil(missing / ID_BLOCK_SIZE)
      const rows = await sql.query<{ start: number }>(
        `SELECT nextval('ids_${kind}') AS start FROM generate_series(1, $1)`,
        [blocks],
      )
      for (const { start } of rows) for (let i = 0; i < ID_BLOCK_SIZE; i++) ids.push(Number(start) + i)
    },
    take(kind) {
      const id = pool(kind).shift()
      if (id === undefined) throw new Error(`No ${kind} id reserved`)
      return id
    },
  }
}
