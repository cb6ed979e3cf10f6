import { PGlite } from "@electric-sql/pglite"
import type { Row, SqlClient } from "./sql-client"

/**
 * A SqlClient over PGlite. PGlite is one connection: queries run one at a time, a transaction holds the
 * connection until it ends. `dataDir` undefined keeps the database in memory (tests).
 */
export const createPgliteClient = async (dataDir?: string): Promise<SqlClient> => {
  const db = await PGlite.create(dataDir, { parsers: { 20: (value: string) => Number(value) } })
  return {
    engine: "pglite",
    query: async <R extends Row>(text: string, params?: readonly unknown[]) =>
      (await db.query<R>(text, params as unknown[])).rows,
    transaction: (work) =>
      db.transaction((tx) =>
        work({ query: async <R extends Row>(text: string, params?: readonly unknown[]) => (await tx.query<R>(text, params as unknown[])).rows }),
      ),
    close: () => db.close(),
  }
}
