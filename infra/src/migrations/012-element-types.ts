/**
 * The data catalogue's element class types (issue 9): ids from their own sequence, and their table in the
 * catalogue projection — one row per type with its project, its state as jsonb (mapping problems included).
 */
import { ID_BLOCK_SIZE } from "./002-id-sequences"

export const elementTypeIdKinds = ["element_type"] as const

export const elementTypeTables = ["rm_element_types"] as const

export const elementTypesMigration = `
${elementTypeIdKinds.map((kind) => `CREATE SEQUENCE IF NOT EXISTS ids_${kind} INCREMENT BY ${ID_BLOCK_SIZE} START WITH 1;`).join("\n")}
CREATE TABLE IF NOT EXISTS rm_element_types (
  id           bigint PRIMARY KEY,
  pro_id       bigint NOT NULL,
  has_problems boolean NOT NULL DEFAULT false,
  data         jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_element_types_pro_id ON rm_element_types (pro_id);
`
