/**
 * @module What PostgreSQL did per command: transactions (each autocommit statement is one, so this counts
 * round trips that commit), WAL flushes (fsyncs: group commit shows as fewer than one per transaction),
 * WAL bytes and rows written, from pg_stat_database and pg_stat_wal. PostgreSQL publishes backend stats
 * about once a second, so snapshots are taken before a load and 1.5 s after it and divided by every
 * command of the load (warm-up included).
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

export type PgCounters = {
  readonly transactions: number
  readonly walSyncs: number
  readonly walBytes: number
  readonly rowsWritten: number
}

export const pgCounters = async (sql: SqlQuery): Promise<PgCounters> => {
  const [row] = await sql.query<Record<string, string | number>>(
    `SELECT d.xact_commit + d.xact_rollback AS transactions, d.tup_inserted + d.tup_updated + d.tup_deleted AS rows_written,
            w.wal_sync AS wal_syncs, w.wal_bytes AS wal_bytes
       FROM pg_stat_database d, pg_stat_wal w WHERE d.datname = current_database()`,
  )
  return {
    transactions: Number(row!.transactions),
    walSyncs: Number(row!.wal_syncs),
    walBytes: Number(row!.wal_bytes),
    rowsWritten: Number(row!.rows_written),
  }
}

export type PgPerCommand = { transactions: number; walSyncs: number; walBytes: number; rowsWritten: number; commands: number }

export const perCommand = (before: PgCounters, after: PgCounters, commands: number, otherTransactions: number): PgPerCommand => ({
  commands,
  transactions: (after.transactions - before.transactions - otherTransactions) / commands,
  walSyncs: (after.walSyncs - before.walSyncs) / commands,
  walBytes: (after.walBytes - before.walBytes) / commands,
  rowsWritten: (after.rowsWritten - before.rowsWritten) / commands,
})
