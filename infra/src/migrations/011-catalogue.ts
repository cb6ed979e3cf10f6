/**
 * The data catalogue (issue 9), first its element classes: ids from their own sequence (hi/lo as in 002),
 * and the catalogue projection's table — one row per class with its project and parent class, the class's
 * state as jsonb (its IFC mapping problems included, so the `problems` filter is a column test).
 */
import { ID_BLOCK_SIZE } from "./002-id-sequences"

export const catalogueIdKinds = ["element_class"] as const

export const catalogueTables = ["rm_element_classes"] as const

export const catalogueMigration = `
${catalogueIdKinds.map((kind) => `CREATE SEQUENCE IF NOT EXISTS ids_${kind} INCREMENT BY ${ID_BLOCK_SIZE} START WITH 1;`).join("\n")}
CREATE TABLE IF NOT EXISTS rm_element_classes (
  id           bigint PRIMARY KEY,
  pro_id       bigint NOT NULL,
  parent_id    bigint,
  has_problems boolean NOT NULL DEFAULT false,
  data         jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_element_classes_pro_id ON rm_element_classes (pro_id);
`
