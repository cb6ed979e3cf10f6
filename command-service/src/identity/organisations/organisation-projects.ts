/**
 * @module Which live projects an organisation owns, and which projects a user was ever granted, read
 * from the event store by type (the write side has no project index by owner): a project belongs to the
 * organisation of its latest ProjectCreated or ProjectOwnershipChanged, until ProjectDeleted. Used only when
 * an organisation or a user is deleted; a partial index over these types keeps it a read of them alone.
 */
import { decodeProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { EventStore, StoredEvent } from "@bimprofile/infra/event-store/event-store"

type ByType = Pick<EventStore, "readByType">

const PAGE = 5_000

/** Every event of these types, decoded (upcast by the store first), in log order. */
const eachOfTypes = async (store: ByType, types: readonly string[], visit: (event: ReturnType<typeof decodeProjectEvent>, stored: StoredEvent) => void) => {
  for (let after = 0; ; ) {
    const page = await store.readByType(types, after, PAGE)
    for (const stored of page) visit(decodeProjectEvent({ type: stored.type, data: stored.data }), stored)
    if (page.length < PAGE) return
    after = page.at(-1)!.globalPosition
  }
}

const projectIdOf = (stored: StoredEvent) => Number(stored.streamId.slice("project-".length))

export const projectsOwnedBy = async (store: ByType, orgId: number): Promise<number[]> => {
  const owner = new Map<number, number | null>()
  const deleted = new Set<number>()
  await eachOfTypes(store, ["ProjectCreated", "ProjectOwnershipChanged", "ProjectDeleted"], (event, stored) => {
    if (event.type === "ProjectDeleted") deleted.add(projectIdOf(stored))
    else if (event.type === "ProjectCreated" || event.type === "ProjectOwnershipChanged") owner.set(projectIdOf(stored), event.data.orgId)
  })
  return [...owner].filter(([projectId, owningOrg]) => owningOrg === orgId && !deleted.has(projectId)).map(([projectId]) => projectId).sort((a, b) => a - b)
}

/** Projects on which the user was ever granted a permission (revoked or not: revoking again is harmless). */
export const projectsGrantedTo = async (store: ByType, userId: number): Promise<number[]> => {
  const projects = new Set<number>()
  await eachOfTypes(store, ["ProjectPermissionGranted"], (event, stored) => {
    if (event.type === "ProjectPermissionGranted" && event.data.userId === userId) projects.add(projectIdOf(stored))
  })
  return [...projects].sort((a, b) => a - b)
}
