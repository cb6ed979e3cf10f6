import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { stubFetch } from "../testing/fetch-stub"
import { testUser } from "../testing/test-user"
import { emptySession, getSession, type Session, updateSession } from "./session"
import { shouldRefresh, startTokenRefresh } from "./token-refresh"

const now = Date.UTC(2024, 5, 26, 10, 0, 0)
/** All four conditions hold: refresh token, no refresh running, active 1 min ago, expiring in 15 s. */
const due: Session = { ...emptySession(), accessToken: "a", refreshToken: "r", user: testUser(), lastActivity: now - 60_000, expiresAt: now + 15_000 }

describe("shouldRefresh", () => {
  it("given all four conditions, then a refresh is due", () => {
    expect(shouldRefresh(due, now)).toBe(true)
  })

  it("given no refresh token, then no refresh", () => {
    expect(shouldRefresh({ ...due, refreshToken: null }, now)).toBe(false)
  })

  it("given a refresh in progress, then no second one", () => {
    expect(shouldRefresh({ ...due, refreshInProgress: true }, now)).toBe(false)
  })

  it("given the last activity more than 30 minutes ago (or none), then no refresh", () => {
    expect(shouldRefresh({ ...due, lastActivity: now - 30 * 60_000 }, now)).toBe(true)
    expect(shouldRefresh({ ...due, lastActivity: now - 30 * 60_000 - 1 }, now)).toBe(false)
    expect(shouldRefresh({ ...due, lastActivity: null }, now)).toBe(false)
  })

  it("given the access token expiring in more than 20 s (or no expiry), then no refresh", () => {
    expect(shouldRefresh({ ...due, expiresAt: now + 20_000 }, now)).toBe(true)
    expect(shouldRefresh({ ...due, expiresAt: now + 20_001 }, now)).toBe(false)
    expect(shouldRefresh({ ...due, expiresAt: null }, now)).toBe(false)
  })

  it("given an access token already expired, then a refresh is due", () => {
    expect(shouldRefresh({ ...due, expiresAt: now - 5_000 }, now)).toBe(true)
  })
})

describe("startTokenRefresh", () => {
  let stop: () => void = () => {}
  beforeEach(() => {
    vi.useFakeTimers({ now })
  })
  afterEach(() => {
    stop()
    vi.useRealTimers()
    updateSession(emptySession())
  })

  it("given a due session, when 10 s pass, then the tokens are refreshed once and stored", async () => {
    updateSession(due)
    const { calls } = stubFetch({
      status: 200,
      body: { token: { access_token: "a2", refresh_token: "r2", expires_in: 300, refresh_expires_in: 1800 }, usr: testUser() },
    })
    stop = startTokenRefresh()
    await vi.advanceTimersByTimeAsync(9_999)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toEqual([expect.objectContaining({ method: "POST", path: "/1.2/auth/refresh", body: { refresh_token: "r" } })])
    expect(getSession()).toMatchObject({ accessToken: "a2", refreshToken: "r2", refreshInProgress: false, expiresAt: now + 10_000 + 300_000 })
  })

  it("given a session that is not due, when the checks run, then nothing is sent", async () => {
    updateSession({ ...due, expiresAt: now + 10 * 60_000 })
    const { calls } = stubFetch()
    stop = startTokenRefresh()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(0)
  })

  it("given a refresh that fails, then the error is only logged and the marker cleared", async () => {
    updateSession(due)
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    stubFetch(new TypeError("network down"))
    stop = startTokenRefresh()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(warn).toHaveBeenCalled()
    expect(getSession()).toMatchObject({ accessToken: "a", refreshInProgress: false })
  })
})
