/**
 * @module The command shell for user and organisation streams: state from the StreamDirectory → decide →
 * seal personal fields → append with the expected version (reserving or releasing unique keys in the same
 * transaction) → retry from fresh state when another writer won. Refusals are thrown as HttpProblems
 * (domain errors through problem-response.ts), so routes and sign-in just let them through.
 */
import { personalOrganisationName } from "@bimprofile/contracts/access/roles"
import { emailTaken } from "@bimprofile/contracts/errors/domain-errors"
import {
  emailKey,
  type OrganisationEvent,
  organisationStreamId,
  providerSubjectKey,
  type UserEvent,
  userStreamId,
} from "@bimprofile/contracts/events/identity/identity-event"
import type { PersonalFields, registrationSources } from "@bimprofile/contracts/events/identity/user-events"
import type { PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import { type AppendOptions, type EventStore, KeyTaken, WrongExpectedVersion } from "@bimprofile/infra/event-store/event-store"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import type { IdAllocator } from "@bimprofile/infra/ids/id-allocator"
import { toProblem } from "../middleware/problem-response"
import { type CommandContext, tracedContext } from "../shared/command-context"
import type { Decision } from "../shared/decision"
import type { OrganisationCommand } from "./organisations/organisation-commands"
import { decideOrganisation } from "./organisations/organisation-decisions"
import { initialOrganisationState, type OrganisationState } from "./organisations/organisation-state"
import type { StreamDirectory, StreamEntry } from "./stream-directory"
import { toNewEvents } from "../shared/new-events"
import type { UserCommand } from "./users/user-commands"
import { decideUser } from "./users/user-decisions"
import { initialUserState, type UserState } from "./users/user-state"

/** A new account: who, how it came (self, invitation, sso, bootstrap), and whether it is active yet. */
export type Registration = {
  readonly email: string
  readonly name: string
  readonly firstName: string
  readonly source: (typeof registrationSources)[number]
  readonly active: boolean
}
export type ProfileChange = { readonly email?: string; readonly name?: string; readonly firstName?: string }

/** The code of the problem thrown when an e-mail address is registered already (409). */
export const EMAIL_TAKEN_CODE = "USR_EMAIL_TAKEN"
export const isEmailTaken = (error: unknown) => error instanceof HttpProblem && error.internalCode === EMAIL_TAKEN_CODE

const MAX_ATTEMPTS = 4
const CONFLICT = { _tag: "ConcurrencyConflict", message: "Die Daten wurden gleichzeitig geändert. Bitte versuchen Sie es erneut." } as const

/**
 * How a command is built from the state it will be decided on (e.g. the keys to release depend on it);
 * "unchanged" when there is nothing to decide.
 */
type Plan<S, C> = (state: S) => Promise<{ readonly command: C; readonly options?: AppendOptions } | "unchanged">

type Stream<S, C, E> = {
  readonly streamId: string
  readonly entry: () => StreamEntry<S> | undefined
  readonly initial: () => S
  readonly decide: (command: C, state: S) => Decision<E>
}

export class IdentityService {
  constructor(
    private readonly store: EventStore,
    private readonly ids: IdAllocator,
    private readonly vault: PersonalDataVault,
    readonly directory: StreamDirectory,
  ) {}

  /** Registers a user and their personal organisation; returns the new user's id (see `register`). */
  async registerUser(registration: Registration, ctx: CommandContext): Promise<number> {
    return (await this.register(registration, ctx)).userId
  }

  /**
   * Registers a user (their e-mail reserved in the same transaction: a taken address throws 409
   * USR_EMAIL_TAKEN and writes nothing) and creates their personal organisation with them as admin.
   * A context without a user (userId ≤ 0, self-registration) is recorded as the new user acting.
   */
  async register(registration: Registration, ctx: CommandContext): Promise<{ userId: number; position: number }> {
    const userId = await this.ids.next("user")
    const personalOrgId = await this.ids.next("organisation")
    const actor = ctx.userId > 0 ? ctx : { ...ctx, userId }
    const fields: PersonalFields = {
      usr_email: registration.email.trim(),
      usr_name: registration.name.trim(),
      usr_name_first: registration.firstName.trim(),
    }
    // The only place a personal key is made: a new user's.
    const personal = await this.vault.seal(userId, fields, { create: true })
    try {
      await this.runUser(userId, actor, async () => ({
        command: { type: "RegisterUser", userId, personal, source: registration.source, personalOrgId, active: registration.active },
        options: { reserve: [emailKey(this.vault.emailDigest(fields.usr_email))] },
      }))
    } catch (error) {
      // The id is never used: its key only sealed what was refused.
      await this.vault.destroy(userId)
      throw error
    }
    const position = await this.createPersonalOrganisation(userId, personalOrgId, actor)
    return { userId, position }
  }

  /**
   * Registration is two appends, the user and then their personal organisation: a crash in between leaves
   * a user without one. Sign-in calls this to finish it — the organisation's id is in UserRegistered, and
   * its stream is written at version 0 only, so a second or concurrent attempt does nothing. Resolves with
   * the position of the new organisation's last event; undefined when there was nothing to do.
   */
  async ensurePersonalOrganisation(userId: number, ctx: CommandContext): Promise<number | undefined> {
    await this.directory.refresh({ force: true })
    const user = this.directory.userEntry(userId)?.state
    if (user?.status !== "registered" || user.personalOrgId <= 0) return undefined
    if (this.directory.organisationEntry(user.personalOrgId)) return undefined
    return this.createPersonalOrganisation(userId, user.personalOrgId, ctx.userId > 0 ? ctx : { ...ctx, userId })
  }

  private createPersonalOrganisation(userId: number, orgId: number, ctx: CommandContext): Promise<number> {
    return this.runOrganisation(orgId, ctx, async (state) =>
      // Created meanwhile (another process finishing the same registration): nothing left to do.
      state.status !== "none"
        ? "unchanged"
        : { command: { type: "CreateOrganisation", orgId, name: personalOrganisationName(userId), desc: null, personal: true, ownerId: userId } },
    )
  }

  activate(userId: number, ctx: CommandContext): Promise<number> {
    return this.runUser(userId, ctx, async () => ({ command: { type: "ActivateUser" } }))
  }

  recordPasswordChange(userId: number, reason: "change" | "reset" | "invitation", ctx: CommandContext): Promise<number> {
    return this.runUser(userId, ctx, async () => ({ command: { type: "RecordPasswordChange", reason } }))
  }

  setLicence(userId: number, licensed: boolean, source: "admin" | "sso", ctx: CommandContext): Promise<number> {
    return this.runUser(userId, ctx, async () => ({ command: { type: "SetUserLicence", licensed, source } }))
  }

  /** `ctx.userId` is who asks: an app admin cannot remove their own flag. */
  setAppAdmin(userId: number, appAdmin: boolean, ctx: CommandContext): Promise<number> {
    return this.runUser(userId, ctx, async () => ({ command: { type: "SetAppAdmin", appAdmin, by: ctx.userId } }))
  }

  /** Links the account to a provider's subject; the subject is kept only as a keyed digest (a lookup key). */
  async linkProvider(userId: number, issuer: string, subject: string, ctx: CommandContext): Promise<number> {
    try {
      return await this.runUser(userId, ctx, async () => ({
        command: { type: "LinkUserToProvider", issuer },
        options: { reserve: [this.subjectKey(issuer, subject)] },
      }))
    } catch (error) {
      if (error instanceof KeyTaken)
        throw new HttpProblem(409, "SSO_TAKEN", "Dieses Konto des Identitätsanbieters ist bereits mit einem anderen Benutzer verknüpft.")
      throw error
    }
  }

  /** The registered, not erased user linked to this provider subject. */
  async userIdByProviderSubject(issuer: string, subject: string): Promise<number | undefined> {
    const stream = await this.store.lookupStream(this.subjectKey(issuer, subject))
    return stream ? this.directory.registeredUserOf(stream) : undefined
  }

  /** E-mail and names in clear; undefined for an unknown or erased user. */
  async personalFields(userId: number): Promise<PersonalFields | undefined> {
    await this.directory.refresh({ force: true })
    const state = this.directory.userEntry(userId)?.state
    if (state?.status !== "registered") return undefined
    return this.vault.open<PersonalFields>(userId, state.personal)
  }

  /** The picture as a data URL; undefined when there is none (or the user is unknown or erased). */
  async image(userId: number): Promise<string | undefined> {
    await this.directory.refresh({ force: true })
    const state = this.directory.userEntry(userId)?.state
    if (state?.status !== "registered" || state.image === null) return undefined
    return this.vault.open<string>(userId, state.image)
  }

  /** Changes names and/or e-mail (a new address is reserved and the old one released in the same append). */
  changeProfile(userId: number, change: ProfileChange, ctx: CommandContext): Promise<number> {
    return this.runUser(userId, ctx, async (state) => {
      // Unknown or erased: the decider refuses it (NotFound, UserErased) before the empty seal could matter.
      if (state.status !== "registered") return { command: { type: "ChangeUserProfile", personal: "" } }
      const current = await this.vault.open<PersonalFields>(userId, state.personal)
      if (!current) throw new Error(`the personal key of registered user ${userId} is missing`)
      const next: PersonalFields = {
        usr_email: change.email?.trim() ?? current.usr_email,
        usr_name: change.name?.trim() ?? current.usr_name,
        usr_name_first: change.firstName?.trim() ?? current.usr_name_first,
      }
      if (JSON.stringify(next) === JSON.stringify(current)) return "unchanged"
      const [before, after] = [current.usr_email, next.usr_email].map((e) => emailKey(this.vault.emailDigest(e)))
      return {
        command: { type: "ChangeUserProfile", personal: await this.vault.seal(userId, next) },
        options: before === after ? {} : { reserve: [after!], release: [before!] },
      }
    })
  }

  /** Sets (a data URL, sealed) or removes (null) the picture. */
  async setImage(userId: number, dataUrl: string | null, ctx: CommandContext): Promise<number> {
    return this.runUser(userId, ctx, async (state) => {
      // Unknown or erased: the decider refuses it (NotFound, UserErased); nothing is sealed (there is no key).
      if (state.status !== "registered" || dataUrl === null) return { command: { type: "ChangeUserImage", image: null } }
      return { command: { type: "ChangeUserImage", image: await this.vault.seal(userId, dataUrl) } }
    })
  }

  /**
   * Appends UserErased (releasing every key of the stream: e-mail, provider subjects) and destroys the
   * user's key. Only this step; erase-user.ts does the whole erasure around it.
   */
  async erase(userId: number, ctx: CommandContext): Promise<number> {
    const position = await this.runUser(userId, ctx, async () => ({
      command: { type: "EraseUser" },
      options: { release: await this.store.keysOf(userStreamId(userId)) },
    }))
    await this.vault.destroy(userId)
    return position
  }

  async createOrganisation(name: string, desc: string | null, ownerId: number, ctx: CommandContext): Promise<{ orgId: number; position: number }> {
    const orgId = await this.ids.next("organisation")
    const position = await this.runOrganisation(orgId, ctx, async () => ({
      command: { type: "CreateOrganisation", orgId, name, desc, personal: false, ownerId },
    }))
    return { orgId, position }
  }

  /** Any organisation command but creation. */
  organisationCommand(orgId: number, command: Exclude<OrganisationCommand, { type: "CreateOrganisation" }>, ctx: CommandContext): Promise<number> {
    return this.runOrganisation(orgId, ctx, async () => ({ command }))
  }

  private runUser(userId: number, ctx: CommandContext, plan: Plan<UserState, UserCommand>) {
    return this.run<UserState, UserCommand, UserEvent>(
      {
        streamId: userStreamId(userId),
        entry: () => this.directory.userEntry(userId),
        initial: () => initialUserState(userId),
        decide: decideUser,
      },
      ctx,
      plan,
    )
  }

  private runOrganisation(orgId: number, ctx: CommandContext, plan: Plan<OrganisationState, OrganisationCommand>) {
    return this.run<OrganisationState, OrganisationCommand, OrganisationEvent>(
      {
        streamId: organisationStreamId(orgId),
        entry: () => this.directory.organisationEntry(orgId),
        initial: () => initialOrganisationState(orgId),
        decide: decideOrganisation,
      },
      ctx,
      plan,
    )
  }

  /** Decides on the directory's state and appends; resolves with the position of the stream's last event. */
  private async run<S, C, E extends { type: string; data: unknown }>(
    stream: Stream<S, C, E>,
    ctx: CommandContext,
    plan: Plan<S, C>,
  ): Promise<number> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await this.directory.refresh({ force: true })
      const entry = stream.entry()
      const state = entry?.state ?? stream.initial()
      const planned = await plan(state)
      if (planned === "unchanged") return entry?.lastPosition ?? 0
      const { command, options } = planned
      const decision = stream.decide(command, state)
      if (!decision.ok) throw toProblem(decision.error)
      if (decision.events.length === 0) return entry?.lastPosition ?? 0
      try {
        const result = await this.store.append(stream.streamId, entry?.version ?? 0, toNewEvents(decision.events, tracedContext(ctx)), options)
        await this.directory.refresh({ force: true })
        return result.lastPosition
      } catch (error) {
        if (error instanceof KeyTaken && error.key.startsWith("email:")) throw toProblem(emailTaken())
        if (!(error instanceof WrongExpectedVersion)) throw error
      }
    }
    throw toProblem(CONFLICT)
  }

  private subjectKey(issuer: string, subject: string) {
    return providerSubjectKey(this.vault.digest(`${issuer}|${subject}`))
  }
}

