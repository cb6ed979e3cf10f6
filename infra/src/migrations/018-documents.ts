/**
 * A project's documents (issue 10): ids from their own sequence; their bytes in content-addressed chunks
 * (`blobs`, `blob_chunks`: the SHA-256 of the whole file names it, 1 MiB per chunk, the same file stored once),
 * so every run mode — embedded PGlite, one process, several — has them without a separate store; and the
 * catalogue projection's table of the documents a project lists.
 */
import { ID_BLOCK_SIZE } from "./002-id-sequences"

export const documentIdKinds = ["document"] as const
export const documentTables = ["rm_documents"] as const

export const documentsMigration = `
CREATE SEQUENCE IF NOT EXISTS ids_document INCREMENT BY ${ID_BLOCK_SIZE} START WITH 1;
CREATE TABLE IF NOT EXISTS blobs (
  sha256     text PRIMARY KEY,
  size       bigint NOT NULL,
  chunks     integer NOT NULL,
  stored_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS blob_chunks (
  sha256  text NOT NULL,
  seq     integer NOT NULL,
  bytes   bytea NOT NULL,
  PRIMARY KEY (sha256, seq)
);
CREATE TABLE IF NOT EXISTS rm_documents (
  id           bigint PRIMARY KEY,
  pro_id       bigint NOT NULL,
  parent_id    bigint,
  has_problems boolean NOT NULL DEFAULT false,
  data         jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_documents_pro_id ON rm_documents (pro_id);
`
