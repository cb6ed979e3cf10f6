/**
 * The "as of" snapshots (issue 11, time travel): each is a schema `asof_…` holding a project's read-model rows
 * folded up to a point (projector/src/as-of). This registry names them, so any process can find one another
 * made and the least recently used ones are dropped when there are too many.
 */
export const asOfSnapshotsMigration = `
CREATE TABLE IF NOT EXISTS asof_snapshots (
  schema_name text PRIMARY KEY,
  pro_id      bigint NOT NULL,
  position    bigint NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  used_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS asof_snapshots_used_idx ON asof_snapshots (used_at);
`
