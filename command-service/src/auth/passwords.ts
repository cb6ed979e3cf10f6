/**
 * @module Password hashing with scrypt (memory-hard), stored as `scrypt$N$r$p$salt$hash`.
 * N = 2^15, r = 8 takes 32 MiB and some 50–100 ms per hash; at most four hashes run at once, so a burst of
 * logins cannot exhaust memory, and at most 16 wait: beyond that the work is refused at once
 * (`PasswordWorkBusy`, answered 503 BUSY with Retry-After), so a flood cannot queue up unbounded work.
 * Stored parameters above the cap are refused rather than computed.
 */
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto"

const N = 2 ** 15
const r = 8
const p = 1
const MAX_N = 2 ** 17

/** How many hashes run at once and how many may wait (changeable for tests). */
export const PASSWORD_WORK = { maxParallel: 4, maxWaiting: 16 }
/** Seconds the client is asked to wait when the queue is full. */
export const BUSY_RETRY_AFTER_SECONDS = 5

/** The queue of password work is full: 503 BUSY (the routes add Retry-After). */
export class PasswordWorkBusy extends HttpProblem {
  constructor() {
    super(503, "BUSY", "Der Dienst ist ausgelastet. Bitte versuchen Sie es gleich noch einmal.")
  }
}

type Params = { N: number; r: number; p: number }

let running = 0
const waiting: Array<() => void> = []

/** scrypt with a bound on how many run at the same time and how many wait. */
const scrypt = async (password: string, salt: Buffer, keylen: number, params: Params): Promise<Buffer> => {
  if (running >= PASSWORD_WORK.maxParallel) {
    if (waiting.length >= PASSWORD_WORK.maxWaiting) throw new PasswordWorkBusy()
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
  running++
  try {
    return await new Promise((resolve, reject) =>
      scryptCallback(password.normalize("NFC"), salt, keylen, { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 }, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    )
  } finally {
    running--
    waiting.shift()?.()
  }
}

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const hash = await scrypt(password, salt, 32, { N, r, p })
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${hash.toString("base64")}`
}

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, rr, pp, salt, hash] = stored.split("$")
  const params = { N: Number(n), r: Number(rr), p: Number(pp) }
  if (scheme !== "scrypt" || !salt || !hash) return false
  if (!(params.N >= 2 && params.N <= MAX_N && params.r >= 1 && params.r <= 16 && params.p >= 1 && params.p <= 4)) return false
  const expected = Buffer.from(hash, "base64")
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, params)
  return timingSafeEqual(expected, actual)
}

let dummy: Promise<string> | undefined

/**
 * Verifies against a hash of a random password with the current parameters: for an unknown e-mail, so
 * the answer takes as long as for a known one.
 */
export const verifyAgainstDummy = async (password: string): Promise<false> => {
  dummy ??= hashPassword(randomBytes(16).toString("base64"))
  await verifyPassword(password, await dummy)
  return false
}
