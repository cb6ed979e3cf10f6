/**
 * @module The command shell for project streams: load state → reserve ids → decide → append.
 *
 * Commands on one project queue up and are decided one after another against the cached state, and
 * every command waiting at that moment goes out in one append (so concurrency on one project never turns
 * into retry storms). The cached state of a project is advanced with the events it appended; it is
 * reloaded only when another process appended in between (WrongExpectedVersion), then the batch is
 * decided again, a few times at most, before the caller gets a conflict.
 */
import type { DomainError } from "@bimprofile/contracts/errors/domain-errors"
import {
  decodeProjectEvent,
  type ProjectEvent,
  projectStreamId,
} from "@bimprofile/contracts/events/project/project-event"
import type { EventStore, NewEvent } from "@bimprofile/infra/event-store/event-store"
import { WrongExpectedVersion } from "@bimprofile/infra/event-store/event-store"
import { isRejectedContent } from "@bimprofile/infra/event-store/sql-event-store"
import type { IdAllocator } from "@bimprofile/infra/ids/id-allocator"
import { toNewEvents } from "../shared/new-events"
import { type CommandContext, tracedContext } from "../shared/command-context"
import type { AccessRefused } from "./project-access"
import { copyProject, idsForProjectCopy } from "./projects/copy-project"
import { decideProject, idsNeededFor, type IdNeeds, type ProjectStreamCommand } from "./decide-project"
import { type EntityKind, entityKey, keysOf } from "./entity-keys"
import type { CopyProject } from "./project-commands"
import { evolveProject, initialProjectState, type ProjectState } from "./project-state"

export type CommandOutcome<A> =
  | { readonly ok: true; readonly position: number; readonly events: readonly ProjectEvent[]; readonly answer: A }
  | { readonly ok: false; readonly error: DomainError | ConcurrencyConflict | AccessRefused }

export type ConcurrencyConflict = { readonly _tag: "ConcurrencyConflict"; readonly message: string }

/**
 * Whether the caller may issue the command, judged on the state it is decided on; undefined = allowed.
 * Commands without a guard are trusted (the system acting: seeding, erasing a user).
 */
export type Guard = (state: ProjectState) => AccessRefused | undefined

/** Builds the command's answer from the state right after its own events, before later commands change it. */
export type Answer<A> = (state: ProjectState, events: readonly ProjectEvent[]) => A

type Cached = { state: ProjectState; version: number; lastPosition: number }
type Pending = {
  readonly command: ProjectStreamCommand
  readonly context: CommandContext
  readonly answer: Answer<unknown>
  readonly guard: Guard | undefined
  readonly resolve: (outcome: CommandOutcome<unknown>) => void
  readonly reject: (error: unknown) => void
}

const MAX_ATTEMPTS = 4
const MAX_COMMANDS_PER_APPEND = 64

/**
 * A step of a bulk import (a list upload's, a bSDD import's: up to 500 rows in one event) is appended alone. A
 * small command queued beside the next step would otherwise wait for that step's append too, twice what it
 * waits for the step in progress.
 */
const isBulk = (pending: Pending) => pending.command.type === "ImportListItems"

/** The commands the next append takes from the front of the queue: up to MAX_COMMANDS_PER_APPEND, a bulk step alone. */
const nextBatch = (queue: Pending[]): Pending[] => {
  if (isBulk(queue[0]!)) return queue.splice(0, 1)
  const bulk = queue.findIndex(isBulk)
  return queue.splice(0, bulk === -1 ? MAX_COMMANDS_PER_APPEND : Math.min(bulk, MAX_COMMANDS_PER_APPEND))
}

const MAX_CACHED_PROJECTS = 2_000
const MAX_KNOWN_OWNERS = 500_000

export class ProjectService {
  private readonly cache = new Map<number, Cached>()
  private readonly loading = new Map<number, Promise<Cached>>()
  private readonly queues = new Map<number, Pending[]>()
  private readonly owners = new Map<string, number>()

  constructor(
    private readonly store: EventStore,
    private readonly ids: IdAllocator,
  ) {}

