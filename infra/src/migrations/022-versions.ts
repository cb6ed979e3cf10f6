/**
 * A project's published versions (issue 11): ids from their own sequence, and the catalogue projection's table
 * of the versions a project lists (number, title, note, the position it shows, the chain hash, audit fields).
 */
import { ID_BLOCK_SIZE } from "./002-id-sequences"

export const versionIdKinds = ["version"] as const
export const versionTables = ["rm_versions"] as const

export const versionsMigration = `
CREATE SEQUENCE IF NOT EXISTS ids_version INCREMENT BY ${ID_BLOCK_SIZE} START WITH 1;
CREATE TABLE IF NOT EXISTS rm_versions (
  id           bigint PRIMARY KEY,
  pro_id       bigint NOT NULL,
  parent_id    bigint,
  has_problems boolean NOT NULL DEFAULT false,
  data         jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_versions_pro_id ON rm_versions (pro_id);
`
