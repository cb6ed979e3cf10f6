/**
 * @module One small SQL interface over both engines: a `pg` pool (PostgreSQL server) and PGlite
 * (PostgreSQL in WebAssembly, embedded default). Event store, projector and query service use only this.
 */
export type Row = Record<string, unknown>

export type QueryOptions = {
  /**
   * Parse and plan the statement once per connection and reuse it (a named prepared statement): for a hot
   * statement of fixed text, where planning costs as much as running it (a single-entity read). Only for
   * texts the code writes, never for texts that vary with the data. PGlite, in-process, ignores it.
   */
  readonly prepared?: boolean
}

export interface SqlClient {
  readonly engine: "pg" | "pglite"
  query<R extends Row = Row>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<R[]>
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlQuery) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export type SqlQuery = Pick<SqlClient, "query">
