/**
 * The reads of the app start go out before the app's modules run (app/start-early.ts), and the modules that
 * need them take those answers instead of sending the same read again: no request repeats on a load.
 */
import { QueryClient } from "@tanstack/react-query"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { milestonePlanQuery } from "../features/milestones/api/get-milestone-plan"
import { getProjects } from "../features/projects/api/get-projects"
import { refreshPermissions } from "../features/auth/api/permissions"
import { forgetEarlyReads, MAX_AGE_MS } from "../lib/early-reads"
import { compareNames, formatDay } from "../lib/intl-cache"
import { startLocale } from "../lib/locale-choice"
import { minPosition, seenPosition } from "../lib/positions"
import { clearSession, getSession, updateSession } from "../lib/session"
import { checkStatus, status$ } from "../lib/status-check"
import { stubFetch } from "../testing/fetch-stub"
import { testUser } from "../testing/test-user"
import { startEarlyReads } from "./start-early"

const now = Date.UTC(2026, 10, 25, 8, 0, 0)
const status = { status: 200, body: { api_version: "1.2.17", default_project_id: 4 } }
const permissions = { status: 200, body: { usr_pro_admin: [7] } }
const projects = { status: 200, body: [{ pro_id: 7, pro_name: "Schulhaus" }] }

const signIn = () => updateSession({ user: testUser(), accessToken: "a1", refreshToken: "r1", expiresAt: now + 300_000 })

beforeEach(() => vi.useFakeTimers({ now, toFake: ["Date"] }))
afterEach(() => {
  forgetEarlyReads()
  clearSession()
  status$.next({ maintenance: false, apiVersion: null, defaultProjectId: null, checked: false })
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("the app start's early reads", () => {
  it("given a signed-in user opening the project list, then status, permissions and projects are each read once", async () => {
    signIn()
    const { calls } = stubFetch(status, permissions, projects)
    startEarlyReads({ pathname: "/projects/list" })
    expect(calls.map((call) => call.path)).toEqual(["/status/info", `/1.2/user/users/${testUser().usr_id}?partial=true`, "/1.2/profile/projects?statistics=true"])
    expect(calls[2]!.headers).toMatchObject({ authorization: "Bearer a1", "x-min-position": String(minPosition()) })

    // What the app's modules then do at start (main.tsx, router.tsx): they take the answers, send nothing.
    await checkStatus()
    await refreshPermissions(now)
    await expect(getProjects()).resolves.toEqual(projects.body)
    expect(calls).toHaveLength(3)
    expect(status$.value).toMatchObject({ apiVersion: "1.2.17", defaultProjectId: 4 })
    expect(getSession().user?.usr_pro_admin).toEqual([7])
  })

  it("given the project list opened signed in, then its collator and date format are made before the list renders", () => {
    signIn()
    stubFetch(status, permissions, projects)
    startEarlyReads({ pathname: "/projects/list" })
    const collator = vi.spyOn(Intl, "Collator")
    const dateFormat = vi.spyOn(Intl, "DateTimeFormat")
    expect(["Projekt 10", "projekt 2"].sort(compareNames(startLocale()))).toEqual(["projekt 2", "Projekt 10"])
    expect(formatDay(Date.UTC(2026, 11, 31, 12), startLocale())).toBe("31.12.2026")
    expect(collator).not.toHaveBeenCalled()
    expect(dateFormat).not.toHaveBeenCalled()
  })

  it("given no session, then only the status is read early", () => {
    const { calls } = stubFetch(status)
    startEarlyReads({ pathname: "/projects/list" })
    expect(calls.map((call) => call.path)).toEqual(["/status/info"])
  })

  it("given a signed-in user opening a dashboard, then its project and plan are read early, and the plan's query takes both", async () => {
    signIn()
    const project = { status: 200, body: { pro_id: 7, pro_name: "Schulhaus" } }
    const phases = { status: 200, body: [] }
    const { calls } = stubFetch(status, permissions, project, phases)
    startEarlyReads({ pathname: "/projects/7/dashboard" })
    expect(calls.map((call) => call.path)).toEqual([
      "/status/info",
      `/1.2/user/users/${testUser().usr_id}?partial=true`,
      "/1.2/profile/projects/7?statistics=true",
      "/1.2/profile/phases?pha_pro_id=7&nested=milestones-processes&statistics=true",
    ])
    const plan = await new QueryClient().fetchQuery(milestonePlanQuery(7))
    expect(plan).toMatchObject({ phases: [] })
    expect(calls).toHaveLength(4)
  })

  it("given another page of a project, then only its frame's project is read early; the page's data waits for its route", () => {
    signIn()
    const { calls } = stubFetch(status, permissions, { status: 200, body: { pro_id: 7 } })
    startEarlyReads({ pathname: "/projects/7/processes" })
    expect(calls.map((call) => call.path)).toEqual(["/status/info", `/1.2/user/users/${testUser().usr_id}?partial=true`, "/1.2/profile/projects/7?statistics=true"])
  })

  it("given a project page shown as of an earlier point (?as_of=), then the project is not read early: the page reads it with as_of", () => {
    signIn()
    const { calls } = stubFetch(status, permissions)
    startEarlyReads({ pathname: "/projects/7/dashboard", search: "?as_of=1234" })
    expect(calls.map((call) => call.path)).toEqual(["/status/info", `/1.2/user/users/${testUser().usr_id}?partial=true`])
  })

  it("given an answer taken once, then the next read of the same data is sent anew", async () => {
    signIn()
    const { calls } = stubFetch(status, permissions, projects, projects)
    startEarlyReads({ pathname: "/projects" })
    await getProjects()
    await getProjects()
    expect(calls.filter((call) => call.path === "/1.2/profile/projects?statistics=true")).toHaveLength(2)
  })

  it("given a new token, a newer log position or an old answer meanwhile, then the read is sent anew", async () => {
    signIn()
    const { calls } = stubFetch(status, permissions, projects, projects)
    startEarlyReads({ pathname: "/projects/list" })
    updateSession({ accessToken: "a2" })
    await getProjects()
    expect(calls.at(-1)!.headers.authorization).toBe("Bearer a2")

    forgetEarlyReads()
    const later = stubFetch(status, permissions, projects, projects)
    startEarlyReads({ pathname: "/projects/list" })
    seenPosition(minPosition() + 5)
    await getProjects()
    expect(later.calls).toHaveLength(4)
    expect(later.calls.at(-1)!.headers["x-min-position"]).toBe(String(minPosition()))

    forgetEarlyReads()
    const old = stubFetch(status, permissions, projects, projects)
    startEarlyReads({ pathname: "/projects/list" })
    vi.setSystemTime(now + MAX_AGE_MS + 1)
    await getProjects()
    expect(old.calls).toHaveLength(4)
  })
})
