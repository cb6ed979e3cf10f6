/**
 * The project timeline (issue 11; projector/src/projections/history.ts): one row per project event — who, when,
 * which entity, what changed — and the projection's own state, each entity's last-known fields, from which a
 * change's `before` comes. The timeline is read newest first by position, a page at a time (cursor = the last
 * position shown), with or without a filter: each filter has an index that ends in the position, so a page is an
 * index range scan however long the project's history is.
 */
export const historyTables = ["rm_history", "rm_history_state"] as const

export const historyMigration = `
CREATE TABLE IF NOT EXISTS rm_history (
  position     bigint PRIMARY KEY,
  pro_id       bigint NOT NULL,
  time         timestamptz NOT NULL,
  usr_id       bigint NOT NULL,
  entity       text NOT NULL,
  entity_id    bigint,
  kind         text NOT NULL,
  event_type   text NOT NULL,
  entity_name  text,
  before       jsonb,
  after        jsonb
);
CREATE INDEX IF NOT EXISTS rm_history_project ON rm_history (pro_id, position DESC);
CREATE INDEX IF NOT EXISTS rm_history_entity ON rm_history (pro_id, entity, entity_id, position DESC);
CREATE INDEX IF NOT EXISTS rm_history_user ON rm_history (pro_id, usr_id, position DESC);
CREATE INDEX IF NOT EXISTS rm_history_kind ON rm_history (pro_id, kind, position DESC);
CREATE INDEX IF NOT EXISTS rm_history_time ON rm_history (pro_id, time);
CREATE TABLE IF NOT EXISTS rm_history_state (
  pro_id     bigint NOT NULL,
  entity     text NOT NULL,
  entity_id  bigint NOT NULL,
  fields     jsonb NOT NULL,
  PRIMARY KEY (pro_id, entity, entity_id)
);
`
