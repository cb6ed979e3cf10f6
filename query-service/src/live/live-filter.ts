/**
 * @module Which live notifications a listener receives: those about what they may read now, and those of
 * a project they may have just lost (a revoked permission, an ended share, a deleted project — the
 * projector names them as `formerReaders`), so their open lists drop it. Pure: the facts come from
 * `live-access.ts`. A project that no longer exists is readable by no one. Notifications without a project
 * (users and organisations changed, or "everything may have changed") carry no data and reach everyone.
 */
import { type ProjectAccessFacts, projectAccess, type Viewer } from "@bimprofile/contracts/access/roles"
import type { LiveNotification } from "@bimprofile/contracts/live/live-notification"
import type { FormerReaders } from "@bimprofile/contracts/live/projected-notice"

/** A notification as the hub hands it on: who lost access to its project rides along, never to the listener. */
export type AddressedNotification = LiveNotification & { readonly formerReaders?: FormerReaders }

/** True when `viewer` (undefined: unknown or erased by now) may receive `notification`. */
export const mayReceive = (
  viewer: Viewer | undefined,
  facts: ReadonlyMap<number, ProjectAccessFacts>,
  notification: AddressedNotification,
): boolean => {
  if (notification.project_id === null) return true
  if (!viewer) return false
  const project = facts.get(notification.project_id)
  if (project !== undefined && projectAccess(viewer, project).role !== null) return true
  return notification.formerReaders !== undefined && wasReader(viewer, notification.formerReaders)
}

const wasReader = (viewer: Viewer, readers: FormerReaders): boolean =>
  viewer.appAdmin ||
  readers.all === true ||
  readers.users.includes(viewer.userId) ||
  readers.organisations.some((orgId) => viewer.memberships.has(orgId))

/** The notification as the listener gets it: its position, project and kinds, nothing of who else gets it. */
export const toListener = ({ position, project_id, kinds }: AddressedNotification): LiveNotification => ({ position, project_id, kinds })

/** The notifications of a list that `viewer` may receive, in their order. */
export const visibleTo = (
  viewer: Viewer | undefined,
  facts: ReadonlyMap<number, ProjectAccessFacts>,
  notifications: readonly AddressedNotification[],
): LiveNotification[] => notifications.filter((notification) => mayReceive(viewer, facts, notification)).map(toListener)
