/**
 * @module What a restored installation needs besides the event log (projector/src/backup/): the id
 * sequences, the setting naming the reference project and — only when asked for — the personal-data keys.
 *
 * - `ids_<kind>` sequences: numeric ids are handed out from them (ids/id-allocator.ts), not derived from the
 *   log; a restore without them would hand out a project's or user's id a second time.
 * - `settings.reference_project_id`: without it the command service would seed a second reference project.
 *   The token signing key stays behind: sessions end, everyone signs in again.
 * - Only "with keys" (the file then holds personal data and secrets): `personal_keys` and
 *   `settings.identity_pepper` (crypto/personal-data-vault.ts), which open every sealed personal field and
 *   make e-mail lookups work; the password hashes (`credentials`), so people sign in as before; and
 *   `settings.bootstrap_admin`, the administrator they name. Without them the restored users read like
 *   erased ones, and the first start creates a new administrator (auth/bootstrap-admin.ts).
 */
import type { SqlQuery } from "../sql/sql-client"

export const REFERENCE_PROJECT_KEY = "reference_project_id"
export const PEPPER_KEY = "identity_pepper"
export const BOOTSTRAP_ADMIN_KEY = "bootstrap_admin"

/** The settings a restore carries, without and with keys. */
export const carriedSettingKeys = (withKeys: boolean): readonly string[] =>
  withKeys ? [REFERENCE_PROJECT_KEY, PEPPER_KEY, BOOTSTRAP_ADMIN_KEY] : [REFERENCE_PROJECT_KEY]

export type SequenceValue = { readonly name: string; readonly last_value: number; readonly is_called: boolean }
export type SettingValue = { readonly key: string; readonly value: string }
export type PersonalKey = { readonly usr_id: number; readonly key: string }
/** A person's password hash and last sign-in, as stored (`login_date` ISO with microseconds, or null). */
export type Credential = { readonly usr_id: number; readonly pw_hash: string | null; readonly login_date: string | null; readonly login_ip: string | null }

const ID_SEQUENCE = /^ids_[a-z_]+$/

/** The `ids_<kind>` sequences of this installation, by name. */
export const readIdSequences = async (sql: SqlQuery): Promise<SequenceValue[]> => {
  const names = await sql.query<{ name: string }>(
    "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = current_schema() AND sequencename LIKE 'ids\\_%' ORDER BY sequencename",
  )
  const values: SequenceValue[] = []
  for (const { name } of names) {
    if (!ID_SEQUENCE.test(name)) continue
    const [row] = await sql.query<{ last_value: string | number; is_called: boolean }>(`SELECT last_value, is_called FROM ${name}`)
    values.push({ name, last_value: Number(row!.last_value), is_called: row!.is_called })
  }
  return values
}

/** Sets each sequence to its exported value; a sequence this installation does not have is refused. */
export const writeIdSequences = async (tx: SqlQuery, values: readonly SequenceValue[]): Promise<void> => {
  const known = new Set((await readIdSequences(tx)).map((s) => s.name))
  for (const value of values) {
    if (!known.has(value.name)) throw new UnknownSequence(value.name)
    await tx.query("SELECT setval($1::regclass, $2::bigint, $3::boolean)", [value.name, value.last_value, value.is_called])
  }
}

export class UnknownSequence extends Error {
  constructor(readonly sequence: string) {
    super(`this installation has no id sequence ${sequence}: import with the version of BIM Profile that exported the file, or a later one`)
  }
}

/** The settings a restore carries (`carriedSettingKeys`). */
export const readCarriedSettings = async (sql: SqlQuery, { withKeys }: { withKeys: boolean }): Promise<SettingValue[]> =>
  sql.query<SettingValue>("SELECT key, value FROM settings WHERE key = ANY($1::text[]) ORDER BY key", [carriedSettingKeys(withKeys)])

/** Writes carried settings over what an empty installation may hold (nothing was sealed or seeded with it). */
export const writeCarriedSettings = async (tx: SqlQuery, values: readonly SettingValue[]): Promise<void> => {
  for (const { key, value } of values) {
    if (!carriedSettingKeys(true).includes(key)) throw new Error(`not a setting a restore carries: ${key}`)
    await tx.query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value", [key, value])
  }
}

/** Personal keys after user `afterUserId`, in user order. */
export const readPersonalKeys = async (sql: SqlQuery, afterUserId: number, limit: number): Promise<PersonalKey[]> =>
  (await sql.query<{ usr_id: string | number; key: string }>("SELECT usr_id, key FROM personal_keys WHERE usr_id > $1 ORDER BY usr_id LIMIT $2", [afterUserId, limit])).map(
    (r) => ({ usr_id: Number(r.usr_id), key: r.key }),
  )

export const countPersonalKeys = async (sql: SqlQuery): Promise<number> =>
  Number((await sql.query<{ n: string | number }>("SELECT count(*) AS n FROM personal_keys"))[0]?.n ?? 0)

export const writePersonalKeys = async (tx: SqlQuery, keys: readonly PersonalKey[]): Promise<void> => {
  if (keys.length === 0) return
  await tx.query("INSERT INTO personal_keys (usr_id, key) SELECT * FROM unnest($1::bigint[], $2::text[])", [keys.map((k) => k.usr_id), keys.map((k) => k.key)])
}

/** Password hashes after user `afterUserId`, in user order. */
export const readCredentials = async (sql: SqlQuery, afterUserId: number, limit: number): Promise<Credential[]> =>
  (
    await sql.query<{ usr_id: string | number; pw_hash: string | null; login_date: string | null; login_ip: string | null }>(
      `SELECT usr_id, pw_hash, to_char(login_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS login_date, login_ip
         FROM credentials WHERE usr_id > $1 ORDER BY usr_id LIMIT $2`,
      [afterUserId, limit],
    )
  ).map((r) => ({ ...r, usr_id: Number(r.usr_id) }))

export const countCredentials = async (sql: SqlQuery): Promise<number> =>
  Number((await sql.query<{ n: string | number }>("SELECT count(*) AS n FROM credentials"))[0]?.n ?? 0)

export const writeCredentials = async (tx: SqlQuery, rows: readonly Credential[]): Promise<void> => {
  if (rows.length === 0) return
  await tx.query("INSERT INTO credentials (usr_id, pw_hash, login_date, login_ip) SELECT * FROM unnest($1::bigint[], $2::text[], $3::timestamptz[], $4::text[])", [
    rows.map((r) => r.usr_id),
    rows.map((r) => r.pw_hash),
    rows.map((r) => r.login_date),
    rows.map((r) => r.login_ip),
  ])
}
