import type { ProjectAccessFacts, Viewer } from "@bimprofile/contracts/access/roles"
import type { LiveNotification } from "@bimprofile/contracts/live/live-notification"
import { describe, expect, it } from "vitest"
import { type AddressedNotification, mayReceive, visibleTo } from "./live-filter"

const about = (project_id: number): LiveNotification => ({ position: 10 + project_id, project_id, kinds: ["milestones"] })
const everything: LiveNotification = { position: 99, project_id: null, kinds: null }
const usersChanged: LiveNotification = { position: 98, project_id: null, kinds: ["users"] }

const viewer = (userId: number, memberships: [number, ("admin" | "pl" | "emp")[]][] = [], appAdmin = false): Viewer => ({
  userId,
  appAdmin,
  licensed: true,
  memberships: new Map(memberships),
})
const project = (facts: Partial<ProjectAccessFacts>): ProjectAccessFacts => ({
  orgId: null,
  accessAll: false,
  reference: false,
  sharedOrgIds: [],
  grants: new Map(),
  ...facts,
})

// 1: Anna's grant · 2: of organisation 7 · 3: shared with all · 4: shared with organisation 8 · 5: reference · 6: nobody's
const facts = new Map<number, ProjectAccessFacts>([
  [1, project({ grants: new Map([[42, ["read"]]]) })],
  [2, project({ orgId: 7 })],
  [3, project({ accessAll: true })],
  [4, project({ sharedOrgIds: [8] })],
  [5, project({ reference: true })],
  [6, project({ orgId: 9, grants: new Map([[43, ["admin"]]]) })],
])

describe("the live filter", () => {
  it("lets a project's notification through only to those who may read the project now", () => {
    const anna = viewer(42, [[7, ["emp"]], [8, ["emp"]]])
    expect([1, 2, 3, 4, 5, 6].filter((id) => mayReceive(anna, facts, about(id)))).toEqual([1, 2, 3, 4, 5])
    const stranger = viewer(50)
    expect([1, 2, 3, 4, 5, 6].filter((id) => mayReceive(stranger, facts, about(id)))).toEqual([3, 5])
    expect([1, 2, 3, 4, 5, 6].filter((id) => mayReceive(viewer(1, [], true), facts, about(id)))).toEqual([1, 2, 3, 4, 5, 6])
  })

  it("lets a project's notification through to its auditor (issue 11), who reads it like a reader", () => {
    const audited = new Map([[1, project({ orgId: 9, grants: new Map([[44, ["auditor"]]]) })]])
    expect(mayReceive(viewer(44), audited, about(1))).toBe(true)
    expect(mayReceive(viewer(45), audited, about(1))).toBe(false)
  })

  it("gives a project that no longer exists, and an erased or unknown viewer, nothing of a project", () => {
    expect(mayReceive(viewer(42), facts, about(77))).toBe(false)
    expect(mayReceive(undefined, facts, about(3))).toBe(false)
  })

  it("always passes what names no project: users, organisations, 'everything may have changed'", () => {
    for (const v of [viewer(50), undefined]) {
      expect(mayReceive(v, facts, everything)).toBe(true)
      expect(mayReceive(v, facts, usersChanged)).toBe(true)
    }
  })

  it("keeps the order and drops nothing from an empty list", () => {
    expect(visibleTo(viewer(42), facts, [])).toEqual([])
    expect(visibleTo(viewer(42), facts, [about(3), usersChanged, about(6), about(1)]).map((n) => n.project_id)).toEqual([3, null, 1])
  })

  it("lets a project's notification through to those who just lost it, and to nobody else", () => {
    // Project 6 is organisation 9's and user 43's: Anna (42) was revoked, organisation 8 unshared.
    const lost: AddressedNotification = { position: 70, project_id: 6, kinds: ["permissions", "projects"], formerReaders: { users: [42], organisations: [8] } }
    expect(mayReceive(viewer(42), facts, lost)).toBe(true)
    expect(mayReceive(viewer(60, [[8, ["emp"]]]), facts, lost)).toBe(true)
    expect(mayReceive(viewer(61, [[7, ["admin"]]]), facts, lost)).toBe(false)
    expect(mayReceive(undefined, facts, lost)).toBe(false)
    // Without the names, Anna gets nothing of project 6.
    expect(mayReceive(viewer(42), facts, { position: 70, project_id: 6, kinds: ["permissions", "projects"] })).toBe(false)
  })

  it("tells a deleted project to those who could read it before, an app admin included", () => {
    const deleted = (formerReaders: AddressedNotification["formerReaders"]): AddressedNotification => ({
      position: 80,
      project_id: 77,
      kinds: ["projects"],
      ...(formerReaders && { formerReaders }),
    })
    const ofOrganisation = deleted({ users: [43], organisations: [9] })
    expect([viewer(43), viewer(44, [[9, ["emp"]]]), viewer(45), viewer(1, [], true)].map((v) => mayReceive(v, facts, ofOrganisation))).toEqual([
      true,
      true,
      false,
      true,
    ])
    expect(mayReceive(viewer(45), facts, deleted({ users: [], organisations: [], all: true }))).toBe(true)
  })

  it("never hands the names on to the listener", () => {
    const lost: AddressedNotification = { position: 70, project_id: 6, kinds: ["permissions"], formerReaders: { users: [42], organisations: [] } }
    expect(visibleTo(viewer(42), facts, [lost])).toEqual([{ position: 70, project_id: 6, kinds: ["permissions"] }])
  })
})
