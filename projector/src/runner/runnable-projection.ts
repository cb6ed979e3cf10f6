/**
 * @module A projection as the runner runs it: its pure definition (projections/…) with how its rows are
 * loaded and written. The runner knows nothing of a projection's tables: each batch it asks every
 * projection of the list (runner/projections.ts) to stage its changes, then writes them all with the
 * checkpoint in one transaction; a rebuild folds the whole log through each and lets each replace its rows.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { ProjectionDefinition } from "../projection"
import type { LogPage } from "../storage/read-log"

export type RunnableProjection = {
  readonly definition: ProjectionDefinition
  /** The changes of one page of the log, computed against the rows it needs (loaded now): nothing written yet. */
  stage(sql: SqlQuery, page: LogPage): Promise<StagedChanges>
  /** Forgets cached rows: a batch failed, what was cached may hold changes that never committed. */
  forget(): void
  /** A rebuild: folds pages in memory from position 0, then replaces every row of its tables. */
  rebuild(): RebuildFold
}

export type StagedChanges = {
  readonly count: number
  /** Writes the changes, in the batch's transaction. */
  write(tx: SqlQuery): Promise<void>
  /** The transaction committed: the staged rows may be cached. */
  committed(): void
}

export type RebuildFold = {
  fold(page: LogPage): void
  /** Rows folded so far (progress). */
  rows(): number
  /** Deletes every row of its tables and writes the folded ones, in the rebuild's transaction; the number written. */
  replace(tx: SqlQuery): Promise<number>
}
