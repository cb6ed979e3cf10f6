/**
 * @module Hands out numeric ids from the `ids_<kind>` sequences in blocks (hi/lo): one query per block.
 * A caller leases the ids it may need; the lease takes them out of the shared pool at once, so no other
 * caller can take them between the lease and their use. Ids a lease did not use go back to the pool.
 */
import { ID_BLOCK_SIZE, type IdKind as StructureIdKind } from "../migrations/002-id-sequences"
import type { catalogueIdKinds } from "../migrations/011-catalogue"
import type { elementTypeIdKinds } from "../migrations/012-element-types"
import type { propertyIdKinds } from "../migrations/013-properties"
import type { valueListIdKinds } from "../migrations/014-value-lists"
import type { catalogueListIdKinds } from "../migrations/015-catalogue-lists"
import type { requirementIdKinds } from "../migrations/017-requirements"
import type { documentIdKinds } from "../migrations/018-documents"
import type { versionIdKinds } from "../migrations/022-versions"
import type { SqlQuery } from "../sql/sql-client"

/** Every kind with its `ids_<kind>` sequence: the structure's and people's (002), the catalogue's (011–015), requirements' (017), documents' (018), versions' (022). */
export type IdKind = StructureIdKind | (typeof catalogueIdKinds)[number] | (typeof elementTypeIdKinds)[number] | (typeof propertyIdKinds)[number] | (typeof valueListIdKinds)[number]
  | (typeof catalogueListIdKinds)[number] | (typeof requirementIdKinds)[number] | (typeof documentIdKinds)[number] | (typeof versionIdKinds)[number]
export type IdNeeds = Partial<Record<IdKind, number>>

export interface IdLease {
  /** Takes one leased id; throws when the lease has none left (the caller leased too few: a defect). */
  take(kind: IdKind): number
  /** Gives the ids not taken back to the pool. */
  release(): void
}

export interface IdAllocator {
  lease(needs: IdNeeds): Promise<IdLease>
  /** One id, for callers that need exactly one. */
  next(kind: IdKind): Promise<number>
}

export const createIdAllocator = (sql: SqlQuery): IdAllocator => {
  const pools = new Map<IdKind, number[]>()
  const pool = (kind: IdKind) => {
    let ids = pools.get(kind)
    if (!ids) pools.set(kind, (ids = []))
    return ids
  }
  const refill = async (kind: IdKind, missing: number) => {
    const rows = await sql.query<{ start: number }>(`SELECT nextval('ids_${kind}') AS start FROM generate_series(1, $1)`, [
      Math.ceil(missing / ID_BLOCK_SIZE),
    ])
    for (const { start } of rows) for (let i = 0; i < ID_BLOCK_SIZE; i++) pool(kind).push(Number(start) + i)
  }
  const allocator: IdAllocator = {
    async lease(needs) {
      const wanted = Object.entries(needs).filter(([, count]) => (count ?? 0) > 0) as [IdKind, number][]
      // Refill until every pool holds enough at once; then take synchronously, with no await in between.
      for (;;) {
        const short = wanted.find(([kind, count]) => pool(kind).length < count)
        if (!short) break
        await refill(short[0], short[1] - pool(short[0]).length)
      }
      const leased = new Map(wanted.map(([kind, count]) => [kind, pool(kind).splice(0, count)]))
      return {
        take(kind) {
          const id = leased.get(kind)?.shift()
          if (id === undefined) throw new Error(`No ${kind} id leased`)
          return id
        },
        release() {
          for (const [kind, ids] of leased) pool(kind).unshift(...ids.splice(0))
        },
      }
    },
    async next(kind) {
      const lease = await allocator.lease({ [kind]: 1 })
      return lease.take(kind)
    },
  }
  return allocator
}
