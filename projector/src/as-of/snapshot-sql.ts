/**
 * @module The SQL of an "as of" snapshot: the read-model tables a project's answers are read from (structure and
 * catalogue), copied into a schema of their own per snapshot, and a SQL client that reads there. The query
 * service's reads are written against the live tables (`FROM rm_milestones …`); in a snapshot the same text
 * runs with those names qualified by the snapshot's schema, so "now" and "then" share every line of the reads.
 * Every other table (users, organisations, access grants, jobs) stays the live one.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { structureTables } from "../projection"
import { catalogueDefinition, catalogueTables } from "../projections/catalogue"
import { projectStructure } from "../projections/project-structure"

/** The tables a snapshot holds: everything a project's reads show of its content. */
export const SNAPSHOT_TABLES: readonly string[] = [...structureTables, ...catalogueTables]

/**
 * The projections' versions: a snapshot folded by other projections than the running ones is another
 * snapshot (its schema name says which).
 */
export const SNAPSHOT_VERSION = projectStructure.version + catalogueDefinition.version

// A table name as an identifier: not in a string literal ('rm_projects' AS t names a row's table), not already qualified.
const TABLE_NAMES = new RegExp(`(?<![\\w.'"])(${[...SNAPSHOT_TABLES].sort((a, b) => b.length - a.length).join("|")})(?![\\w'"])`, "g")

/** `text` with every snapshot table qualified by `schema`. */
export const inSnapshot = (schema: string, text: string): string => text.replace(TABLE_NAMES, `${schema}.$1`)

/**
 * A SQL client that reads and writes the snapshot's tables where the text names the live ones. Statements are
 * not prepared: the same text means other tables per snapshot.
 */
export const snapshotSql = (sql: SqlQuery, schema: string): SqlQuery => ({
  query: (text, params) => sql.query(inSnapshot(schema, text), params),
})
