import type { LiveNotification } from "@bimprofile/contracts/live/live-notification"
import { describe, expect, it } from "vitest"
import { mayReceive, visibleTo } from "./live-filter"

const about = (project_id: number): LiveNotification => ({ position: 10 + project_id, project_id, kinds: ["milestones"] })
const everything: LiveNotification = { position: 99, project_id: null, kinds: null }

describe("the live filter", () => {
  it("lets an authenticated user receive every project's notifications (no project permissions yet)", () => {
    const viewer = { userId: 42, orgId: null }
    for (const id of [1, 2, 3, 1_000]) expect(mayReceive(viewer, about(id))).toBe(true)
    expect(visibleTo(viewer, [about(1), about(2), everything])).toEqual([about(1), about(2), everything])
  })

  it("always passes 'everything may have changed': it names no project", () => {
    expect(mayReceive({ userId: 7, orgId: 3 }, everything)).toBe(true)
  })

  it("keeps the order and drops nothing from an empty list", () => {
    expect(visibleTo({ userId: 1, orgId: null }, [])).toEqual([])
    expect(visibleTo({ userId: 1, orgId: null }, [about(3), about(1)]).map((n) => n.project_id)).toEqual([3, 1])
  })
})
