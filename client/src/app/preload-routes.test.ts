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
import { preloadRoutes, routes } from "./router"

/** The pages' loads each call started (their chunks, imported for real). */
const started: Promise<unknown>[] = []
const preload = (pathname: string) => started.push(...preloadRoutes({ pathname }))

afterEach(async () => {
  // Let the pages' chunks finish loading before the test environment goes, or their imports fail after it.
  await Promise.allSettled(started.splice(0))
  queryClient.clear()
  updateSession(emptySession())
  vi.unstubAllGlobals()
})

describe("preloadRoutes", () => {
  it("given a signed-in user opening the dashboard of project 4, then the project and the plan are requested at once", async () => {
    updateSession({ accessToken: "a", refreshToken: "r", user: testUser(), expiresAt: Date.now() + 300_000 })
    const { calls } = stubFetch({ status: 200, body: { pro_id: 4 } }, { status: 200, body: [] })
    preload("/projects/4/dashboard")
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
    const framePreload = vi.spyOn(project.handle as { preload: () => unknown }, "preload")
    preload("/projects/5/dashboard")
    preload("/projects/5/dashboard")
    expect(framePreload).toHaveBeenCalledTimes(1)
    // Another address (and back) is matched again.
    preload("/projects/5/processes")
    preload("/projects/5/dashboard")
    expect(framePreload).toHaveBeenCalledTimes(3)
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0))
  })

  it("given no sign-in, then no API request", async () => {
    const { calls } = stubFetch()
    preload("/projects/4/dashboard")
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls).toHaveLength(0)
  })
})
