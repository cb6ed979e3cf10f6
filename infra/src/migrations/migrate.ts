import type { SqlClient } from "../sql/sql-client"
import { eventStoreMigration } from "./001-event-store"
import { idSequencesMigration } from "./002-id-sequences"
import { readModelsMigration } from "./003-read-models"
import { authMigration } from "./004-auth"
import { identityMigration } from "./005-identity"
import { credentialsMigration } from "./006-credentials"
import { identityReadModelsMigration } from "./007-identity-read-models"
import { authHardeningMigration } from "./008-auth-hardening"
import { eventsByTypeMigration } from "./009-events-by-type"
import { jobsMigration } from "./010-jobs"
import { catalogueMigration } from "./011-catalogue"
import { elementTypesMigration } from "./012-element-types"
import { propertiesMigration } from "./013-properties"
import { valueListsMigration } from "./014-value-lists"
import { catalogueListsMigration } from "./015-catalogue-lists"
import { typePropertiesMigration } from "./016-type-properties"
import { requirementsMigration } from "./017-requirements"
import { documentsMigration } from "./018-documents"
import { eventHashesMigration } from "./019-event-hashes"
import { historyMigration } from "./020-history"
import { asOfSnapshotsMigration } from "./021-as-of-snapshots"
import { versionsMigration } from "./022-versions"

const migrations = [
  { id: "001-event-store", sql: eventStoreMigration },
  { id: "002-id-sequences", sql: idSequencesMigration },
  { id: "003-read-models", sql: readModelsMigration },
  { id: "004-auth", sql: authMigration },
  { id: "005-identity", sql: identityMigration },
  { id: "006-credentials", sql: credentialsMigration },
  { id: "007-identity-read-models", sql: identityReadModelsMigration },
  { id: "008-auth-hardening", sql: authHardeningMigration },
  { id: "009-events-by-type", sql: eventsByTypeMigration },
  { id: "010-jobs", sql: jobsMigration },
  { id: "011-catalogue", sql: catalogueMigration },
  { id: "012-element-types", sql: elementTypesMigration },
  { id: "013-properties", sql: propertiesMigration },
  { id: "014-value-lists", sql: valueListsMigration },
  { id: "015-catalogue-lists", sql: catalogueListsMigration },
  { id: "016-type-properties", sql: typePropertiesMigration },
  { id: "017-requirements", sql: requirementsMigration },
  { id: "018-documents", sql: documentsMigration },
  { id: "019-event-hashes", sql: eventHashesMigration },
  { id: "020-history", sql: historyMigration },
  { id: "021-as-of-snapshots", sql: asOfSnapshotsMigration },
  { id: "022-versions", sql: versionsMigration },
] as const

export type MigrationId = (typeof migrations)[number]["id"]

/**
 * Applies the migrations not yet applied, once, even when several processes start together. `upTo` stops
 * after that migration: for tests of a migration over data written by the ones before it.
 */
export const migrate = async (sql: SqlClient, { upTo }: { upTo?: MigrationId } = {}): Promise<void> => {
  await sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(7262000)")
    await tx.query("CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")
    const applied = new Set((await tx.query<{ id: string }>("SELECT id FROM schema_migrations")).map((r) => r.id))
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue
      for (const statement of splitStatements(migration.sql)) await tx.query(statement)
      await tx.query("INSERT INTO schema_migrations (id) VALUES ($1)", [migration.id])
      if (migration.id === upTo) break
    }
  })
}

/** Splits a script on top-level semicolons (not inside $fn$ bodies): the extended protocol runs one at a time. */
const splitStatements = (script: string): string[] => {
  const statements: string[] = []
  let current = ""
  let inBody = false
  for (const line of script.split("\n")) {
    if (line.trim().startsWith("--")) continue
    current += line + "\n"
    if ((line.match(/\$fn\$/g)?.length ?? 0) % 2 === 1) inBody = !inBody
    if (!inBody && line.trimEnd().endsWith(";")) {
      statements.push(current.trim())
      current = ""
    }
  }
  if (current.trim()) statements.push(current.trim())
  return statements
}