  /**
   * Decides and appends one command on a project; resolves with its position and answer or its refusal.
   * `guard` authorises the caller on the state the command is decided on (see project-access.ts).
   */
  execute<A>(
    projectId: number,
    command: ProjectStreamCommand,
    context: CommandContext,
    answer: Answer<A>,
    guard?: Guard,
  ): Promise<CommandOutcome<A>> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(projectId)
      const pending: Pending = { command, context: tracedContext(context), answer, guard, resolve: resolve as Pending["resolve"], reject }
      if (queue) return void queue.push(pending)
      this.queues.set(projectId, [pending])
      void this.drain(projectId)
    })
  }

  /** The committed state of a project as this service knows it (for reads of copy sources). */
  async state(projectId: number): Promise<ProjectState> {
    return (await this.load(projectId)).state
  }

  /** The tamper-evident hash of the project stream's last event at or before `position` (a published version's). */
  hashAt(projectId: number, position: number): Promise<string | null> {
    return this.store.hashAt(projectStreamId(projectId), position)
  }

  /** The global position of the project's last event as this service knows it (0: none). */
  async lastPosition(projectId: number): Promise<number> {
    return (await this.load(projectId)).lastPosition
  }

  /** The project owning an entity id, or undefined when no project ever created it. */
  async ownerOf(kind: EntityKind, id: number): Promise<number | undefined> {
    const key = entityKey(kind, id)
    const known = this.owners.get(key)
    if (known !== undefined) return known
    const stream = await this.store.lookupStream(key)
    if (!stream) return undefined
    const projectId = Number(stream.slice("project-".length))
    this.owners.set(key, projectId)
    return projectId
  }

  newProjectId(): Promise<number> {
    return this.ids.next("project")
  }

  /** Copies a project into a new stream; the new project's id is in the command. `guard` judges the source. */
  async copy(command: CopyProject, context: CommandContext, sourceProjectId: number, guard?: Guard): Promise<CommandOutcome<number>> {
    const source = await this.state(sourceProjectId)
    const refusal = guard?.(source)
    if (refusal) return { ok: false, error: refusal }
    const ids = await this.ids.lease(idsForProjectCopy(source))
    const decision = copyProject(command, source, ids)
    ids.release()
    if (!decision.ok) return { ok: false, error: decision.error }
    const streamId = projectStreamId(command.projectId)
    const result = await this.store.append(streamId, 0, toNewEvents(decision.events, tracedContext(context)), { keys: keysOf(decision.events) })
    const state = initialProjectState()
    for (const event of decision.events) evolveProject(state, event)
    this.remember(command.projectId, { state, version: result.nextVersion, lastPosition: result.lastPosition })
    this.rememberOwners(keysOf(decision.events), command.projectId)
    return { ok: true, position: result.lastPosition, events: decision.events, answer: command.projectId }
  }

  private async drain(projectId: number): Promise<void> {
    const queue = this.queues.get(projectId)!
    try {
      while (queue.length > 0) await this.runBatch(projectId, nextBatch(queue))
    } finally {
      this.queues.delete(projectId)
    }
  }

  private async runBatch(projectId: number, batch: Pending[]): Promise<void> {
    try {
      for (let attempt = 1; ; attempt++) {
        const ids = await this.ids.lease(sumNeeds(batch.map((p) => idsNeededFor(p.command))))
        const cached = await this.load(projectId)
        const outcomes: (CommandOutcome<unknown> | { events: ProjectEvent[]; answer: unknown })[] = []
        const events: NewEvent[] = []
        const keys: string[] = []
        let mayBeStale = false
        for (const pending of batch) {
          const refusal = pending.guard?.(cached.state)
          if (refusal) {
            // A stale cache may not know a grant made by another process yet.
            mayBeStale = true
            outcomes.push({ ok: false, error: refusal })
            continue
          }
          const decision = decideProject(pending.command, cached.state, ids)
          if (!decision.ok) {
            mayBeStale ||= decision.error._tag === "NotFound" || decision.error._tag === "ForeignEntity"
            outcomes.push({ ok: false, error: decision.error })
            continue
          }
          for (const event of decision.events) evolveProject(cached.state, event)
          outcomes.push({ events: [...decision.events], answer: pending.answer(cached.state, decision.events) })
          events.push(...toNewEvents(decision.events, pending.context))
          keys.push(...keysOf(decision.events))
        }
        ids.release()
        // A refusal for an unknown id or for lack of rights may come from a stale cache: another process
        // may have created the entity or granted the right.
        if (mayBeStale && attempt < MAX_ATTEMPTS && (await this.isStale(projectId, cached))) continue
        if (events.length === 0) {
          batch.forEach((p, i) => p.resolve(settle(outcomes[i]!, cached.lastPosition, 0)))
          return
        }
        try {
          const result = await this.store.append(projectStreamId(projectId), cached.version, events, { keys })
          cached.version = result.nextVersion
          cached.lastPosition = result.lastPosition
          this.rememberOwners(keys, projectId)
          let offset = 0
          batch.forEach((p, i) => {
            const outcome = outcomes[i]!
            const count = "events" in outcome ? outcome.events.length : 0
            offset += count
            p.resolve(settle(outcome, result.firstPosition + offset - 1, count))
          })
          return
        } catch (error) {
          this.cache.delete(projectId)
          if (!(error instanceof WrongExpectedVersion)) throw error
          if (attempt >= MAX_ATTEMPTS) {
            const conflict: ConcurrencyConflict = {
              _tag: "ConcurrencyConflict",
              message: "Das Projekt wurde gleichzeitig geändert. Bitte versuchen Sie es erneut.",
            }
            for (const p of batch) p.resolve({ ok: false, error: conflict })
            return
          }
        }
      }
    } catch (error) {
      this.cache.delete(projectId)
      // The database refused the content of a shared append (nothing was written): the commands that only
      // waited together with the one that caused it are decided and appended each alone. Other failures
      // (a lost connection) may have committed, so they are not retried: a retry could apply a command twice.
      if (batch.length > 1 && isRejectedContent(error)) {
        for (const pending of batch) await this.runBatch(projectId, [pending])
        return
      }
      for (const p of batch) p.reject(error)
    }
  }

  private async isStale(projectId: number, cached: Cached): Promise<boolean> {
    const newer = await this.store.readStream(projectStreamId(projectId), cached.version)
    if (newer.length === 0) return false
    this.cache.delete(projectId)
    return true
  }

  private async load(projectId: number): Promise<Cached> {
    const cached = this.cache.get(projectId)
    if (cached) {
      // Refresh its place in the LRU order.
      this.cache.delete(projectId)
      this.cache.set(projectId, cached)
      return cached
    }
    let loading = this.loading.get(projectId)
    if (!loading) {
      loading = (async () => {
        const stored = await this.store.readStream(projectStreamId(projectId))
        const state = initialProjectState()
        state.id = projectId
        for (const event of stored) evolveProject(state, decodeProjectEvent({ type: event.type, data: event.data }))
        const last = stored.at(-1)
        const entry = { state, version: last?.streamVersion ?? 0, lastPosition: last?.globalPosition ?? 0 }
        this.remember(projectId, entry)
        return entry
      })().finally(() => this.loading.delete(projectId))
      this.loading.set(projectId, loading)
    }
    return loading
  }

  /** Entities this process just created need no lookup: their keys name the project. */
  private rememberOwners(keys: readonly string[], projectId: number) {
    for (const key of keys) this.owners.set(key, projectId)
    if (this.owners.size > MAX_KNOWN_OWNERS) this.owners.clear()
  }

  private remember(projectId: number, entry: Cached) {
    this.cache.set(projectId, entry)
    if (this.cache.size > MAX_CACHED_PROJECTS) this.cache.delete(this.cache.keys().next().value!)
  }
}

const settle = (
  outcome: CommandOutcome<unknown> | { events: ProjectEvent[]; answer: unknown },
  position: number,
  _count: number,
): CommandOutcome<unknown> => ("ok" in outcome ? outcome : { ok: true, position, events: outcome.events, answer: outcome.answer })

const sumNeeds = (needs: readonly IdNeeds[]): IdNeeds => {
  const total: Record<string, number> = {}
  for (const need of needs) for (const [kind, count] of Object.entries(need)) total[kind] = (total[kind] ?? 0) + (count ?? 0)
  return total
}
