/**
 * preloadRoutes, which main.tsx calls at app start before the texts and the status are in: a signed-in
 * visit to a dashboard starts the frame's and the page's data at once (not after the first render, nor the
 * project frame's chunk); a signed-out one calls no API (the guard sends it to the login).
 */
import { afterEach, describe, expect, it, vi } from "vitest"
import { queryClient } from "../lib/query-client"
import { emptySession, updateSession } from "../lib/session"
import { stubFetch } from "../testing/fetch-stub"
import { testUser } from "../testing/test-user"
import { matchRoutes } from "react-router-dom"
import { preloadRoutes, routes } from "./router"

afterEach(async () => {
  // The pages' chunks started too: let them finish before the test environment goes.
  await Promise.all((matchRoutes(routes, "/projects/4/dashboard") ?? []).map((match) => (match.route.handle as { preload?: () => unknown } | undefined)?.preload?.()))
  queryClient.clear()
  updateSession(emptySession())
  vi.unstubAllGlobals()
})

describe("preloadRoutes", () => {
  it("given a signed-in user opening the dashboard of project 4, then the project and the plan are requested at once", async () => {
    updateSession({ accessToken: "a", refreshToken: "r", user: testUser(), expiresAt: Date.now() + 300_000 })
    const { calls } = stubFetch({ status: 200, body: { pro_id: 4 } }, { status: 200, body: [] })
    preloadRoutes({ pathname: "/projects/4/dashboard" })
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    expect(calls.map((call) => call.path).sort()).toEqual([
      "/1.2/profile/phases?pha_pro_id=4&nested=milestones-processes&statistics=true",
      "/1.2/profile/projects/4?statistics=true",
    ])
  })

  it("given the router's first render at the address the start preloaded, then the routes are not matched again", async () => {
    updateSession({ accessToken: "a", refreshToken: "r", user: testUser(), expiresAt: Date.now() + 300_000 })
    const { calls } = stubFetch({ status: 200, body: [] }, { status: 200, body: [] })
    const project = routes[0]!.children!.find((route) => route.path === "projects/:projectId")!
    const preload = vi.spyOn(project.handle as { preload: () => unknown }, "preload")
    preloadRoutes({ pathname: "/projects/5/dashboard" })
    preloadRoutes({ pathname: "/projects/5/dashboard" })
    expect(preload).toHaveBeenCalledTimes(1)
    // Another address (and back) is matched again.
    preloadRoutes({ pathname: "/projects/5/processes" })
    preloadRoutes({ pathname: "/projects/5/dashboard" })
    expect(preload).toHaveBeenCalledTimes(3)
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0))
  })

  it("given no sign-in, then no API request", async () => {
    const { calls } = stubFetch()
    preloadRoutes({ pathname: "/projects/4/dashboard" })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls).toHaveLength(0)
  })
})
