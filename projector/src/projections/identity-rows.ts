/**
 * @module The identity read models in memory: what a rebuild folds the log into before it writes them in
 * one go, and what tests compare the tables with. Applying changes here gives the rows the runner's SQL
 * (`storage/identity-store.ts`) gives.
 */
import type { IdentityChange, IdentityEnvelope } from "./identity"
import { changesIdentity, projectIdentity } from "./identity"

export type GrantRow = { readonly roles: readonly string[]; readonly changedAt: string | null; readonly changedBy: number | null }

export type IdentityRows = {
  readonly users: Map<number, Readonly<Record<string, unknown>>>
  readonly organisations: Map<number, Readonly<Record<string, unknown>>>
  /** org id → user id → roles */
  readonly members: Map<number, Map<number, readonly string[]>>
  /** project id → user id → grant */
  readonly grants: Map<number, Map<number, GrantRow>>
  /** project id → organisation ids */
  readonly shares: Map<number, Set<number>>
  /** The position of the last change of a user or an organisation (0: none). */
  identityPosition: number
}

export const emptyIdentityRows = (): IdentityRows => ({
  users: new Map(),
  organisations: new Map(),
  members: new Map(),
  grants: new Map(),
  shares: new Map(),
  identityPosition: 0,
})

const inner = <K, V>(outer: Map<number, Map<K, V>>, key: number): Map<K, V> => {
  let map = outer.get(key)
  if (!map) outer.set(key, (map = new Map()))
  return map
}

/** Removes an inner entry, and the inner map once empty (as the tables hold no empty groups). */
const deleteInner = <V>(outer: Map<number, Map<number, V>>, key: number, innerKey: number) => {
  const map = outer.get(key)
  map?.delete(innerKey)
  if (map?.size === 0) outer.delete(key)
}

/** Applies changes of the event at `position`; like the SQL, a patch of a missing row does nothing. */
export const applyIdentityChanges = (rows: IdentityRows, changes: readonly IdentityChange[], position: number): IdentityRows => {
  for (const change of changes) {
    if (changesIdentity(change)) rows.identityPosition = Math.max(rows.identityPosition, position)
    switch (change.op) {
      case "user":
        rows.users.set(change.usrId, change.data)
        break
      case "patchUser": {
        const row = rows.users.get(change.usrId)
        if (row) rows.users.set(change.usrId, { ...row, ...change.fields })
        break
      }
      case "organisation":
        rows.organisations.set(change.orgId, change.data)
        break
      case "patchOrganisation": {
        const row = rows.organisations.get(change.orgId)
        if (row) rows.organisations.set(change.orgId, { ...row, ...change.fields })
        break
      }
      case "deleteOrganisation":
        rows.organisations.delete(change.orgId)
        rows.members.delete(change.orgId)
        break
      case "member":
        inner(rows.members, change.orgId).set(change.usrId, change.roles)
        break
      case "removeMember":
        deleteInner(rows.members, change.orgId, change.usrId)
        break
      case "grant":
        inner(rows.grants, change.proId).set(change.usrId, { roles: change.roles, changedAt: change.changedAt, changedBy: change.changedBy })
        break
      case "revoke":
        deleteInner(rows.grants, change.proId, change.usrId)
        break
      case "share": {
        let orgs = rows.shares.get(change.proId)
        if (!orgs) rows.shares.set(change.proId, (orgs = new Set()))
        orgs.add(change.orgId)
        break
      }
      case "unshare": {
        const orgs = rows.shares.get(change.proId)
        orgs?.delete(change.orgId)
        if (orgs?.size === 0) rows.shares.delete(change.proId)
        break
      }
      case "forgetProject":
        rows.grants.delete(change.proId)
        rows.shares.delete(change.proId)
        break
      default: {
        const unhandled: never = change
        throw new Error(`Unhandled identity change ${JSON.stringify(unhandled)}`)
      }
    }
  }
  return rows
}

/** Folds events into identity rows, in memory. */
export const foldIdentity = (events: Iterable<IdentityEnvelope>, rows: IdentityRows = emptyIdentityRows()): IdentityRows => {
  for (const event of events) applyIdentityChanges(rows, projectIdentity(event), event.position)
  return rows
}
