import { describe, expect, it } from "vitest"
import { RateLimiter } from "./rate-limit"

describe("the client log's rate limit", () => {
  const clock = () => {
    let now = 1_000_000
    return { now: () => now, advance: (ms: number) => (now += ms) }
  }

  it("lets a sender's burst through, then refuses with the seconds until the post fits", () => {
    const time = clock()
    const limiter = new RateLimiter({ perMinute: 30, burst: 10 }, time.now)
    expect(limiter.take("user:1", 6)).toEqual({ ok: true })
    expect(limiter.take("user:1", 4)).toEqual({ ok: true })
    // Empty: 3 entries need 3 tokens, one every two seconds.
    expect(limiter.take("user:1", 3)).toEqual({ ok: false, retryAfterSeconds: 6 })
    time.advance(6_000)
    expect(limiter.take("user:1", 3)).toEqual({ ok: true })
  })

  it("keeps senders apart", () => {
    const limiter = new RateLimiter({ perMinute: 30, burst: 5 }, clock().now)
    expect(limiter.take("user:1", 5).ok).toBe(true)
    expect(limiter.take("user:1", 1).ok).toBe(false)
    expect(limiter.take("user:2", 5).ok).toBe(true)
    expect(limiter.take("address:10.0.0.1", 5).ok).toBe(true)
  })

  it("takes nothing from a refused post, and never refills beyond the burst", () => {
    const time = clock()
    const limiter = new RateLimiter({ perMinute: 60, burst: 4 }, time.now)
    expect(limiter.take("a", 3).ok).toBe(true)
    expect(limiter.take("a", 2).ok).toBe(false)
    expect(limiter.take("a", 1).ok).toBe(true)
    time.advance(60 * 60_000)
    expect(limiter.take("a", 4).ok).toBe(true)
    expect(limiter.take("a", 1)).toEqual({ ok: false, retryAfterSeconds: 1 })
  })

  it("forgets idle senders once there are many", () => {
    const time = clock()
    const limiter = new RateLimiter({ perMinute: 60, burst: 2 }, time.now)
    for (let i = 0; i < 10_000; i++) limiter.take(`address:${i}`, 1)
    expect(limiter.size).toBe(10_000)
    time.advance(60_000)
    limiter.take("address:new", 1)
    expect(limiter.size).toBe(1)
  })
})
