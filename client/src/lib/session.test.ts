import { afterEach, describe, expect, it } from "vitest"
import { testUser } from "../testing/test-user"
import { clearSession, emptySession, getSession, isLoggedIn, type Session, storeTokens, updateSession } from "./session"

const session = (change: Partial<Session>): Session => ({ ...emptySession(), ...change })

afterEach(() => updateSession(emptySession()))

describe("isLoggedIn", () => {
  const full = { accessToken: "a", refreshToken: "r", user: testUser() }

  it("given an access token, a refresh token and a user id other than -1, then the user is logged in", () => {
    expect(isLoggedIn(session(full))).toBe(true)
  })

  it("given any of the three missing, then the user is not logged in", () => {
    expect(isLoggedIn(session({ ...full, accessToken: null }))).toBe(false)
    expect(isLoggedIn(session({ ...full, refreshToken: null }))).toBe(false)
    expect(isLoggedIn(session({ ...full, user: null }))).toBe(false)
  })

  it("given the user id -1, then the user is not logged in", () => {
    expect(isLoggedIn(session({ ...full, user: testUser({ usr_id: -1 }) }))).toBe(false)
  })

  it("given no argument, then the stored session is judged", () => {
    expect(isLoggedIn()).toBe(false)
    updateSession(full)
    expect(isLoggedIn()).toBe(true)
  })
})

describe("storeTokens", () => {
  const now = Date.UTC(2024, 5, 26, 10, 0, 0)

  it("given a sign-in answer, then tokens, user and both expiry times (now + seconds, in ms) are stored", () => {
    updateSession({ refreshAttemptAt: now - 5_000 })
    storeTokens({ access_token: "a1", refresh_token: "r1", id_token: "i1", expires_in: 300, refresh_expires_in: 1800 }, testUser(), now)
    expect(getSession()).toMatchObject({
      accessToken: "a1",
      refreshToken: "r1",
      idToken: "i1",
      expiresAt: now + 300_000,
      refreshExpiresAt: now + 1_800_000,
      refreshAttemptAt: null,
      lastActivity: now,
      user: { usr_id: 7 },
    })
  })

  it("given a refresh answer without a new refresh token, then the old refresh token and its expiry stay", () => {
    storeTokens({ access_token: "a1", refresh_token: "r1", expires_in: 300, refresh_expires_in: 1800 }, testUser(), now)
    storeTokens({ access_token: "a2", expires_in: 300 }, testUser(), now + 60_000)
    expect(getSession()).toMatchObject({ accessToken: "a2", refreshToken: "r1", expiresAt: now + 360_000, refreshExpiresAt: now + 1_800_000 })
  })

  it("given a stored session, then it is kept in localStorage and survives a reload of the module", async () => {
    storeTokens({ access_token: "a1", refresh_token: "r1", expires_in: 300 }, testUser(), now)
    expect(JSON.parse(localStorage.getItem("bimprofile.session")!)).toMatchObject({ accessToken: "a1", refreshToken: "r1" })
  })
})

describe("clearSession", () => {
  it("given a logged-in session with a remembered page, then the login is cleared and the page stays remembered", () => {
    updateSession({ accessToken: "a", refreshToken: "r", user: testUser(), redirectTo: "/projects/1/dashboard" })
    clearSession()
    expect(getSession()).toEqual({ ...emptySession(), redirectTo: "/projects/1/dashboard" })
  })
})
