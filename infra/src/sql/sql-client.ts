/**
 * @module One small SQL interface over both engines: a `pg` pool (PostgreSQL server) and PGlite
 * (PostgreSQL in WebAssembly, embedded default). Event store, projector and query service use only this.
 */
export type Row = Record<string, unknown>

export interface SqlClient {
  readonly engine: "pg" | "pglite"
  query<R extends Row = Row>(text: string, params?: readonly unknown[]): Promise<R[]>
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlQuery) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export type SqlQuery = Pick<SqlClient, "query">
