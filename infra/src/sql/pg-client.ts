import { createHash } from "node:crypto"
import pg from "pg"
import type { QueryOptions, Row, SqlClient, SqlQuery } from "./sql-client"

// int8 columns (positions, counts) as numbers: positions stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value))

/** A prepared statement's name: from its text, so every connection gives the same text the same name. */
const statementNames = new Map<string, string>()
const statementName = (text: string) => {
  let name = statementNames.get(text)
  if (!name) statementNames.set(text, (name = `bimp_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`))
  return name
}

export type PgClientOptions = { readonly connectionString: string; readonly max?: number }

/** A SqlClient over a `pg` pool; each transaction takes its own connection. */
export const createPgClient = ({ connectionString, max = 16 }: PgClientOptions): SqlClient & { pool: pg.Pool } => {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 })
  pool.on("error", () => {}) // an idle client's error is reported on its next use
  const queryOn = (runner: pg.Pool | pg.PoolClient): SqlQuery => ({
    query: async <R extends Row>(text: string, params?: readonly unknown[], options?: QueryOptions) =>
      (await runner.query({ text, values: params as unknown[], name: options?.prepared ? statementName(text) : undefined })).rows as R[],
  })
  return {
    engine: "pg",
    pool,
    query: queryOn(pool).query,
    async transaction(work) {
      const client = await pool.connect()
      // A connection cut while the transaction waits between two queries (the server restarting) is reported
      // on the client, not on a query: without a listener that event would end the process. The next query
      // fails instead, and the broken client is released as such (the pool drops it and connects anew).
      let lost: Error | undefined
      const onLost = (error: Error) => void (lost ??= error)
      client.on("error", onLost)
      try {
        await client.query("BEGIN")
        const result = await work(queryOn(client))
        await client.query("COMMIT")
        return result
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {})
        throw error
      } finally {
        client.off("error", onLost)
        client.release(lost)
      }
    },
    close: () => pool.end(),
  }
}
