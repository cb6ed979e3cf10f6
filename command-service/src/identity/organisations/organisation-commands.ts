/** @module Commands on an organisation stream. */
import type { OrganisationRole } from "@bimprofile/contracts/access/roles"

/** The owner becomes the first member, as admin (for a personal organisation: its only member). */
export type CreateOrganisation = {
  type: "CreateOrganisation"
  orgId: number
  name: string
  desc: string | null
  personal: boolean
  ownerId: number
}
export type RenameOrganisation = { type: "RenameOrganisation"; name: string }
export type DescribeOrganisation = { type: "DescribeOrganisation"; desc: string | null }
export type SetMemberRoles = { type: "SetMemberRoles"; userId: number; roles: readonly OrganisationRole[] }
/**
 * `erasure`: the member's account is being erased. Then even the last member may go (the organisation
 * and its projects stay); a last admin with other members left is refused before erasure begins.
 */
export type RemoveMember = { type: "RemoveMember"; userId: number; erasure: boolean }
/** `projects`: how many live projects the organisation owns, counted by the shell from the event log. */
export type DeleteOrganisation = { type: "DeleteOrganisation"; projects: number; erasure: boolean }

export type OrganisationCommand =
  | CreateOrganisation
  | RenameOrganisation
  | DescribeOrganisation
  | SetMemberRoles
  | RemoveMember
  | DeleteOrganisation
