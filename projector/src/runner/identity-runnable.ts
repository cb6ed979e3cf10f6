/**
 * @module The identity read models (projections/identity.ts) as the runner runs it: changes computed from
 * the events alone (no rows read), applied in SQL in the batch's transaction; a rebuild folds in memory.
 */
import { identityChangesOf, identityDefinition } from "../projections/identity"
import { applyIdentityChanges, emptyIdentityRows } from "../projections/identity-rows"
import { replaceIdentityRows, writeIdentityChanges } from "../storage/identity-store"
import type { RunnableProjection } from "./runnable-projection"

export const identityRunnable = (): RunnableProjection => ({
  definition: identityDefinition,
  async stage(_sql, page) {
    const changes = identityChangesOf(page.events, page.identity)
    return { count: changes.length, write: (tx) => writeIdentityChanges(tx, changes), committed: () => {} }
  },
  forget: () => {},
  rebuild() {
    const identity = emptyIdentityRows()
    const sizes = <V>(groups: Map<number, { size: number } & V>) => [...groups.values()].reduce((sum, group) => sum + group.size, 0)
    return {
      fold(page) {
        for (const { position, change } of identityChangesOf(page.events, page.identity)) applyIdentityChanges(identity, [change], position)
      },
      rows: () => identity.users.size + identity.organisations.size + sizes(identity.members) + sizes(identity.grants) + sizes(identity.shares),
      replace: (tx) => replaceIdentityRows(tx, identity),
    }
  },
})
