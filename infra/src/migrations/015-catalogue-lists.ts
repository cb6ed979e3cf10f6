/**
 * The data catalogue's lists (issue 9, contracts/src/catalogue/list-kinds.ts): group lists, classification
 * systems, material lists and user-defined property sets. Ids of lists and of their items from their own
 * sequences, and their tables in the catalogue projection — one row per list, one per item (its list as
 * `parent_id`). Written out, not generated from the kinds: a migration never changes once applied.
 */
import { ID_BLOCK_SIZE } from "./002-id-sequences"

export const catalogueListIdKinds = [
  "group_list",
  "group_list_item",
  "classification",
  "classification_item",
  "material_list",
  "material_list_item",
  "property_set",
  "property_set_item",
] as const

export const catalogueListTables = [
  "rm_group_lists",
  "rm_group_list_items",
  "rm_classifications",
  "rm_classification_items",
  "rm_material_lists",
  "rm_material_list_items",
  "rm_property_sets",
  "rm_property_set_items",
] as const

const listTable = (table: string) => `
CREATE TABLE IF NOT EXISTS ${table} (
  id           bigint PRIMARY KEY,
  pro_id       bigint NOT NULL,
  has_problems boolean NOT NULL DEFAULT false,
  data         jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS ${table}_pro_id ON ${table} (pro_id);`

const itemTable = (table: string) => `
CREATE TABLE IF NOT EXISTS ${table} (
  id           bigint PRIMARY KEY,
  pro_id       bigint NOT NULL,
  parent_id    bigint NOT NULL,
  has_problems boolean NOT NULL DEFAULT false,
  data         jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS ${table}_parent_id ON ${table} (parent_id);
CREATE INDEX IF NOT EXISTS ${table}_pro_id ON ${table} (pro_id);`

export const catalogueListsMigration = `
${catalogueListIdKinds.map((kind) => `CREATE SEQUENCE IF NOT EXISTS ids_${kind} INCREMENT BY ${ID_BLOCK_SIZE} START WITH 1;`).join("\n")}
${listTable("rm_group_lists")}
${itemTable("rm_group_list_items")}
${listTable("rm_classifications")}
${itemTable("rm_classification_items")}
${listTable("rm_material_lists")}
${itemTable("rm_material_list_items")}
${listTable("rm_property_sets")}
${itemTable("rm_property_set_items")}
`
