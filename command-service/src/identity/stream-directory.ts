/**
 * @module The Directory over the event store: every user and organisation stream folded in memory with
 * the deciders' own `evolve`, kept current by reading the identity events after its last position (one
 * query on the partial index events_identity_idx). With a change signal (identity appends announced on the
 * notification bus) it reads only after a signal, or when its last read is older than MAX_AGE_MS (a lost
 * notification), so a project command costs no query for it; without one, before every answer. The
 * IdentityService forces a read around its own decisions, so the write side has one view of people.
 */
import type { OrganisationRole, Viewer } from "@bimprofile/contracts/access/roles"
import { decodeOrganisationEvent, decodeUserEvent, emailKey } from "@bimprofile/contracts/events/identity/identity-event"
import type { PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import type { EventStore, StoredEvent } from "@bimprofile/infra/event-store/event-store"
import type { Directory, DirectoryOrganisation, DirectoryUser } from "./directory"
import { evolveOrganisation, initialOrganisationState, type OrganisationState } from "./organisations/organisation-state"
import { evolveUserAudit, type UserAudit } from "./users/user-audit"
import { evolveUser, initialUserState, type UserState } from "./users/user-state"

/** A folded stream: its state, version and the global position of its last event. */
export type StreamEntry<S> = { readonly state: S; version: number; lastPosition: number }

const PAGE = 1_000
/** The longest a signalled directory trusts itself without a read (covers a notification lost in a reconnect). */
const MAX_AGE_MS = 5_000

/** Tells that identity events were appended (by any process). */
export type IdentityChangeSignal = { subscribe(listener: () => void): () => void }

export class StreamDirectory implements Directory {
  private position = 0
  private readonly users = new Map<number, StreamEntry<UserState>>()
  private readonly organisations = new Map<number, StreamEntry<OrganisationState>>()
  /** What answers show of a user beyond the rules' state (who created and changed them, the picture's version). */
  private readonly audits = new Map<number, UserAudit>()
  /** User id → ids of the organisations they are a member of. */
  private readonly memberOf = new Map<number, Set<number>>()
  private running: Promise<void> | undefined
  private queued: Promise<void> | undefined
  /** Something may have been appended since the last read (always true without a change signal). */
  private stale = true
  private lastReadAt = 0

  constructor(
    private readonly store: EventStore,
    private readonly vault: Pick<PersonalDataVault, "emailDigest">,
    private readonly changes?: IdentityChangeSignal,
  ) {
    changes?.subscribe(() => {
      this.stale = true
    })
  }

  /**
   * Reads the identity events committed since the last read — with a change signal only when one came (or
   * the last read is too old), unless `force`. A caller arriving while a read runs waits for the next one
   * (which starts after it arrived), so it always sees what was committed before it asked.
   */
  refresh({ force = false }: { force?: boolean } = {}): Promise<void> {
    if (!force && this.changes && !this.stale && Date.now() - this.lastReadAt < MAX_AGE_MS) return Promise.resolve()
    if (this.queued) return this.queued
    if (!this.running) {
      this.running = this.catchUp().finally(() => (this.running = undefined))
      return this.running
    }
    this.queued = this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined
        // Whoever queued needs a read that starts after they asked.
        return this.refresh({ force: true })
      })
    return this.queued
  }

  /** The folded user stream (after refresh()); undefined when no event was written to it. */
  userEntry(userId: number): StreamEntry<UserState> | undefined {
    return this.users.get(userId)
  }

  /** Who registered and last changed the user and when (after refresh()); undefined before registration. */
  userAudit(userId: number): UserAudit | undefined {
    return this.audits.get(userId)
  }

  organisationEntry(orgId: number): StreamEntry<OrganisationState> | undefined {
    return this.organisations.get(orgId)
  }

  async viewer(userId: number): Promise<Viewer | undefined> {
    await this.refresh()
    const user = this.users.get(userId)?.state
    if (!user || user.status !== "registered") return undefined
    const memberships = new Map<number, readonly OrganisationRole[]>()
    for (const orgId of this.memberOf.get(userId) ?? []) {
      const roles = this.organisations.get(orgId)?.state.members.get(userId)
      if (roles) memberships.set(orgId, roles)
    }
    return { userId, appAdmin: user.appAdmin, licensed: user.licensed, memberships }
  }

  async user(userId: number): Promise<DirectoryUser | undefined> {
    await this.refresh()
    const user = this.users.get(userId)?.state
    if (!user || user.status === "none") return undefined
    return {
      userId,
      active: user.active,
      erased: user.status === "erased",
      appAdmin: user.appAdmin,
      licensed: user.licensed,
      personalOrgId: user.personalOrgId,
    }
  }

  /** The registered (not erased) app admins. */
  async appAdminIds(): Promise<number[]> {
    await this.refresh()
    return [...this.users.values()].filter((entry) => entry.state.status === "registered" && entry.state.appAdmin).map((entry) => entry.state.userId)
  }

  async userIdByEmail(email: string): Promise<number | undefined> {
    const stream = await this.store.lookupStream(emailKey(this.vault.emailDigest(email)))
    return stream ? this.registeredUserOf(stream) : undefined
  }

  /** The registered, not erased user whose stream holds a key (e.g. a provider subject). */
  async registeredUserOf(streamId: string): Promise<number | undefined> {
    if (!streamId.startsWith("user-")) return undefined
    const userId = Number(streamId.slice("user-".length))
    await this.refresh()
    return this.users.get(userId)?.state.status === "registered" ? userId : undefined
  }

  async organisation(orgId: number): Promise<DirectoryOrganisation | undefined> {
    await this.refresh()
    const organisation = this.organisations.get(orgId)?.state
    return organisation && organisation.status !== "none" ? toDirectoryOrganisation(organisation) : undefined
  }

  async organisationsOf(userId: number): Promise<readonly DirectoryOrganisation[]> {
    await this.refresh()
    return [...(this.memberOf.get(userId) ?? [])]
      .map((orgId) => this.organisations.get(orgId)!.state)
      .filter((o) => o.status === "active")
      .sort((a, b) => a.orgId - b.orgId)
      .map(toDirectoryOrganisation)
  }

  /** Every organisation ever created, deleted ones flagged (app admins list them all). */
  async allOrganisations(): Promise<readonly DirectoryOrganisation[]> {
    await this.refresh()
    return [...this.organisations.values()].map((e) => toDirectoryOrganisation(e.state)).sort((a, b) => a.orgId - b.orgId)
  }

  private async catchUp(): Promise<void> {
    // Cleared before reading: a signal arriving during the read marks the next caller's read as needed.
    if (this.changes) this.stale = false
    this.lastReadAt = Date.now()
    for (;;) {
      const page = await this.store.readIdentityEvents(this.position, PAGE)
      for (const event of page) this.apply(event)
      if (page.length < PAGE) return
    }
  }

  private apply(stored: StoredEvent) {
    const raw = { type: stored.type, data: stored.data }
    if (stored.streamId.startsWith("user-")) {
      const userId = Number(stored.streamId.slice("user-".length))
      const entry = this.entry(this.users, userId, initialUserState)
      const event = decodeUserEvent(raw)
      evolveUser(entry.state, event)
      const audit = evolveUserAudit(this.audits.get(userId), event, recordedAt(stored))
      if (audit) this.audits.set(userId, audit)
      this.advance(entry, stored)
    } else {
      const orgId = Number(stored.streamId.slice("organisation-".length))
      const entry = this.entry(this.organisations, orgId, initialOrganisationState)
      const event = decodeOrganisationEvent(raw)
      const before = [...entry.state.members.keys()]
      evolveOrganisation(entry.state, event)
      // Keeps the member index in step with the fold: whoever left the members map left the organisation.
      for (const userId of before) if (!entry.state.members.has(userId)) this.memberOf.get(userId)?.delete(orgId)
      for (const userId of entry.state.members.keys()) {
        let orgs = this.memberOf.get(userId)
        if (!orgs) this.memberOf.set(userId, (orgs = new Set()))
        orgs.add(orgId)
      }
      this.advance(entry, stored)
    }
    this.position = stored.globalPosition
  }

  private entry<S>(map: Map<number, StreamEntry<S>>, id: number, initial: (id: number) => S): StreamEntry<S> {
    let entry = map.get(id)
    if (!entry) map.set(id, (entry = { state: initial(id), version: 0, lastPosition: 0 }))
    return entry
  }

  private advance(entry: StreamEntry<unknown>, stored: StoredEvent) {
    entry.version = stored.streamVersion
    entry.lastPosition = stored.globalPosition
  }
}

const recordedAt = (stored: StoredEvent) => ({
  position: stored.globalPosition,
  userId: Number(stored.metadata.userId ?? 0),
  occurredAt: String(stored.metadata.occurredAt ?? new Date(stored.recordedAt).toISOString()),
})

const toDirectoryOrganisation = (state: OrganisationState): DirectoryOrganisation => ({
  orgId: state.orgId,
  name: state.name,
  personal: state.personal,
  deleted: state.status === "deleted",
  members: new Map(state.members),
})
