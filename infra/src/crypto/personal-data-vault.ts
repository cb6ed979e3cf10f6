/**
 * @module Crypto-shredding of personal data. Each user has a random AES-256 key in `personal_keys`; their
 * personal fields are sealed with it (AES-256-GCM, `v1.<iv>.<ciphertext>.<tag>`, base64url) before they enter
 * an event. Erasing a user deletes the key: the sealed fields in the immutable event history can no longer
 * be opened by anyone, while the events themselves (who did what, when) stay.
 *
 * Only registration creates a key (`seal(…, { create: true })`); every other seal needs the user's key and
 * throws `NoPersonalKey` without it, so an erased or unknown user never gets a new one. Keys read from the
 * table are kept for `keyTtlMs` (60 s) only: a key another process destroyed is forgotten here within that
 * time (one this process destroyed at once, for good).
 *
 * E-mail lookups go through a keyed digest (HMAC-SHA-256 with the installation's pepper), so lookup keys and
 * reservations hold no e-mail address in clear either.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto"
import type { SqlQuery } from "../sql/sql-client"

const ALGORITHM = "aes-256-gcm"
const VERSION = "v1"

/** How long a key read from `personal_keys` is kept in memory before it is read again. */
export const KEY_CACHE_TTL_MS = 60_000

/** A seal for a user without a key: unknown, erased, or not registered through `seal(…, { create: true })`. */
export class NoPersonalKey extends Error {
  constructor(readonly userId: number) {
    super(`no personal key for user ${userId}`)
  }
}

export type VaultOptions = {
  /** Lifetime of a cached key (default KEY_CACHE_TTL_MS). */
  readonly keyTtlMs?: number
  /** The clock (tests). */
  readonly now?: () => number
}

export class PersonalDataVault {
  /** Keys read or created by this process, each with when it was read; null = destroyed by this process. */
  private readonly keys = new Map<number, { readonly key: Buffer; readonly readAt: number } | null>()
  private readonly keyTtlMs: number
  private readonly now: () => number

  constructor(
    private readonly sql: SqlQuery,
    private readonly pepper: Buffer,
    options: VaultOptions = {},
  ) {
    this.keyTtlMs = options.keyTtlMs ?? KEY_CACHE_TTL_MS
    this.now = options.now ?? Date.now
  }

  /**
   * Seals `value` (JSON) with the user's key. Only registration passes `create: true` (the key is made on
   * first use); without it a user without a key is refused with `NoPersonalKey`.
   */
  async seal(userId: number, value: unknown, options: { readonly create?: boolean } = {}): Promise<string> {
    const key = options.create ? await this.ensureKey(userId) : await this.readKey(userId)
    if (!key) throw new NoPersonalKey(userId)
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
    // Destroyed here: the user was erased (or their registration refused); their id never gets a key again.
    if (this.keys.get(userId) === null) throw new NoPersonalKey(userId)
    await this.sql.query("INSERT INTO personal_keys (usr_id, key) VALUES ($1, $2) ON CONFLICT (usr_id) DO NOTHING", [
      userId,
      randomBytes(32).toString("base64"),
    ])
    this.keys.delete(userId)
    const created = await this.readKey(userId)
    if (!created) throw new NoPersonalKey(userId)
    return created
  }

  private async readKey(userId: number): Promise<Buffer | undefined> {
    // A key destroyed here stays destroyed; a cached one is trusted for keyTtlMs (another process may
    // destroy it: then it is gone here too once read again); a key not yet seen is read (another process
    // may have created it), an absent one is not remembered.
    const cached = this.keys.get(userId)
    if (cached === null) return undefined
    if (cached && this.now() - cached.readAt < this.keyTtlMs) return cached.key
    const rows = await this.sql.query<{ key: string }>("SELECT key FROM personal_keys WHERE usr_id = $1", [userId])
    const key = rows[0] ? Buffer.from(rows[0].key, "base64") : undefined
    if (key) this.keys.set(userId, { key, readAt: this.now() })
    else this.keys.delete(userId)
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
