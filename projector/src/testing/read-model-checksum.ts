/**
 * @module One md5 over every read-model row — the project structure's, the identity tables' and the catalogue's — ordered by
 * table and key: two databases (or one before and after a rebuild) hold the same read models exactly when
 * their checksums are equal. jsonb prints its keys in a canonical order, so the order a row's fields were
 * written in does not matter.
 */
import { readModelTables } from "@bimprofile/infra/migrations/003-read-models"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { listRowKinds, listTableOf } from "../projections/catalogue-lists"

export type ReadModelChecksum = { readonly checksum: string; readonly rows: number }

/** Each identity table as (key for ordering, line). */
const identityLines = [
  "SELECT 'rm_users' AS tbl, usr_id::text AS k, concat_ws('|', usr_id, data::text) AS line FROM rm_users",
  "SELECT 'rm_organisations', org_id::text, concat_ws('|', org_id, data::text) FROM rm_organisations",
  "SELECT 'rm_org_members', concat_ws('/', org_id, usr_id), concat_ws('|', org_id, usr_id, roles::text) FROM rm_org_members",
  "SELECT 'rm_project_grants', concat_ws('/', pro_id, usr_id), concat_ws('|', pro_id, usr_id, roles::text, coalesce(changed_at, '-'), coalesce(changed_by::text, '-')) FROM rm_project_grants",
  "SELECT 'rm_project_shares', concat_ws('/', pro_id, org_id), concat_ws('|', pro_id, org_id) FROM rm_project_shares",
  "SELECT 'rm_element_classes', lpad(id::text, 20, '0'), concat_ws('|', id, pro_id, coalesce(parent_id::text, '-'), has_problems, data::text) FROM rm_element_classes",
  "SELECT 'rm_element_types', lpad(id::text, 20, '0'), concat_ws('|', id, pro_id, has_problems, data::text) FROM rm_element_types",
  "SELECT 'rm_properties', lpad(id::text, 20, '0'), concat_ws('|', id, pro_id, has_problems, data::text) FROM rm_properties",
  "SELECT 'rm_value_lists', lpad(id::text, 20, '0'), concat_ws('|', id, pro_id, has_problems, data::text) FROM rm_value_lists",
  "SELECT 'rm_value_list_items', lpad(id::text, 20, '0'), concat_ws('|', id, pro_id, parent_id, has_problems, data::text) FROM rm_value_list_items",
  ...listRowKinds.map(
    (kind) =>
      `SELECT '${listTableOf(kind)}', lpad(id::text, 20, '0'), concat_ws('|', id, pro_id, ${kind.endsWith("_item") ? "parent_id" : "'-'"}, has_problems, data::text) FROM ${listTableOf(kind)}`,
  ),
  "SELECT 'rm_requirements', lpad(id::text, 20, '0'), concat_ws('|', id, pro_id, parent_id, has_problems, data::text) FROM rm_requirements",
  "SELECT 'rm_documents', lpad(id::text, 20, '0'), concat_ws('|', id, pro_id, parent_id, has_problems, data::text) FROM rm_documents",
  "SELECT 'rm_versions', lpad(id::text, 20, '0'), concat_ws('|', id, pro_id, parent_id, has_problems, data::text) FROM rm_versions",
  // The timeline (projections/history.ts): its entries and each entity's remembered fields.
  "SELECT 'rm_history', lpad(position::text, 20, '0'), concat_ws('|', position, pro_id, time, usr_id, entity, entity_id, kind, event_type, entity_name, before::text, after::text) FROM rm_history",
  "SELECT 'rm_history_state', concat_ws('/', lpad(pro_id::text, 20, '0'), entity, lpad(entity_id::text, 20, '0')), concat_ws('|', pro_id, entity, entity_id, fields::text) FROM rm_history_state",
  "SELECT 'rm_type_properties', concat_ws('/', lpad(type_id::text, 20, '0'), lpad(property_id::text, 20, '0')), concat_ws('|', type_id, property_id, pro_id, position) FROM rm_type_properties",
  "SELECT 'rm_class_properties', concat_ws('/', lpad(class_id::text, 20, '0'), lpad(property_id::text, 20, '0')), concat_ws('|', class_id, property_id, pro_id, position) FROM rm_class_properties",
]

/** `without`: tables left out (a timeline lists events as stored, where two logs may differ in form but not in meaning). */
export const readModelChecksum = async (sql: SqlQuery, { without = [] }: { without?: readonly string[] } = {}): Promise<ReadModelChecksum> => {
  const union = [
    ...readModelTables.map((table) => `SELECT '${table}' AS tbl, lpad(id::text, 20, '0') AS k, concat_ws('|', id, pro_id, coalesce(parent_id::text, '-'), data::text) AS line FROM ${table}`),
    ...identityLines.filter((line) => !without.some((table) => line.endsWith(`FROM ${table}`))),
  ].join(" UNION ALL ")
  const rows = await sql.query<{ checksum: string; rows: number }>(
    `SELECT md5(coalesce(string_agg(line, E'\\n' ORDER BY tbl, k), '')) AS checksum, count(*)::int AS rows FROM (${union}) AS r`,
  )
  return { checksum: rows[0]!.checksum, rows: Number(rows[0]!.rows) }
}
