/**
 * @module given/when/then for the identity deciders (the project one, testing/decider-spec.ts, is bound to
 * project state and ids): `given` events fold from the initial state, `when` decides, `then…` compares.
 * Every decision is also checked to leave the state it decided on unchanged.
 */
import type { DomainError, DomainErrorTag } from "@bimprofile/contracts/errors/domain-errors"
import { expect } from "vitest"
import type { Decision } from "../shared/decision"

export type DeciderParts<S, E, C> = {
  readonly initial: () => S
  readonly evolve: (state: S, event: E) => S
  readonly decide: (command: C, state: S) => Decision<E>
}

export const deciderSpec = <S, E, C>({ initial, evolve, decide }: DeciderParts<S, E, C>) => {
  const decision = (history: readonly E[], command: C) => {
    const state = history.reduce(evolve, initial())
    const before = structuredClone(state)
    const result = decide(command, state)
    expect(state, "the decider changed the state it decided on").toEqual(before)
    return result
  }
  return (...history: E[]) => ({
    when: (command: C) => ({
      then(...expected: E[]) {
        expect(decision(history, command)).toEqual({ ok: true, events: expected })
      },
      thenNothing() {
        expect(decision(history, command)).toEqual({ ok: true, events: [] })
      },
      thenRejects(tag: DomainErrorTag, message?: string): DomainError {
        const result = decision(history, command)
        expect(result.ok ? { accepted: result.events } : result.error._tag).toEqual(tag)
        const error = (result as { error: DomainError }).error
        if (message !== undefined) expect(error.message).toBe(message)
        return error
      },
    }),
  })
}
