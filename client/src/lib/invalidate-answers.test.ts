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

describe("invalidateAnswers in a project that inherits from a reference project", () => {
  /** Project 4 (open in the tab) inherits from reference project 2; project 5 does not. */
  const cached = (queryClient: QueryClient) => {
    queryClient.setQueryData(["project", 4, "projects"], { pro_id: 4, pro_pro_id: 2 })
    queryClient.setQueryData(["project", 5, "projects"], { pro_id: 5, pro_pro_id: null })
    for (const key of [
      ["project", 4, "element_classes", "list", "name_asc", "all"],
      ["project", 4, "classifications", "one", 8],
      ["project", 4, "processes", "list"],
      ["project", 5, "element_classes", "list", "name_asc", "all"],
      ["project", 2, "element_classes", "list", "name_asc", "all"],
    ])
      queryClient.setQueryData(key, [])
  }
  const stale = (queryClient: QueryClient) =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey)

  it("given a class changed in the reference project, then the class lists of the reference and of project 4 are read again, not project 5's", async () => {
    const queryClient = new QueryClient()
    cached(queryClient)
    await invalidateAnswers(queryClient, 2, ["element_classes"])
    expect(stale(queryClient)).toEqual(
      expect.arrayContaining([
        ["project", 2, "element_classes", "list", "name_asc", "all"],
        ["project", 4, "element_classes", "list", "name_asc", "all"],
      ]),
    )
    expect(stale(queryClient)).not.toContainEqual(["project", 5, "element_classes", "list", "name_asc", "all"])
    expect(stale(queryClient)).not.toContainEqual(["project", 4, "processes", "list"])
  })

  it("given a classification changed in the reference project, then project 4's lists of that kind are read again; its process list is not, as a process of the reference is not its", async () => {
    const queryClient = new QueryClient()
    cached(queryClient)
    await invalidateAnswers(queryClient, 2, ["classifications", "processes"])
    expect(stale(queryClient)).toContainEqual(["project", 4, "classifications", "one", 8])
    expect(stale(queryClient)).not.toContainEqual(["project", 4, "processes", "list"])
  })
})
