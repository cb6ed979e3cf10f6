/**
 * @module Crypto-shredding of personal data. Each user has a random AES-256 key in `personal_keys`; their
 * personal fields are sealed with it (AES-256-GCM, `v1.<iv>.<ciphertext>.<tag>`, base64url) before they enter
 * an event. Erasing a user deletes the key: the sealed fields in the immutable event history can no longer
 * be opened by anyone, while the events themselves (who did what, when) stay.
 *
 * E-mail lookups go through a keyed digest (HMAC-SHA-256 with the installation's pepper), so lookup keys and
 * reservations hold no e-mail address in clear either.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto"
import type { SqlQuery } from "../sql/sql-client"

const ALGORITHM = "aes-256-gcm"
const VERSION = "v1"

export class PersonalDataVault {
  /** Keys read or created by this process; a destroyed key is removed here too. */
  private readonly keys = new Map<number, Buffer | null>()

  constructor(
    private readonly sql: SqlQuery,
    private readonly pepper: Buffer,
  ) {}

  /** Seals `value` (JSON) with the user's key, creating the key on first use. */
  async seal(userId: number, value: unknown): Promise<string> {
    const key = await this.ensureKey(userId)
    const iv = randomBytes(12)
    const cipher = createCipheriv(ALGORITHM, key, iv)
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()])
    return [VERSION, iv, ciphertext, cipher.getAuthTag()].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".")
  }

  /** Opens a sealed value; undefined once the user's key was destroyed (or the seal is not theirs). */
  async open<T>(userId: number, sealed: string): Promise<T | undefined> {
    const key = await this.readKey(userId)
    if (!key) return undefined
    const [version, iv, ciphertext, tag] = sealed.split(".")
    if (version !== VERSION || !iv || !ciphertext || !tag) return undefined
    try {
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, "base64url"))
      decipher.setAuthTag(Buffer.from(tag, "base64url"))
      const clear = Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()])
      return JSON.parse(clear.toString("utf8")) as T
    } catch {
      return undefined
    }
  }

  /** Destroys the user's key: everything sealed for them is unreadable from now on, everywhere. */
  async destroy(userId: number): Promise<void> {
    await this.sql.query("DELETE FROM personal_keys WHERE usr_id = $1", [userId])
    this.keys.set(userId, null)
  }

  /** The keyed digest of an e-mail address (trimmed, lower-cased): for lookups and uniqueness. */
  emailDigest(email: string): string {
    return this.digest(`email:${email.trim().toLowerCase()}`)
  }

  /** A keyed digest of any identifier (e.g. an identity provider's issuer and subject). */
  digest(value: string): string {
    return createHmac("sha256", this.pepper).update(value).digest("base64url")
  }

  private async ensureKey(userId: number): Promise<Buffer> {
    const known = await this.readKey(userId)
    if (known) return known
    await this.sql.query("INSERT INTO personal_keys (usr_id, key) VALUES ($1, $2) ON CONFLICT (usr_id) DO NOTHING", [
      userId,
      randomBytes(32).toString("base64"),
    ])
    this.keys.delete(userId)
    const created = await this.readKey(userId)
    if (!created) throw new Error(`no personal key for user ${userId}`)
    return created
  }

  private async readKey(userId: number): Promise<Buffer | undefined> {
    // A destroyed key stays destroyed; a key not yet seen is read (another process may have created it).
    if (this.keys.get(userId) === null) return undefined
    const cached = this.keys.get(userId)
    if (cached) return cached
    const rows = await this.sql.query<{ key: string }>("SELECT key FROM personal_keys WHERE usr_id = $1", [userId])
    const key = rows[0] ? Buffer.from(rows[0].key, "base64") : undefined
    if (key) this.keys.set(userId, key)
    return key
  }
}

/** The vault of this installation: pepper from BIMP_IDENTITY_PEPPER, else generated once into `settings`. */
export const loadPersonalDataVault = async (sql: SqlQuery, configuredPepper: string | undefined): Promise<PersonalDataVault> => {
  if (configuredPepper) return new PersonalDataVault(sql, Buffer.from(configuredPepper))
  await sql.query("INSERT INTO settings (key, value) VALUES ('identity_pepper', $1) ON CONFLICT (key) DO NOTHING", [
    randomBytes(32).toString("base64"),
  ])
  const rows = await sql.query<{ value: string }>("SELECT value FROM settings WHERE key = 'identity_pepper'")
  return new PersonalDataVault(sql, Buffer.from(rows[0]!.value, "base64"))
}
