/** @module Installation settings kept in the `settings` table (signing key, reference project id). */
import type { SqlQuery } from "./sql/sql-client"

export const REFERENCE_PROJECT_SETTING = "reference_project_id"

export const readSetting = async (sql: SqlQuery, key: string): Promise<string | undefined> =>
  (await sql.query<{ value: string }>("SELECT value FROM settings WHERE key = $1", [key]))[0]?.value

/** The seeded reference project, also the default project of GET /status/info. */
export const readReferenceProjectId = async (sql: SqlQuery): Promise<number | null> => {
  const value = await readSetting(sql, REFERENCE_PROJECT_SETTING)
  return value === undefined ? null : Number(value)
}
