/**
 * @module Reading and writing the timeline (migration 020): the remembered fields of the entities a batch touches,
 * in one query; a batch's rows and state written in bulk in its transaction; a rebuild's rows replacing all.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { HistoryEntity } from "@bimprofile/contracts/history/history-item"
import { HISTORY_STATE_TABLE, HISTORY_TABLE, type HistoryRow, stateKey } from "../projections/history"
import type { EntityRef, Fields } from "../projections/history-rules"

const CHUNK = 2_000

/** An entity's remembered fields, keyed as the projection keys them. */
export type StateEntry = { readonly proId: number; readonly ref: EntityRef }

/** The remembered fields of the given entities (those without any are left out). */
export const loadHistoryState = async (sql: SqlQuery, entries: readonly StateEntry[]): Promise<Map<string, Fields>> => {
  const found = new Map<string, Fields>()
  if (entries.length === 0) return found
  const rows = await sql.query<{ pro_id: string | number; entity: HistoryEntity; entity_id: string | number; fields: Fields }>(
    `SELECT s.pro_id, s.entity, s.entity_id, s.fields FROM ${HISTORY_STATE_TABLE} s
       JOIN unnest($1::bigint[], $2::text[], $3::bigint[]) AS k(pro_id, entity, entity_id)
         ON s.pro_id = k.pro_id AND s.entity = k.entity AND s.entity_id = k.entity_id`,
    [entries.map((e) => e.proId), entries.map((e) => e.ref.entity), entries.map((e) => e.ref.id)],
  )
  for (const r of rows) found.set(stateKey(Number(r.pro_id), { entity: r.entity, id: Number(r.entity_id) }), r.fields)
  return found
}

export const insertHistoryRows = async (sql: SqlQuery, rows: readonly HistoryRow[]): Promise<void> => {
  for (let i = 0; i < rows.length; i += CHUNK)
    await sql.query(
      `INSERT INTO ${HISTORY_TABLE} (position, pro_id, time, usr_id, entity, entity_id, kind, event_type, entity_name, before, after)
       SELECT position, pro_id, time, usr_id, entity, entity_id, kind, event_type, entity_name, before, after
         FROM jsonb_to_recordset($1::jsonb) AS r(position bigint, pro_id bigint, time timestamptz, usr_id bigint, entity text, entity_id bigint,
              kind text, event_type text, entity_name text, before jsonb, after jsonb)
       ON CONFLICT (position) DO NOTHING`,
      [
        JSON.stringify(
          rows.slice(i, i + CHUNK).map((r) => ({
            position: r.position,
            pro_id: r.proId,
            time: r.time,
            usr_id: r.usrId,
            entity: r.entity,
            entity_id: r.entityId,
            kind: r.kind,
            event_type: r.eventType,
            entity_name: r.entityName,
            before: r.before,
            after: r.after,
          })),
        ),
      ],
    )
}

/** A remembered entity's fields now: an object, or null when it is gone. */
export type StateWrite = { readonly proId: number; readonly ref: EntityRef; readonly fields: Fields | null }

/** Puts (or deletes, fields null) entities' remembered fields; one entry per entity. */
export const writeHistoryState = async (sql: SqlQuery, writes: readonly StateWrite[]): Promise<void> => {
  const puts = writes.filter((w) => w.fields !== null)
  const gone = writes.filter((w) => w.fields === null)
  for (let i = 0; i < puts.length; i += CHUNK)
    await sql.query(
      `INSERT INTO ${HISTORY_STATE_TABLE} (pro_id, entity, entity_id, fields)
       SELECT pro_id, entity, entity_id, fields FROM jsonb_to_recordset($1::jsonb) AS r(pro_id bigint, entity text, entity_id bigint, fields jsonb)
       ON CONFLICT (pro_id, entity, entity_id) DO UPDATE SET fields = EXCLUDED.fields`,
      [JSON.stringify(puts.slice(i, i + CHUNK).map((w) => ({ pro_id: w.proId, entity: w.ref.entity, entity_id: w.ref.id, fields: w.fields })))],
    )
  for (let i = 0; i < gone.length; i += CHUNK) {
    const chunk = gone.slice(i, i + CHUNK)
    await sql.query(
      `DELETE FROM ${HISTORY_STATE_TABLE} s USING unnest($1::bigint[], $2::text[], $3::bigint[]) AS k(pro_id, entity, entity_id)
        WHERE s.pro_id = k.pro_id AND s.entity = k.entity AND s.entity_id = k.entity_id`,
      [chunk.map((w) => w.proId), chunk.map((w) => w.ref.entity), chunk.map((w) => w.ref.id)],
    )
  }
}

/** Merges fields into entities' remembered fields (an upload's changed items no event of the batch read); one entry per entity. */
export const mergeHistoryState = async (sql: SqlQuery, merges: readonly { readonly proId: number; readonly ref: EntityRef; readonly fields: Fields }[]): Promise<void> => {
  for (let i = 0; i < merges.length; i += CHUNK)
    await sql.query(
      `UPDATE ${HISTORY_STATE_TABLE} AS s SET fields = s.fields || r.fields
         FROM jsonb_to_recordset($1::jsonb) AS r(pro_id bigint, entity text, entity_id bigint, fields jsonb)
        WHERE s.pro_id = r.pro_id AND s.entity = r.entity AND s.entity_id = r.entity_id`,
      [JSON.stringify(merges.slice(i, i + CHUNK).map((m) => ({ pro_id: m.proId, entity: m.ref.entity, entity_id: m.ref.id, fields: m.fields })))],
    )
}

/** A deleted project's timeline and state. */
export const deleteProjectHistory = async (sql: SqlQuery, projectIds: readonly number[]): Promise<void> => {
  if (projectIds.length === 0) return
  await sql.query(`DELETE FROM ${HISTORY_TABLE} WHERE pro_id = ANY($1::bigint[])`, [projectIds])
  await sql.query(`DELETE FROM ${HISTORY_STATE_TABLE} WHERE pro_id = ANY($1::bigint[])`, [projectIds])
}

/**
 * A rebuild: every row and every remembered entity replaced. The timeline's secondary indexes are dropped for
 * the bulk insert and built again after it, in the rebuild's transaction: building an index over 100,000 rows
 * at once is several times faster than keeping five indexes up to date row by row. Readers of the timeline
 * wait for the swap meanwhile (the index drop locks the table); every other read model reads on.
 */
export const replaceHistory = async (sql: SqlQuery, rows: readonly HistoryRow[], state: readonly StateWrite[]): Promise<number> => {
  const indexes = await sql.query<{ name: string; definition: string }>(
    "SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1 AND indexname <> $2",
    [HISTORY_TABLE, `${HISTORY_TABLE}_pkey`],
  )
  for (const index of indexes) await sql.query(`DROP INDEX ${index.name}`)
  await sql.query(`DELETE FROM ${HISTORY_TABLE}`)
  await sql.query(`DELETE FROM ${HISTORY_STATE_TABLE}`)
  await insertHistoryRows(sql, rows)
  for (const index of indexes) await sql.query(index.definition)
  await writeHistoryState(sql, state)
  return rows.length + state.length
}
