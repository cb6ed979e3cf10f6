import { afterEach, describe, expect, it, vi } from "vitest"
import { clearSession, updateSession } from "../../../lib/session"
import { testUser } from "../../../testing/test-user"
import { refreshPermissions, refreshPermissionsOnNavigation } from "./permissions"

describe("permissions on navigation", () => {
  afterEach(() => {
    clearSession()
    vi.unstubAllGlobals()
  })

  it("given a logged-in user with a valid token, then navigating re-reads the permissions at most every 30 s", () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ usr_pro_admin: [7] }), { status: 200 }))
    vi.stubGlobal("fetch", fetch)
    const now = 1_000_000_000
    updateSession({ user: testUser(), accessToken: "a", refreshToken: "r", expiresAt: now + 60_000 })
    expect(refreshPermissionsOnNavigation(now)).toBe(true)
    expect(refreshPermissionsOnNavigation(now + 10_000)).toBe(false)
    expect(refreshPermissionsOnNavigation(now + 31_000)).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it("given the app start just read the permissions, then the first navigation does not read them again", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ usr_pro_admin: [7] }), { status: 200 }))
    vi.stubGlobal("fetch", fetch)
    const now = 3_000_000_000
    updateSession({ user: testUser(), accessToken: "a", refreshToken: "r", expiresAt: now + 60_000 })
    await refreshPermissions(now)
    expect(refreshPermissionsOnNavigation(now + 50)).toBe(false)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it("given an expired token, then navigating does not call the API", () => {
    const fetch = vi.fn()
    vi.stubGlobal("fetch", fetch)
    const now = 2_000_000_000
    updateSession({ user: testUser(), accessToken: "a", refreshToken: "r", expiresAt: now - 1 })
    expect(refreshPermissionsOnNavigation(now)).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })
})
