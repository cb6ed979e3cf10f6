/**
 * @module given/when/then for the project deciders: `given` events are folded with `evolveProject` from
 * `initialProjectState()`, `when` decides one command with ids from a counter per kind (starting at 100,
 * so a test can name the ids it expects), `then…` compares with vitest's `expect`. Every decision is
 * also checked to leave the state it decided on unchanged and to take no more ids than the shell reserves
 * for it (`idsNeededFor`, `idsForProjectCopy`).
 *
 * @example
 * given(...aProject(), roleCreated(51, "Architekt"))
 *   .when({ type: "CreateRole", name: " architekt ", desc: null, roleType: "company" })
 *   .thenRejects("RoleNameTaken")
 */
import type { DomainError, DomainErrorTag } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { expect } from "vitest"
import type { Decision, IdSupply } from "../shared/decision"
import { decideProject, type IdNeeds, idsNeededFor, type ProjectStreamCommand } from "../project/decide-project"
import type { CopyProject } from "../project/project-commands"
import { evolveProject, initialProjectState, type ProjectState } from "../project/project-state"
import { copyProject, idsForProjectCopy } from "../project/projects/copy-project"

/** Any command a decider answers: those on a project stream, and CopyProject (deciding on its source). */
export type AnyProjectCommand = ProjectStreamCommand | CopyProject

export type IdKind = Parameters<IdSupply["take"]>[0]

/** An IdSupply handing out start, start+1, … separately for each kind of id. */
export const sequentialIds = (start = 100): IdSupply => {
  const next = new Map<IdKind, number>()
  return {
    take(kind) {
      const id = next.get(kind) ?? start
      next.set(kind, id + 1)
      return id
    },
  }
}

/** The state the events fold into, from a fresh initial state. */
export const stateOf = (events: readonly ProjectEvent[]): ProjectState => {
  const state = initialProjectState()
  for (const event of events) evolveProject(state, event)
  return state
}

/** Decides any project command; CopyProject decides on the given state as the copy's source. */
export const decide = (command: AnyProjectCommand, state: ProjectState, ids: IdSupply = sequentialIds()): Decision<ProjectEvent> =>
  command.type === "CopyProject" ? copyProject(command, state, ids) : decideProject(command, state, ids)

/** The ids the shell reserves before deciding `command` on `state` (it throws when a decider takes more). */
export const idBudget = (command: AnyProjectCommand, state: ProjectState): IdNeeds =>
  command.type === "CopyProject" ? idsForProjectCopy(state) : idsNeededFor(command)

/** Wraps an IdSupply and records how many ids of each kind were taken. */
export const countingIds = (ids: IdSupply) => {
  const taken: Partial<Record<IdKind, number>> = {}
  return {
    taken,
    take(kind: IdKind) {
      taken[kind] = (taken[kind] ?? 0) + 1
      return ids.take(kind)
    },
  }
}

/** Kinds of which more ids were taken than the budget reserves (an empty list when within it). */
export const overBudget = (taken: Partial<Record<IdKind, number>>, budget: IdNeeds): string[] =>
  Object.entries(taken)
    .filter(([kind, n]) => n > (budget[kind as IdKind] ?? 0))
    .map(([kind, n]) => `${kind}: took ${n}, reserved ${budget[kind as IdKind] ?? 0}`)

export class DeciderSpec {
  constructor(
    private readonly history: readonly ProjectEvent[],
    private readonly command: AnyProjectCommand,
  ) {}

  /** The decision itself, for assertions the `then…` forms do not cover. */
  decision(): Decision<ProjectEvent> {
    const state = stateOf(this.history)
    const before = structuredClone(state)
    const ids = countingIds(sequentialIds())
    const decision = decide(this.command, state, ids)
    // Deciders are pure: the cached state they decide on is advanced only by evolving their events.
    expect(state, "the decider changed the state it decided on").toEqual(before)
    // The shell reserves ids before deciding; a decider taking more would fail in production.
    expect(overBudget(ids.taken, idBudget(this.command, state)), "ids taken beyond the reserved budget").toEqual([])
    return decision
  }

  /** Accepted with exactly these events, in this order. */
  then(...expected: ProjectEvent[]): readonly ProjectEvent[] {
    const decision = this.decision()
    expect(decision).toEqual({ ok: true, events: expected })
    return decision.ok ? decision.events : []
  }

  /** Accepted with exactly these events; the state after them (e.g. the orders the facts give). */
  thenFolded(...expected: ProjectEvent[]): ProjectState {
    this.then(...expected)
    return this.thenState()
  }

  /** Accepted, nothing to do. */
  thenNothing(): void {
    expect(this.decision()).toEqual({ ok: true, events: [] })
  }

  /** Refused with this error tag (and, when given, exactly these field details); returns the error. */
  thenRejects(tag: DomainErrorTag, details?: Readonly<Record<string, string>>): DomainError {
    const decision = this.decision()
    expect(decision.ok ? { accepted: decision.events } : decision.error._tag).toEqual(tag)
    const error = (decision as { error: DomainError }).error
    if (details !== undefined) expect(error.details).toEqual(details)
    return error
  }

  /** Accepted (with any events); returns them for assertions on a part of them. */
  thenAccepted(): readonly ProjectEvent[] {
    const decision = this.decision()
    expect(decision.ok ? "accepted" : decision.error).toBe("accepted")
    return decision.ok ? decision.events : []
  }

  /** Accepted; the state after its events, for checks on what the events mean rather than how they look. */
  thenState(): ProjectState {
    const events = this.thenAccepted()
    // A copy starts a new stream: its events fold from scratch, not onto the source's history.
    const state = stateOf(this.command.type === "CopyProject" ? [] : this.history)
    for (const event of events) evolveProject(state, event)
    return state
  }
}

export const given = (...history: ProjectEvent[]) => ({
  when: (command: AnyProjectCommand) => new DeciderSpec(history, command),
})
