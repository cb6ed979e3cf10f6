import { hashKey, QueryClient } from "@tanstack/react-query"
import { describe, expect, it, vi } from "vitest"
import { invalidateAnswers } from "./invalidate-answers"

/** The cached answers of project 4 as the features key them (client/src/api and the feature api modules). */
const ANSWERS = [
  ["project", 4, "milestones", "plan"],
  ["project", 4, "processes", "list"],
  ["project", 4, "processes", "one", 9],
  ["project", 4, "activities", "all"],
  ["project", 4, "roles", "list"],
  ["project", 4, "projects"],
  ["project", 5, "processes", "list"],
  ["projects", "list", { statistics: true }],
]

/** How many invalidation calls reach each cached answer. */
const timesReached = async (run: (queryClient: QueryClient) => Promise<unknown>) => {
  const queryClient = new QueryClient()
  for (const queryKey of ANSWERS) queryClient.getQueryCache().build(queryClient, { queryKey })
  const invalidate = vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue()
  await run(queryClient)
  const queries = queryClient.getQueryCache().getAll()
  return Object.fromEntries(
    queries.map((query) => [
      query.queryHash,
      invalidate.mock.calls.filter(([filters]) => queryClient.getQueryCache().findAll(filters).includes(query)).length,
    ]),
  )
}

describe("invalidateAnswers", () => {
  it("given a process deleted in project 4, then the plan, the lists, the counts and the role list are each read again once, not the deleted process nor another project", async () => {
    const deleted = hashKey(["project", 4, "processes", "one", 9])
    const reached = await timesReached((queryClient) => invalidateAnswers(queryClient, 4, ["processes", "activities"], (query) => query.queryHash === deleted))
    expect(reached).toEqual({
      [hashKey(["project", 4, "milestones", "plan"])]: 1,
      [hashKey(["project", 4, "processes", "list"])]: 1,
      [deleted]: 0,
      [hashKey(["project", 4, "activities", "all"])]: 1,
      [hashKey(["project", 4, "roles", "list"])]: 1,
      [hashKey(["project", 4, "projects"])]: 1,
      [hashKey(["project", 5, "processes", "list"])]: 0,
      [hashKey(["projects", "list", { statistics: true }])]: 1,
    })
  })

  it("given a milestone renamed, then the plan and the process list (which groups by milestone) are read again, the roles not", async () => {
    const reached = await timesReached((queryClient) => invalidateAnswers(queryClient, 4, ["milestones"]))
    expect(reached[hashKey(["project", 4, "milestones", "plan"])]).toBe(1)
    expect(reached[hashKey(["project", 4, "processes", "list"])]).toBe(1)
    expect(reached[hashKey(["project", 4, "roles", "list"])]).toBe(0)
  })
})
