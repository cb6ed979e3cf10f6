import { QueryClient } from "@tanstack/react-query"
import { describe, expect, it, vi } from "vitest"
import { applyNotice, live$ } from "./live-updates"
import { minPosition, sawReadPosition, seenPosition } from "./positions"
import { clearSession, updateSession } from "./session"

const client = () => {
  const queryClient = new QueryClient()
  const invalidate = vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue()
  return {
    queryClient,
    keys: () => invalidate.mock.calls.map(([filters]) => filters?.queryKey ?? (filters?.predicate ? "predicate" : "all")),
    /** Which of these keys the calls' filters (key prefix or predicate) reach. */
    reached: (keys: unknown[][]) => {
      const cache = queryClient.getQueryCache()
      for (const queryKey of keys) cache.build(queryClient, { queryKey })
      return keys.filter((queryKey) => {
        const query = cache.find({ queryKey, exact: true })!
        return invalidate.mock.calls.some(([filters]) => {
          if (!filters) return true
          if (filters.predicate) return filters.predicate(query)
          const prefix = filters.queryKey as unknown[]
          return prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(queryKey[i]))
        })
      })
    },
  }
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

describe("applyNotice for identity", () => {
  const keys = [
    ["users", "list", {}],
    ["users", 7],
    ["users", 7, "permissions"],
    ["organisations", "list"],
    ["organisations", 3],
    ["project", 4, "permissions", "users"],
    ["project", 5, "permissions"],
    ["project", 4, "milestones"],
    ["projects", "list", { statistics: true }],
  ]

  it("given a users notice without project, then user, organisation and every project's permission answers are refreshed, not the plans, and the own rights are re-read", () => {
    const { queryClient, reached } = client()
    const ownAccess = vi.fn()
    applyNotice(queryClient, { position: 140, project_id: null, kinds: ["users"] }, ownAccess)
    expect(reached(keys)).toEqual([
      ["users", "list", {}],
      ["users", 7],
      ["users", 7, "permissions"],
      ["organisations", "list"],
      ["organisations", 3],
      ["project", 4, "permissions", "users"],
      ["project", 5, "permissions"],
    ])
    expect(ownAccess).toHaveBeenCalledTimes(1)
  })

  it("given an organisations notice, then organisations, users and the project lists (owners' names) are refreshed", () => {
    const { queryClient, reached } = client()
    applyNotice(queryClient, { position: 141, project_id: null, kinds: ["organisations"] })
    expect(reached(keys)).toEqual([
      ["users", "list", {}],
      ["users", 7],
      ["users", 7, "permissions"],
      ["organisations", "list"],
      ["organisations", 3],
      ["projects", "list", { statistics: true }],
    ])
  })

  it("given a permissions notice of project 4, then its permission answers, the users and the project lists, and the own rights are re-read", () => {
    const { queryClient, reached } = client()
    const ownAccess = vi.fn()
    applyNotice(queryClient, { position: 142, project_id: 4, kinds: ["permissions"] }, ownAccess)
    expect(reached(keys)).toEqual([
      ["users", "list", {}],
      ["users", 7],
      ["users", 7, "permissions"],
      ["project", 4, "permissions", "users"],
      ["projects", "list", { statistics: true }],
    ])
    expect(ownAccess).toHaveBeenCalledTimes(1)
  })

  it("given a notice about milestones only, then the own rights are not re-read", () => {
    const { queryClient } = client()
    const ownAccess = vi.fn()
    applyNotice(queryClient, { position: 143, project_id: 4, kinds: ["milestones"] }, ownAccess)
    expect(ownAccess).not.toHaveBeenCalled()
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

describe("the live stream's first connection", () => {
  it("given the page read its data at positions 40 and 55 before the stream opened, then the stream asks for what changed since 40", async () => {
    const opened: string[] = []
    vi.stubGlobal(
      "EventSource",
      class {
        onopen = null
        onmessage = null
        onerror = null
        constructor(url: string) {
          opened.push(url)
        }
        addEventListener() {}
        close() {}
      },
    )
    updateSession({ accessToken: "a1" })
    try {
      // What the API client notes of each answer (api-client.ts): its X-Read-Position.
      sawReadPosition(55)
      sawReadPosition(40)
      const subscription = live$.subscribe()
      subscription.unsubscribe()
      expect(opened).toEqual(["/1.2/live?access_token=a1&since=40"])
    } finally {
      clearSession()
      vi.unstubAllGlobals()
    }
  })
})
