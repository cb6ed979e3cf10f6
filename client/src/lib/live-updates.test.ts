import { QueryClient } from "@tanstack/react-query"
import { describe, expect, it, vi } from "vitest"
import { applyNotice } from "./live-updates"
import { minPosition, seenPosition } from "./positions"

const client = () => {
  const queryClient = new QueryClient()
  const invalidate = vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue()
  return { queryClient, keys: () => invalidate.mock.calls.map(([filters]) => filters?.queryKey ?? "all") }
}

describe("applyNotice", () => {
  it("given a notice for a project's milestones and processes, then the answers showing them and the project lists are invalidated", () => {
    const { queryClient, keys } = client()
    applyNotice(queryClient, { position: 120, project_id: 4, kinds: ["milestones", "processes"] })
    // Milestones and processes appear in their own answers, in the project's counts and in the nested phases.
    expect(keys()).toEqual([["projects"], ["project", 4, "projects"], ["project", 4, "phases"], ["project", 4, "milestones"], ["project", 4, "processes"]])
    expect(minPosition()).toBeGreaterThanOrEqual(120)
  })

  it("given a notice for roles, then the answers naming roles (activities, processes) are invalidated too, not the phases", () => {
    const { queryClient, keys } = client()
    applyNotice(queryClient, { position: 130, project_id: 4, kinds: ["roles"] })
    expect(keys()).toEqual([["projects"], ["project", 4, "projects"], ["project", 4, "milestones"], ["project", 4, "processes"], ["project", 4, "activities"], ["project", 4, "roles"]])
  })

  it("given a reconnect or a notice without project, then everything is invalidated", () => {
    const { queryClient, keys } = client()
    applyNotice(queryClient, "reconnected")
    applyNotice(queryClient, { position: 121, project_id: null, kinds: null })
    expect(keys()).toEqual(["all", "all"])
  })
})

describe("positions", () => {
  it("given positions seen out of order, then the highest is kept", () => {
    seenPosition(500)
    seenPosition(300)
    seenPosition(Number.NaN)
    expect(minPosition()).toBe(500)
  })
})
