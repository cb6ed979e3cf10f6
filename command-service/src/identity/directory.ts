/**
 * @module What the write side knows about people and organisations, consistently with the event store:
 * the state folded from the user and organisation streams (kept current by reading their new events before
 * each answer). Project commands authorise with `viewer` + `projectAccess` (contracts/access/roles);
 * permission and member commands find people by e-mail with `userIdByEmail`.
 * Implemented by `stream-directory.ts`.
 */
import type { OrganisationRole, Viewer } from "@bimprofile/contracts/access/roles"

export type DirectoryUser = {
  readonly userId: number
  readonly active: boolean
  readonly erased: boolean
  readonly appAdmin: boolean
  readonly licensed: boolean
  readonly personalOrgId: number
}

export type DirectoryOrganisation = {
  readonly orgId: number
  readonly name: string
  readonly personal: boolean
  readonly deleted: boolean
  readonly members: ReadonlyMap<number, readonly OrganisationRole[]>
}

export interface Directory {
  /** The access facts of a user; undefined for an unknown or erased user (their tokens are void). */
  viewer(userId: number): Promise<Viewer | undefined>
  user(userId: number): Promise<DirectoryUser | undefined>
  /** The registered, not erased user with this e-mail (any case, trimmed). */
  userIdByEmail(email: string): Promise<number | undefined>
  organisation(orgId: number): Promise<DirectoryOrganisation | undefined>
  /** The organisations a user belongs to (the personal one included). */
  organisationsOf(userId: number): Promise<readonly DirectoryOrganisation[]>
}
