/**
 * @module Appends identity histories for tests through the real event store: users (with their personal
 * organisation), organisations, projects with grants and shares — sealed with a real vault, as the command
 * service does. Projection, read-model and query tests share it.
 */
import type { OrganisationRole, ProjectRole } from "@bimprofile/contracts/access/roles"
import { personalOrganisationName } from "@bimprofile/contracts/access/roles"
import { emailKey, organisationStreamId, userStreamId } from "@bimprofile/contracts/events/identity/identity-event"
import type { PersonalFields } from "@bimprofile/contracts/events/identity/user-events"
import type { PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import type { AppendOptions, EventStore } from "@bimprofile/infra/event-store/event-store"

/** The personal organisation of a test user: its id is the user's plus this. */
export const PERSONAL_ORG_OFFSET = 100_000

type Person = { readonly email: string; readonly name: string; readonly first: string }
type UserOptions = { readonly appAdmin?: boolean; readonly licensed?: boolean; readonly active?: boolean; readonly actor?: number }
type ProjectOptions = {
  readonly orgId: number | null
  readonly personal?: boolean
  readonly accessAll?: boolean
  readonly typeCode?: string
  readonly isTemplate?: boolean
  readonly name?: string
  /** Who created it: gets ["admin"] unless `grants` says otherwise. */
  readonly creator: number
  readonly grants?: readonly (readonly [number, readonly ProjectRole[]])[]
}

export class IdentityFixture {
  private minute = 0

  constructor(
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
  ) {}

  private metadata(actor: number) {
    this.minute++
    return { userId: actor, occurredAt: new Date(Date.UTC(2025, 0, 1, 8, this.minute)).toISOString() }
  }

  private async append(streamId: string, actor: number, events: readonly { type: string; data: unknown }[], options?: AppendOptions) {
    const metadata = this.metadata(actor)
    return this.store.append(streamId, "any", events.map((event) => ({ ...event, metadata })), options)
  }

  async user(userId: number, person: Person, { appAdmin = false, licensed = true, active = true, actor = userId }: UserOptions = {}) {
    // As registration does: the only seal that creates the user's key.
    const personal = await this.vault.seal(userId, { usr_email: person.email, usr_name: person.name, usr_name_first: person.first } satisfies PersonalFields, {
      create: true,
    })
    const personalOrgId = userId + PERSONAL_ORG_OFFSET
    // As the command service does: the e-mail's digest is reserved for the user's stream (lookups use it).
    await this.append(
      userStreamId(userId),
      actor,
      [
        { type: "UserRegistered", data: { userId, personal, source: "invitation", personalOrgId, active } },
        ...(licensed ? [{ type: "UserLicenceChanged", data: { userId, licensed: true, source: "admin" } }] : []),
        ...(appAdmin ? [{ type: "UserAppAdminChanged", data: { userId, appAdmin: true } }] : []),
      ],
      { reserve: [emailKey(this.vault.emailDigest(person.email))] },
    )
    await this.append(organisationStreamId(personalOrgId), actor, [
      { type: "OrganisationCreated", data: { orgId: personalOrgId, name: personalOrganisationName(userId), desc: null, personal: true } },
      { type: "OrganisationMemberRolesSet", data: { orgId: personalOrgId, userId, roles: ["admin"] } },
    ])
    return userId
  }

  async userEvent(userId: number, type: string, data: Record<string, unknown>, actor = userId) {
    return this.append(userStreamId(userId), actor, [{ type, data: { userId, ...data } }])
  }

  async image(userId: number, dataUrl: string | null, actor = userId) {
    return this.userEvent(userId, "UserImageChanged", { image: dataUrl === null ? null : await this.vault.seal(userId, dataUrl) }, actor)
  }

  async erase(userId: number, actor = userId) {
    const keys = await this.store.keysOf(userStreamId(userId))
    const result = await this.append(userStreamId(userId), actor, [{ type: "UserErased", data: { userId } }], { release: keys })
    await this.vault.destroy(userId)
    return result
  }

  async organisation(orgId: number, name: string, actor: number, members: readonly (readonly [number, readonly OrganisationRole[]])[]) {
    return this.append(organisationStreamId(orgId), actor, [
      { type: "OrganisationCreated", data: { orgId, name, desc: null, personal: false } },
      ...members.map(([userId, roles]) => ({ type: "OrganisationMemberRolesSet", data: { orgId, userId, roles } })),
    ])
  }

  async organisationEvent(orgId: number, type: string, data: Record<string, unknown>, actor: number) {
    return this.append(organisationStreamId(orgId), actor, [{ type, data: { orgId, ...data } }])
  }

  async project(projectId: number, options: ProjectOptions) {
    const grants = options.grants ?? [[options.creator, ["admin"]]]
    return this.append(`project-${projectId}`, options.creator, [
      {
        type: "ProjectCreated",
        data: {
          projectId,
          name: options.name ?? `Projekt ${projectId}`,
          desc: null,
          orgId: options.orgId,
          personal: options.personal ?? false,
          typeCode: options.typeCode ?? "pro-usr",
          accessAll: options.accessAll ?? false,
          ifcSchemaId: 3,
          referenceProjectId: null,
          isTemplate: options.isTemplate ?? false,
          copiedFromProjectId: null,
        },
      },
      ...grants.map(([userId, roles]) => ({ type: "ProjectPermissionGranted", data: { projectId, userId, roles } })),
    ])
  }

  async projectEvent(projectId: number, type: string, data: Record<string, unknown>, actor: number) {
    return this.append(`project-${projectId}`, actor, [{ type, data: { projectId, ...data } }])
  }
}
