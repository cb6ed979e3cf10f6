/**
 * The requirements of activities (issue 9): ids from their own sequence, and their table in the catalogue
 * projection — one row per requirement, its activity as `parent_id`, its fields as `data`.
 */
import { ID_BLOCK_SIZE } from "./002-id-sequences"

export const requirementIdKinds = ["requirement"] as const
export const requirementTables = ["rm_requirements"] as const

export const requirementsMigration = `
CREATE SEQUENCE IF NOT EXISTS ids_requirement INCREMENT BY ${ID_BLOCK_SIZE} START WITH 1;
CREATE TABLE IF NOT EXISTS rm_requirements (
  id           bigint PRIMARY KEY,
  pro_id       bigint NOT NULL,
  parent_id    bigint NOT NULL,
  has_problems boolean NOT NULL DEFAULT false,
  data         jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_requirements_parent_id ON rm_requirements (parent_id);
CREATE INDEX IF NOT EXISTS rm_requirements_pro_id ON rm_requirements (pro_id);
`
