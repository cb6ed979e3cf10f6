import type { OrganisationEvent } from "@bimprofile/contracts/events/identity/identity-event"
import { describe, it } from "vitest"
import { deciderSpec } from "../identity-decider-spec"
import type { OrganisationCommand } from "./organisation-commands"
import { decideOrganisation } from "./organisation-decisions"
import { evolveOrganisation, initialOrganisationState } from "./organisation-state"

const given = deciderSpec<ReturnType<typeof initialOrganisationState>, OrganisationEvent, OrganisationCommand>({
  initial: () => initialOrganisationState(5),
  evolve: evolveOrganisation,
  decide: decideOrganisation,
})

const created = (personal = false): OrganisationEvent => ({
  type: "OrganisationCreated",
  data: { orgId: 5, name: personal ? "persoenlich@1" : "Planer AG", desc: null, personal },
})
const roles = (userId: number, ...r: ("admin" | "pl" | "emp")[]): OrganisationEvent => ({
  type: "OrganisationMemberRolesSet",
  data: { orgId: 5, userId, roles: r },
})
const removed = (userId: number): OrganisationEvent => ({ type: "OrganisationMemberRemoved", data: { orgId: 5, userId } })
const deleted: OrganisationEvent = { type: "OrganisationDeleted", data: { orgId: 5 } }
const NEEDS_ADMIN = "Eine Organisation braucht mindestens eine Verwaltung."

describe("organisation decisions", () => {
  describe("CreateOrganisation", () => {
    const create = (name: string, personal = false): OrganisationCommand => ({
      type: "CreateOrganisation",
      orgId: 5,
      name,
      desc: null,
      personal,
      ownerId: 1,
    })
    it("creates it with the owner as admin", () => given().when(create(" Planer AG ")).then(created(), roles(1, "admin")))
    it("creates a personal organisation", () => given().when(create("persoenlich@1", true)).then(created(true), roles(1, "admin")))
    it("refuses an empty name and an at-sign in an ordinary name", () => {
      given().when(create("  ")).thenRejects("InvalidValue", "Organisation darf nicht leer sein.")
      given().when(create("a@b")).thenRejects("InvalidValue")
    })
    it("refuses to create it twice", () => given(created()).when(create("X")).thenRejects("InvalidValue"))
  })

  describe("RenameOrganisation and DescribeOrganisation", () => {
    it("renames", () =>
      given(created()).when({ type: "RenameOrganisation", name: "Bau AG" }).then({
        type: "OrganisationRenamed",
        data: { orgId: 5, name: "Bau AG" },
      }))
    it("does nothing for the same name", () => given(created()).when({ type: "RenameOrganisation", name: "Planer AG" }).thenNothing())
    it("refuses renaming a personal organisation", () =>
      given(created(true)).when({ type: "RenameOrganisation", name: "Mine" }).thenRejects("PersonalOrganisation"))
    it("describes", () => {
      given(created()).when({ type: "DescribeOrganisation", desc: "Ingenieure" }).then({
        type: "OrganisationDescriptionChanged",
        data: { orgId: 5, desc: "Ingenieure" },
      })
      given(created()).when({ type: "DescribeOrganisation", desc: null }).thenNothing()
    })
    it("refuses an unknown or deleted organisation", () => {
      given().when({ type: "RenameOrganisation", name: "X" }).thenRejects("NotFound", "Organisation mit der Id 5 wurde nicht gefunden.")
      given(created(), deleted).when({ type: "RenameOrganisation", name: "X" }).thenRejects("OrganisationDeleted")
    })
  })

  describe("SetMemberRoles", () => {
    it("adds a member with roles", () =>
      given(created(), roles(1, "admin")).when({ type: "SetMemberRoles", userId: 2, roles: ["pl", "emp"] }).then(roles(2, "pl", "emp")))
    it("refuses no role at all", () =>
      given(created(), roles(1, "admin"))
        .when({ type: "SetMemberRoles", userId: 2, roles: [] })
        .thenRejects("InvalidValue", "Wählen Sie mindestens 1 Rolle aus."))
    it("does nothing when the roles are the same (any order)", () =>
      given(created(), roles(1, "admin"), roles(2, "pl", "emp")).when({ type: "SetMemberRoles", userId: 2, roles: ["emp", "pl"] }).thenNothing())
    it("refuses taking the admin role from the last admin", () =>
      given(created(), roles(1, "admin"), roles(2, "emp"))
        .when({ type: "SetMemberRoles", userId: 1, roles: ["pl"] })
        .thenRejects("OrganisationNeedsAdmin", NEEDS_ADMIN))
    it("allows it while another admin remains", () =>
      given(created(), roles(1, "admin"), roles(2, "admin")).when({ type: "SetMemberRoles", userId: 1, roles: ["pl"] }).then(roles(1, "pl")))
    it("refuses members in a personal organisation", () => {
      given(created(true), roles(1, "admin")).when({ type: "SetMemberRoles", userId: 2, roles: ["emp"] }).thenRejects("PersonalOrganisation")
      given(created(true), roles(1, "admin")).when({ type: "SetMemberRoles", userId: 1, roles: ["pl"] }).thenRejects("PersonalOrganisation")
    })
  })

  describe("RemoveMember", () => {
    it("removes a member", () =>
      given(created(), roles(1, "admin"), roles(2, "emp")).when({ type: "RemoveMember", userId: 2, erasure: false }).then(removed(2)))
    it("refuses removing someone who is not a member", () =>
      given(created(), roles(1, "admin")).when({ type: "RemoveMember", userId: 2, erasure: false }).thenRejects("NotMember"))
    it("refuses removing the last admin, also when they are the only member", () => {
      given(created(), roles(1, "admin"), roles(2, "emp"))
        .when({ type: "RemoveMember", userId: 1, erasure: false })
        .thenRejects("OrganisationNeedsAdmin", NEEDS_ADMIN)
      given(created(), roles(1, "admin")).when({ type: "RemoveMember", userId: 1, erasure: false }).thenRejects("OrganisationNeedsAdmin")
      given(created(), roles(1, "admin"), roles(2, "emp")).when({ type: "RemoveMember", userId: 1, erasure: true }).thenRejects("OrganisationNeedsAdmin")
    })
    it("lets an erased account's last membership go", () =>
      given(created(), roles(1, "admin")).when({ type: "RemoveMember", userId: 1, erasure: true }).then(removed(1)))
    it("refuses removing the owner of a personal organisation", () =>
      given(created(true), roles(1, "admin")).when({ type: "RemoveMember", userId: 1, erasure: true }).thenRejects("PersonalOrganisation"))
  })

  describe("DeleteOrganisation", () => {
    it("deletes an organisation without projects", () =>
      given(created(), roles(1, "admin")).when({ type: "DeleteOrganisation", projects: 0, erasure: false }).then(deleted))
    it("refuses while it owns projects", () =>
      given(created(), roles(1, "admin")).when({ type: "DeleteOrganisation", projects: 2, erasure: false }).thenRejects("OrganisationHasProjects"))
    it("refuses deleting a personal organisation, except with its owner's erasure", () => {
      given(created(true), roles(1, "admin")).when({ type: "DeleteOrganisation", projects: 0, erasure: false }).thenRejects("PersonalOrganisation")
      given(created(true), roles(1, "admin")).when({ type: "DeleteOrganisation", projects: 0, erasure: true }).then(deleted)
    })
    it("refuses deleting twice", () =>
      given(created(), deleted).when({ type: "DeleteOrganisation", projects: 0, erasure: false }).thenRejects("OrganisationDeleted"))
  })
})
