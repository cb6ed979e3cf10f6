/**
 * Identity read models, written only by the projector together with its checkpoint (the same one as the
 * project structure). Personal fields stay sealed here as they are in the events (`data.personal`,
 * `data.image`): the query service opens them with the vault when it answers, so a dump of these tables
 * holds no clear personal data, and an erased user's seals are gone (and their key destroyed).
 *
 * - rm_users:           usr_id → data {personal, image, imageVersion, source, personalOrgId, active, erased,
 *                       appAdmin, licensed, sso, createdAt/By, changedAt/By}
 * - rm_organisations:   org_id → data {name, desc, personal, createdAt/By, changedAt/By}
 * - rm_org_members:     (org_id, usr_id) → roles
 * - rm_project_grants:  (pro_id, usr_id) → roles, when and by whom
 * - rm_project_shares:  (pro_id, org_id)
 * - rm_identity_state:  one row, the position of the last change of users or organisations (caches of
 *                       names know from it when to reload)
 */
export const identityReadModelTables = [
  "rm_users",
  "rm_organisations",
  "rm_org_members",
  "rm_project_grants",
  "rm_project_shares",
  "rm_identity_state",
] as const
export type IdentityReadModelTable = (typeof identityReadModelTables)[number]

export const identityReadModelsMigration = `
CREATE TABLE IF NOT EXISTS rm_users (
  usr_id bigint PRIMARY KEY,
  data   jsonb NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_organisations (
  org_id bigint PRIMARY KEY,
  data   jsonb NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_org_members (
  org_id bigint NOT NULL,
  usr_id bigint NOT NULL,
  roles  text[] NOT NULL,
  PRIMARY KEY (org_id, usr_id)
);
CREATE INDEX IF NOT EXISTS rm_org_members_usr_id ON rm_org_members (usr_id);
CREATE TABLE IF NOT EXISTS rm_project_grants (
  pro_id     bigint NOT NULL,
  usr_id     bigint NOT NULL,
  roles      text[] NOT NULL,
  changed_at text,
  changed_by bigint,
  PRIMARY KEY (pro_id, usr_id)
);
CREATE INDEX IF NOT EXISTS rm_project_grants_usr_id ON rm_project_grants (usr_id);
CREATE TABLE IF NOT EXISTS rm_project_shares (
  pro_id bigint NOT NULL,
  org_id bigint NOT NULL,
  PRIMARY KEY (pro_id, org_id)
);
CREATE INDEX IF NOT EXISTS rm_project_shares_org_id ON rm_project_shares (org_id);
CREATE TABLE IF NOT EXISTS rm_identity_state (
  id       integer PRIMARY KEY,
  position bigint NOT NULL
);
`
