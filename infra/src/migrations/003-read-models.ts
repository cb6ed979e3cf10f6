/**
 * Read models: one table per entity of the 1.2 API, each row the entity's projected state as jsonb with
 * its project and parent for filtering. Written only by the projector, together with its checkpoint.
 */
export const readModelTables = ["rm_projects", "rm_phases", "rm_milestones", "rm_processes", "rm_activities", "rm_roles"] as const
export type ReadModelTable = (typeof readModelTables)[number]

export const readModelsMigration = `
${readModelTables
  .map(
    (table) => `
CREATE TABLE IF NOT EXISTS ${table} (
  id        bigint PRIMARY KEY,
  pro_id    bigint NOT NULL,
  parent_id bigint,
  data      jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS ${table}_pro_id ON ${table} (pro_id);
CREATE INDEX IF NOT EXISTS ${table}_parent_id ON ${table} (parent_id);`,
  )
  .join("\n")}

CREATE TABLE IF NOT EXISTS projector_checkpoints (
  name       text PRIMARY KEY,
  position   bigint NOT NULL,
  version    integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`
