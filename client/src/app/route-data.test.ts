import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { QueryClient } from "@tanstack/react-query"
import { afterEach, describe, expect, it, vi } from "vitest"
import { milestonePlanQuery } from "../features/milestones/api/get-milestone-plan"
import { milestone, phase } from "../testing/dto-fixtures"
import { stubFetch } from "../testing/fetch-stub"
import { prefetchRouteData } from "./route-data"

const project = { pro_id: 4, pro_name: "Schulhaus", pro_permission: "admin", pro_pha_count: 1, pro_rop_count: 2 } as unknown as ProjectDto

describe("prefetchRouteData", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("given the dashboard of project 4 matched (frame and page), then the project and the plan's phases are requested at once, and the page's plan query sends nothing more", async () => {
    const { calls } = stubFetch({ status: 200, body: project }, { status: 200, body: [{ ...phase(7, "konzeption", 1), pha_mst_nested: [milestone(9, 7, 1, "Vorprojekt")] }] })
    const queryClient = new QueryClient()
    prefetchRouteData(queryClient, "project", { projectId: "4" })
    prefetchRouteData(queryClient, "dashboard", { projectId: "4" })
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toHaveLength(2))
    expect(calls.map((call) => call.path)).toEqual([
      "/1.2/profile/projects/4?statistics=true",
      "/1.2/profile/phases?pha_pro_id=4&nested=milestones-processes&statistics=true",
    ])
    const plan = await queryClient.fetchQuery(milestonePlanQuery(4))
    expect(plan.phases[0]?.milestones.map((m) => m.name)).toEqual(["Vorprojekt"])
    expect(plan.figures.roles).toBe(2)
    expect(calls).toHaveLength(2)
  })

  it("given the reference projects' list and a preview matched, then their reads go out at once", async () => {
    const { calls } = stubFetch({ status: 200, body: [] }, { status: 200, body: {} })
    const queryClient = new QueryClient()
    prefetchRouteData(queryClient, "references", {})
    prefetchRouteData(queryClient, "reference", { projectId: "1" })
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    expect(calls.map((call) => call.path)).toEqual(["/1.2/reference/projects", "/1.2/reference/projects/1"])
  })

  it("given a route without reads or a project id that is not one, then nothing is requested", () => {
    const { calls } = stubFetch()
    const queryClient = new QueryClient()
    prefetchRouteData(queryClient, "permissions", { projectId: "4" })
    prefetchRouteData(queryClient, "dashboard", { projectId: "abc" })
    expect(calls).toHaveLength(0)
  })
})
