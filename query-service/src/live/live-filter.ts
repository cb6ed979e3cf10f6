/**
 * @module Which live notifications a listener receives: those about what they may read. Pure, so the
 * identity issue (project permissions) changes this function and its test, nothing else.
 */
import type { LiveNotification } from "@bimprofile/contracts/live/live-notification"
import type { Caller } from "@bimprofile/infra/http/authenticate"

/** Who listens. The identity issue adds what they may read (their project permissions). */
export type LiveViewer = Pick<Caller, "userId" | "orgId">

/**
 * True when `viewer` may receive `notification`. Until project permissions exist every authenticated user
 * reads every project, so every notification passes; "everything may have changed" (no project) names no
 * project and always passes.
 */
export const mayReceive = (_viewer: LiveViewer, _notification: LiveNotification): boolean => true

/** The notifications of a list that `viewer` may receive, in their order. */
export const visibleTo = (viewer: LiveViewer, notifications: readonly LiveNotification[]): LiveNotification[] =>
  notifications.filter((notification) => mayReceive(viewer, notification))
