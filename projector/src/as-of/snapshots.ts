/**
 * @module "As of" snapshots (issue 11, time travel): a project's read models as they were at a point, folded
 * with the pure projections (projections/project-state.ts) from its events up to there and written, with the
 * projector's own writers, into a schema of their own (snapshot-sql.ts). A snapshot never changes — what is
 * folded up to a position is fixed for good — so it is made once and read by every later request for that
 * point, by any process; the registry (infra migration 021) keeps the most recently used ones.
 *
 * The query service reaches the projector's storage only through this module: it writes rows of a snapshot,
 * never of the live read models (.dependency-cruiser.cjs).
 */
import type { EventStore, LeanEvent } from "@bimprofile/infra/event-store/event-store"
import type { SqlClient, SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { emptyProjectRows, type ProjectedEvent, structureTables } from "../projection"
import { foldProjectState, type ProjectState } from "../projections/project-state"
import { replaceCatalogueRows } from "../storage/catalogue-store"
import { insertRows } from "../storage/read-model-store"
import { SNAPSHOT_TABLES, SNAPSHOT_VERSION, snapshotSql } from "./snapshot-sql"

/** The point a snapshot shows: the last position folded of the project's stream and of its reference project's. */
export type SnapshotPoint = {
  readonly projectId: number
  readonly position: number
  /** The reference project it inherits its catalogue from, and the last position folded of it (0: none then). */
  readonly reference?: { readonly projectId: number; readonly position: number }
}

/** How many snapshots are kept (least recently used dropped first). */
const DEFAULT_KEEP = 48

/** The schema of a snapshot: its name says all it holds, so equal points share one. */
export const snapshotSchema = (point: SnapshotPoint): string =>
  `asof_${point.projectId}_${point.position}_${point.reference?.projectId ?? 0}_${point.reference?.position ?? 0}_v${SNAPSHOT_VERSION}`

const streamOf = (projectId: number) => `project-${projectId}`

const projected = (events: readonly LeanEvent[]): ProjectedEvent[] =>
  events.map((e) => ({ position: e.globalPosition, projectId: Number(e.streamId.slice("project-".length)), type: e.type, data: e.data, userId: e.userId, occurredAt: e.occurredAt }))

/** The folded state of a point: its project's events (and its reference project's) up to there. */
export const foldPoint = async (store: Pick<EventStore, "readStreamsLean">, point: SnapshotPoint): Promise<ProjectState> => {
  const [own, reference] = await Promise.all([
    store.readStreamsLean([streamOf(point.projectId)], point.position),
    point.reference ? store.readStreamsLean([streamOf(point.reference.projectId)], point.reference.position) : [],
  ])
  // Projects never change each other's rows: folding one after the other equals folding them interleaved.
  return foldProjectState(projected(reference), foldProjectState(projected(own)))
}

export class Snapshots {
  /** Schemas this process knows exist (made or found), and when it last told the registry it used them. */
  private readonly known = new Map<string, number>()
  private readonly making = new Map<string, Promise<void>>()

  constructor(
    private readonly sql: SqlClient,
    private readonly store: Pick<EventStore, "readStreamsLean">,
    private readonly keep = DEFAULT_KEEP,
  ) {}

  /** The schema holding `point`'s rows, made first when no process made it yet. */
  async schemaOf(point: SnapshotPoint): Promise<string> {
    const schema = snapshotSchema(point)
    const touched = this.known.get(schema)
    if (touched !== undefined) {
      if (Date.now() - touched > 60_000) await this.touch(schema)
      return schema
    }
    let making = this.making.get(schema)
    if (!making) {
      making = this.make(schema, point).finally(() => this.making.delete(schema))
      this.making.set(schema, making)
    }
    await making
    return schema
  }

  /** A snapshot was found missing (another process dropped it): it is made again on next use. */
  forget(schema: string): void {
    this.known.delete(schema)
  }

  private async make(schema: string, point: SnapshotPoint): Promise<void> {
    const [exists] = await this.sql.query("SELECT 1 FROM asof_snapshots WHERE schema_name = $1", [schema])
    if (!exists) {
      const state = await foldPoint(this.store, point)
      await this.sql.transaction(async (tx) => {
        // One maker per schema across processes; a second finds it registered and stops.
        await tx.query("SELECT pg_advisory_xact_lock(7262011, hashtext($1))", [schema])
        const [made] = await tx.query("SELECT 1 FROM asof_snapshots WHERE schema_name = $1", [schema])
        if (made) return
        await tx.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
        await tx.query(`CREATE SCHEMA ${schema}`)
        for (const table of SNAPSHOT_TABLES) await tx.query(`CREATE TABLE ${schema}.${table} (LIKE public.${table} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)`)
        await writeState(snapshotSql(tx, schema), state)
        await tx.query("INSERT INTO asof_snapshots (schema_name, pro_id, position) VALUES ($1, $2, $3)", [schema, point.projectId, point.position])
      })
      await this.dropLeastRecentlyUsed()
    } else await this.touch(schema)
    this.known.set(schema, Date.now())
  }

  private async touch(schema: string): Promise<void> {
    this.known.set(schema, Date.now())
    await this.sql.query("UPDATE asof_snapshots SET used_at = now() WHERE schema_name = $1", [schema])
  }

  private async dropLeastRecentlyUsed(): Promise<void> {
    const old = await this.sql.query<{ schema_name: string }>("SELECT schema_name FROM asof_snapshots ORDER BY used_at DESC, created_at DESC OFFSET $1", [this.keep])
    for (const { schema_name } of old) {
      await this.sql.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock(7262011, hashtext($1))", [schema_name])
        await tx.query(`DROP SCHEMA IF EXISTS ${schema_name} CASCADE`)
        await tx.query("DELETE FROM asof_snapshots WHERE schema_name = $1", [schema_name])
      })
      this.known.delete(schema_name)
    }
  }
}

/** Writes a folded state's rows with the projector's writers (into a snapshot's tables, through `sql`). */
const writeState = async (sql: SqlQuery, state: ProjectState): Promise<void> => {
  for (const table of structureTables) {
    const rows = [...state.structure.values()].flatMap((project) => [...(project[table] ?? emptyProjectRows()[table]).values()])
    await insertRows(sql, table, rows, false)
  }
  await replaceCatalogueRows(sql, state.catalogue)
}
