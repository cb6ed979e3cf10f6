/** @module What the organisation rules need of an `organisation-{id}` stream: name, kind, members and roles. */
import type { OrganisationRole } from "@bimprofile/contracts/access/roles"
import type { OrganisationEvent } from "@bimprofile/contracts/events/identity/identity-event"

export type OrganisationState = {
  status: "none" | "active" | "deleted"
  orgId: number
  name: string
  desc: string | null
  personal: boolean
  members: Map<number, readonly OrganisationRole[]>
}

export const initialOrganisationState = (orgId = 0): OrganisationState => ({
  status: "none",
  orgId,
  name: "",
  desc: null,
  personal: false,
  members: new Map(),
})

export const evolveOrganisation = (state: OrganisationState, event: OrganisationEvent): OrganisationState => {
  switch (event.type) {
    case "OrganisationCreated":
      state.status = "active"
      state.orgId = event.data.orgId
      state.name = event.data.name
      state.desc = event.data.desc
      state.personal = event.data.personal
      return state
    case "OrganisationRenamed":
      state.name = event.data.name
      return state
    case "OrganisationDescriptionChanged":
      state.desc = event.data.desc
      return state
    case "OrganisationMemberRolesSet":
      state.members.set(event.data.userId, event.data.roles)
      return state
    case "OrganisationMemberRemoved":
      state.members.delete(event.data.userId)
      return state
    case "OrganisationDeleted":
      state.status = "deleted"
      state.members.clear()
      return state
    default: {
      const unknown: never = event
      return unknown
    }
  }
}

/** The members holding the admin role. */
export const adminsOf = (state: OrganisationState): number[] =>
  [...state.members].filter(([, roles]) => roles.includes("admin")).map(([userId]) => userId)
