import { LICENCE_REQUIRED_TEXT, type OrganisationRole, type Viewer } from "@bimprofile/contracts/access/roles"
import { describe, expect, it } from "vitest"
import { stateOf } from "../testing/decider-spec"
import { aProject, permissionGranted } from "../testing/project-fixtures"
import { accessRefused, authorise, authoriseRead, REFERENCE_LOCKED_TEXT, roleOn } from "./project-access"
import type { ProjectStreamCommand } from "./decide-project"

const viewer = (userId: number, memberships: [number, OrganisationRole[]][] = [], more: Partial<Viewer> = {}): Viewer => ({
  userId,
  appAdmin: false,
  licensed: true,
  memberships: new Map(memberships),
  ...more,
})

const project = stateOf([...aProject(), permissionGranted(3, ["read"])])
const reference = stateOf(aProject(1, { typeCode: "pro-ref", isTemplate: true, orgId: null }))
const editRole: ProjectStreamCommand = { type: "CreateRole", name: "X", desc: null, roleType: "company" }

describe("authorise", () => {
  it("lets a person remove their own roles whatever they hold, but nobody else's", () => {
    expect(authorise(viewer(3), { type: "RevokePermission", userId: 3 }, project)).toBeUndefined()
    expect(authorise(viewer(3), { type: "RevokePermission", userId: 4 }, project)).toEqual(accessRefused())
  })

  it("refuses demo users the permission calls with the licence text, even on their own project", () => {
    const demo = viewer(9, [[7, ["admin"]]], { licensed: false })
    expect(authorise(demo, { type: "ShareWithOrganisation", orgId: 30 }, project)).toEqual(accessRefused(LICENCE_REQUIRED_TEXT))
    expect(authorise(demo, { type: "ChangeProject", accessAll: true }, project)).toEqual(accessRefused(LICENCE_REQUIRED_TEXT))
    expect(authorise(demo, { type: "ChangeProject", accessAll: false }, project)).toBeUndefined()
    expect(authorise(demo, editRole, project)).toBeUndefined()
  })

  it("refuses an auditor every change exactly as a reader, and lets them read", () => {
    const audited = stateOf([...aProject(), permissionGranted(3, ["read"]), permissionGranted(4, ["auditor"])])
    const [reader, auditor] = [viewer(3), viewer(4)]
    expect(roleOn(auditor, audited)).toBe("auditor")
    expect(authoriseRead(auditor, audited)).toBeUndefined()
    const writes: ProjectStreamCommand[] = [editRole, { type: "ChangeProject", name: "Neu" }, { type: "DeleteProject" }, { type: "ShareWithOrganisation", orgId: 30 }]
    for (const command of writes) expect(authorise(auditor, command, audited)).toEqual(authorise(reader, command, audited))
    for (const command of writes) expect(authorise(auditor, command, audited)).toEqual(accessRefused())
    // Their own roles they may give up, like anybody.
    expect(authorise(auditor, { type: "RevokePermission", userId: 4 }, audited)).toBeUndefined()
  })

  it("tells an auditor of the reference project, like a reader, that its catalogue is locked", () => {
    const audited = stateOf([...aProject(1, { typeCode: "pro-ref", isTemplate: true, orgId: null }), permissionGranted(4, ["auditor"])])
    const change: ProjectStreamCommand = { type: "ChangeElementClass", elementClassId: 1, name: "Wand" }
    expect(authorise(viewer(4), change, audited)).toEqual(accessRefused(REFERENCE_LOCKED_TEXT))
    expect(authorise(viewer(5, [[7, ["emp"]]]), change, reference)).toEqual(accessRefused(REFERENCE_LOCKED_TEXT))
  })

  it("keeps the reference project read-only for all but app admins", () => {
    const orgAdmin = viewer(5, [[7, ["admin"]]])
    expect(roleOn(orgAdmin, reference)).toBe("read")
    expect(authorise(orgAdmin, editRole, reference)).toEqual(accessRefused())
    expect(authoriseRead(orgAdmin, reference)).toBeUndefined()
    expect(authorise(viewer(1, [], { appAdmin: true }), editRole, reference)).toBeUndefined()
  })

  it("lets only app admins turn a project into a reference project", () => {
    const owner = viewer(2, [[7, ["admin"]]])
    expect(authorise(owner, { type: "ChangeProject", typeCode: "pro-ref" }, project)).toEqual(accessRefused())
    expect(authorise(owner, { type: "ChangeProject", name: "Neu" }, project)).toBeUndefined()
  })

  it("leaves a project that does not exist to the decider, which says only that", () => {
    expect(authorise(viewer(8), editRole, stateOf([]))).toBeUndefined()
  })

  it("still judges a deleted project by its grants", () => {
    const deleted = stateOf([...aProject(), { type: "ProjectDeleted", data: { projectId: 1 } }])
    expect(authorise(viewer(8), { type: "DeleteProject" }, deleted)).toEqual(accessRefused())
  })
})
