/**
 * @module Which live notifications a listener receives: those about what they may read now. Pure: the
 * facts come from `live-access.ts`. A project's notification reaches only viewers with read access to it
 * (`projectAccess`, contracts/access/roles) — a project that no longer exists is readable by no one.
 * Notifications without a project (users and organisations changed, or "everything may have changed")
 * carry no data and reach everyone.
 */
import { type ProjectAccessFacts, projectAccess, type Viewer } from "@bimprofile/contracts/access/roles"
import type { LiveNotification } from "@bimprofile/contracts/live/live-notification"

/** True when `viewer` (undefined: unknown or erased by now) may receive `notification`. */
export const mayReceive = (
  viewer: Viewer | undefined,
  facts: ReadonlyMap<number, ProjectAccessFacts>,
  notification: LiveNotification,
): boolean => {
  if (notification.project_id === null) return true
  if (!viewer) return false
  const project = facts.get(notification.project_id)
  return project !== undefined && projectAccess(viewer, project).role !== null
}

/** The notifications of a list that `viewer` may receive, in their order. */
export const visibleTo = (
  viewer: Viewer | undefined,
  facts: ReadonlyMap<number, ProjectAccessFacts>,
  notifications: readonly LiveNotification[],
): LiveNotification[] => notifications.filter((notification) => mayReceive(viewer, facts, notification))
