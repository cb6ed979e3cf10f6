/**
 * @module A Directory (and People) held in memory, for tests of the command app: users with their
 * personal organisation (id 1000 + user id, the user its admin), organisations with members.
 *
 * @example
 * const directory = new InMemoryDirectory()
 * directory.addUser({ userId: 5, email: "anna@example.ch" })
 * directory.addOrganisation({ orgId: 70, name: "Planer AG", members: [[5, ["pl"]]] })
 */
import type { OrganisationRole, Viewer } from "@bimprofile/contracts/access/roles"
import { personalOrganisationName } from "@bimprofile/contracts/access/roles"
import type { PersonalFields } from "@bimprofile/contracts/events/identity/user-events"
import type { Directory, DirectoryOrganisation, DirectoryUser } from "../identity/directory"
import type { People } from "../shared/people"

type User = { -readonly [K in keyof DirectoryUser]: DirectoryUser[K] } & { email: string; name: string; firstName: string }
type Organisation = Omit<DirectoryOrganisation, "members" | "deleted"> & { deleted: boolean; members: Map<number, readonly OrganisationRole[]> }

export const personalOrgIdOf = (userId: number) => 1000 + userId

export class InMemoryDirectory implements Directory, People {
  readonly users = new Map<number, User>()
  readonly organisations = new Map<number, Organisation>()

  addUser(user: { userId: number; email: string; appAdmin?: boolean; licensed?: boolean }): User {
    const personalOrgId = personalOrgIdOf(user.userId)
    const entry: User = {
      userId: user.userId,
      active: true,
      erased: false,
      appAdmin: user.appAdmin ?? false,
      licensed: user.licensed ?? true,
      personalOrgId,
      email: user.email,
      name: `Name${user.userId}`,
      firstName: `Vorname${user.userId}`,
    }
    this.users.set(user.userId, entry)
    this.organisations.set(personalOrgId, {
      orgId: personalOrgId,
      name: personalOrganisationName(user.userId),
      personal: true,
      deleted: false,
      members: new Map([[user.userId, ["admin"]]]),
    })
    return entry
  }

  addOrganisation(organisation: { orgId: number; name: string; members: [number, OrganisationRole[]][] }): Organisation {
    const entry: Organisation = { orgId: organisation.orgId, name: organisation.name, personal: false, deleted: false, members: new Map(organisation.members) }
    this.organisations.set(organisation.orgId, entry)
    return entry
  }

  erase(userId: number) {
    this.users.get(userId)!.erased = true
  }

  async viewer(userId: number): Promise<Viewer | undefined> {
    const user = this.users.get(userId)
    if (!user || user.erased) return undefined
    const memberships = new Map<number, readonly OrganisationRole[]>()
    for (const organisation of this.organisations.values()) {
      const roles = organisation.members.get(userId)
      if (roles && !organisation.deleted) memberships.set(organisation.orgId, roles)
    }
    return { userId, appAdmin: user.appAdmin, licensed: user.licensed, memberships }
  }

  async user(userId: number): Promise<DirectoryUser | undefined> {
    return this.users.get(userId)
  }

  async userIdByEmail(email: string): Promise<number | undefined> {
    const wanted = email.trim().toLowerCase()
    return [...this.users.values()].find((u) => !u.erased && u.email.toLowerCase() === wanted)?.userId
  }

  async organisation(orgId: number): Promise<DirectoryOrganisation | undefined> {
    return this.organisations.get(orgId)
  }

  async organisationsOf(userId: number): Promise<readonly DirectoryOrganisation[]> {
    return [...this.organisations.values()].filter((o) => o.members.has(userId))
  }

  async personalFields(userId: number): Promise<PersonalFields | undefined> {
    const user = this.users.get(userId)
    if (!user || user.erased) return undefined
    return { usr_email: user.email, usr_name: user.name, usr_name_first: user.firstName }
  }
}
