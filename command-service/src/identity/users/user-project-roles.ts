/**
 * @module A user's own role per project, as the write side knows it: from their grants and from the
 * organisation owning the project (not from sharing, nor from being app admin) — the rule of the read
 * side's `usr_pro_*` lists. Which projects to look at comes from the few event types the log indexes
 * (EventStore.readByType: creation, change of owner, deletion, grants), followed incrementally; the
 * current grants of a project the user was ever granted come from the project's own state.
 */
import { higher, highestOf, type OrganisationRole, type ProjectRole, projectRoleFromOrganisation } from "@bimprofile/contracts/access/roles"
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import type { ProjectState } from "../../project/project-state"

const TYPES = ["ProjectCreated", "ProjectOwnershipChanged", "ProjectDeleted", "ProjectPermissionGranted"]
const PAGE = 1_000

export type ProjectStates = { state(projectId: number): Promise<ProjectState> }

export class UserProjectRoles {
  private position = 0
  private readonly ownerOf = new Map<number, number | null>()
  /** Organisation id → the live projects it owns. */
  private readonly projectsOf = new Map<number, Set<number>>()
  private readonly deleted = new Set<number>()
  /** User id → projects they were ever granted a role on (a revocation is seen in the project's state). */
  private readonly grantedTo = new Map<number, Set<number>>()
  private reading: Promise<void> = Promise.resolve()

  constructor(
    private readonly store: Pick<EventStore, "readByType">,
    private readonly projects: ProjectStates,
  ) {}

  /** Project id → the user's role, for a user with these organisation memberships. */
  async rolesOf(userId: number, memberships: ReadonlyMap<number, readonly OrganisationRole[]>): Promise<Map<number, ProjectRole>> {
    await this.refresh()
    const roles = new Map<number, ProjectRole>()
    const add = (projectId: number, role: ProjectRole | null) => {
      if (role !== null) roles.set(projectId, higher(roles.get(projectId) ?? null, role)!)
    }
    for (const [orgId, orgRoles] of memberships)
      for (const projectId of this.projectsOf.get(orgId) ?? []) add(projectId, highestOf(orgRoles.map((r) => projectRoleFromOrganisation[r])))
    for (const projectId of this.grantedTo.get(userId) ?? []) {
      if (this.deleted.has(projectId)) continue
      const state = await this.projects.state(projectId)
      if (state.status === "active") add(projectId, highestOf(state.grants.get(userId) ?? []))
    }
    return roles
  }

  /** Reads the indexed events committed since the last read; one read at a time, each after the previous. */
  private refresh(): Promise<void> {
    const read = this.reading.then(() => this.catchUp())
    this.reading = read.catch(() => undefined)
    return read
  }

  private async catchUp(): Promise<void> {
    for (;;) {
      const page = await this.store.readByType(TYPES, this.position, PAGE)
      for (const event of page) {
        const data = event.data as { projectId: number; orgId?: number | null; userId?: number }
        if (event.type === "ProjectCreated" || event.type === "ProjectOwnershipChanged") this.own(data.projectId, data.orgId ?? null)
        else if (event.type === "ProjectDeleted") {
          this.deleted.add(data.projectId)
          this.own(data.projectId, null)
        } else if (event.type === "ProjectPermissionGranted" && data.userId !== undefined) {
          let granted = this.grantedTo.get(data.userId)
          if (!granted) this.grantedTo.set(data.userId, (granted = new Set()))
          granted.add(data.projectId)
        }
        this.position = event.globalPosition
      }
      if (page.length < PAGE) return
    }
  }

  private own(projectId: number, orgId: number | null) {
    const before = this.ownerOf.get(projectId)
    if (before != null) this.projectsOf.get(before)?.delete(projectId)
    this.ownerOf.set(projectId, orgId)
    if (orgId === null || this.deleted.has(projectId)) return
    let owned = this.projectsOf.get(orgId)
    if (!owned) this.projectsOf.set(orgId, (owned = new Set()))
    owned.add(projectId)
  }
}
