/**
 * @module The rate limit of client log entries: a token bucket per sender (a user, or an address when no
 * valid token came), in this process's memory. Each entry takes a token; a bucket holds `burst` tokens and
 * refills at `perMinute`. A post that needs more tokens than its sender has is refused as a whole, with the
 * seconds until it would fit.
 *
 * In memory, not in PostgreSQL: clients report errors most when the database is the trouble, and the limit
 * only protects the log from a flood. With N command services behind nginx a sender gets at most N × the
 * limit. Idle buckets are forgotten (a full bucket is the same as none), so memory stays bounded.
 */

export type RateLimitRule = { readonly perMinute: number; readonly burst: number }

/** 30 entries a minute, 60 at once: a page that fails on every render fills it, normal use never does. */
export const CLIENT_LOG_LIMIT: RateLimitRule = { perMinute: 30, burst: 60 }

export type RateVerdict = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number }

type Bucket = { tokens: number; at: number }

/** When this many senders have buckets, the full ones are swept. */
const SWEEP_AT = 10_000

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>()
  private readonly perMs: number

  constructor(
    private readonly rule: RateLimitRule = CLIENT_LOG_LIMIT,
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = rule.perMinute / 60_000
  }

  /** Takes `cost` tokens from `key`'s bucket, or refuses (taking none) when it has fewer. */
  take(key: string, cost: number): RateVerdict {
    const now = this.now()
    const bucket = this.refilled(key, now)
    // A post larger than the burst could never pass: it costs a full bucket.
    const need = Math.min(cost, this.rule.burst)
    if (bucket.tokens < need) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((need - bucket.tokens) / this.perMs / 1000)) }
    bucket.tokens -= need
    if (!this.buckets.has(key)) {
      if (this.buckets.size >= SWEEP_AT) this.sweep(now)
      this.buckets.set(key, bucket)
    }
    return { ok: true }
  }

  private refilled(key: string, now: number): Bucket {
    const bucket = this.buckets.get(key)
    if (!bucket) return { tokens: this.rule.burst, at: now }
    bucket.tokens = Math.min(this.rule.burst, bucket.tokens + (now - bucket.at) * this.perMs)
    bucket.at = now
    return bucket
  }

  private sweep(now: number) {
    for (const [key, bucket] of this.buckets) if (bucket.tokens + (now - bucket.at) * this.perMs >= this.rule.burst) this.buckets.delete(key)
  }

  /** How many senders have a bucket (for tests of the sweep). */
  get size() {
    return this.buckets.size
  }
}
