/**
 * The data catalogue's value lists (issue 9): ids of lists and of their values from their own sequences, and
 * their tables in the catalogue projection — one row per list, one per value (its list as `parent_id`).
 */
import { ID_BLOCK_SIZE } from "./002-id-sequences"

export const valueListIdKinds = ["value_list", "value_list_item"] as const

export const valueListTables = ["rm_value_lists", "rm_value_list_items"] as const

export const valueListsMigration = `
${valueListIdKinds.map((kind) => `CREATE SEQUENCE IF NOT EXISTS ids_${kind} INCREMENT BY ${ID_BLOCK_SIZE} START WITH 1;`).join("\n")}
CREATE TABLE IF NOT EXISTS rm_value_lists (
  id           bigint PRIMARY KEY,
  pro_id       bigint NOT NULL,
  has_problems boolean NOT NULL DEFAULT false,
  data         jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_value_lists_pro_id ON rm_value_lists (pro_id);
CREATE TABLE IF NOT EXISTS rm_value_list_items (
  id           bigint PRIMARY KEY,
  pro_id       bigint NOT NULL,
  parent_id    bigint NOT NULL,
  has_problems boolean NOT NULL DEFAULT false,
  data         jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_value_list_items_parent_id ON rm_value_list_items (parent_id);
CREATE INDEX IF NOT EXISTS rm_value_list_items_pro_id ON rm_value_list_items (pro_id);
`
