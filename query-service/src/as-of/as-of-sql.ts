/**
 * @module The reads' SQL client, aware of time travel: inside a request "as of" a point (as-of-middleware.ts)
 * every statement reads that point's snapshot tables (projector/src/as-of), outside it the live read models.
 * The request's async context carries the snapshot, so every read route, its helpers and the exports built
 * from them run the same code for "now" and "then".
 */
import { AsyncLocalStorage } from "node:async_hooks"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { inSnapshot } from "@bimprofile/projector/as-of/snapshot-sql"

/** The snapshot a request reads, and the point it shows. */
export type AsOfRead = { readonly schema: string; readonly position: number }

const current = new AsyncLocalStorage<AsOfRead>()

/** Runs `work` reading the snapshot `read` (every query of `asOfAware` clients inside it). */
export const readingAsOf = <T>(read: AsOfRead, work: () => Promise<T>): Promise<T> => current.run(read, work)

/** The point the running request reads as of; undefined: now. */
export const currentAsOf = (): AsOfRead | undefined => current.getStore()

/** `sql`, reading the current request's snapshot when it reads as of a point. */
export const asOfAware = (sql: SqlQuery): SqlQuery => ({
  query: (text, params, options) => {
    const read = current.getStore()
    return read ? sql.query(inSnapshot(read.schema, text), params) : sql.query(text, params, options)
  },
})
