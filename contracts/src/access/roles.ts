/**
 * @module The access vocabulary of spec §6: project roles, organisation roles, and how they combine into
 * what one user may do with one project. Pure and shared: the command service authorises writes with it,
 * the query service filters reads and live updates with it, and the authorisation matrix test reads the
 * same rules. Nothing here knows where the facts come from (streams on the write side, read models on the
 * read side).
 */

/**
 * Project roles (spec §6): Verwaltung, write, read — and auditor (issue 11): reads everything a reader does
 * plus the project's history (timeline, diffs, published versions' details), and changes nothing.
 */
export const projectRoleValues = ["admin", "write", "auditor", "read"] as const
export type ProjectRole = (typeof projectRoleValues)[number]

/** Organisation roles (spec §6): Verwaltung, Projektleitung, Mitarbeit. */
export const organisationRoleValues = ["admin", "pl", "emp"] as const
export type OrganisationRole = (typeof organisationRoleValues)[number]

/** How much a role lets one do; a higher rank includes every lower one. */
const rank: Record<ProjectRole, number> = { read: 1, auditor: 2, write: 3, admin: 4 }

export const atLeast = (held: ProjectRole | null, needed: ProjectRole): boolean =>
  held !== null && rank[held] >= rank[needed]

/** The higher of two roles (null = none). */
export const higher = (a: ProjectRole | null, b: ProjectRole | null): ProjectRole | null =>
  a === null ? b : b === null ? a : rank[a] >= rank[b] ? a : b

/** Who may read a project's history (timeline, its exports, verify): auditors and everyone who may change it. */
export const mayReadHistory = (role: ProjectRole | null): boolean => atLeast(role, "auditor")

export const highestOf = (roles: readonly ProjectRole[]): ProjectRole | null => roles.reduce<ProjectRole | null>(higher, null)

/**
 * What a membership in the organisation that owns a project gives on that project. Organisation admins
 * administer all its projects; project leads write them (and may create new ones); collaborators read
 * them and get more through a project permission.
 */
export const projectRoleFromOrganisation: Record<OrganisationRole, ProjectRole> = { admin: "admin", pl: "write", emp: "read" }

/** Organisation roles that may create projects in the organisation. */
export const mayCreateProjectsIn = (roles: readonly OrganisationRole[]): boolean => roles.includes("admin") || roles.includes("pl")

/** The facts about a user that access depends on. */
export type Viewer = {
  readonly userId: number
  readonly appAdmin: boolean
  readonly licensed: boolean
  /** Organisation id → the viewer's roles in it (the personal organisation included, as admin). */
  readonly memberships: ReadonlyMap<number, readonly OrganisationRole[]>
}

/** The facts about a project that access depends on. */
export type ProjectAccessFacts = {
  readonly orgId: number | null
  readonly accessAll: boolean
  /** The reference project(s) of the provider: readable by everyone signed in. */
  readonly reference: boolean
  readonly sharedOrgIds: readonly number[]
  /** User id → roles granted on the project itself. */
  readonly grants: ReadonlyMap<number, readonly ProjectRole[]>
}

/** How a viewer reaches a project: own (a grant or the owning organisation), shared, or public. */
export type ProjectAccess = {
  readonly role: ProjectRole | null
  /**
   * True when the viewer reaches the project only as a template: the provider's reference project, or a
   * project of another organisation shared with all or with one of the viewer's organisations.
   */
  readonly asTemplate: boolean
}

/**
 * The role a viewer holds on a project (the highest that any source gives), and whether it is a template
 * for them. An app admin administers every project.
 */
export const projectAccess = (viewer: Viewer, project: ProjectAccessFacts): ProjectAccess => {
  const granted = highestOf(project.grants.get(viewer.userId) ?? [])
  const ownRoles = project.orgId === null ? undefined : viewer.memberships.get(project.orgId)
  const fromOrganisation = highestOf((ownRoles ?? []).map((r) => projectRoleFromOrganisation[r]))
  const own = higher(granted, fromOrganisation)
  const sharedWithViewer =
    project.reference || project.accessAll || project.sharedOrgIds.some((orgId) => viewer.memberships.has(orgId))
  const shared: ProjectRole | null = sharedWithViewer ? "read" : null
  const role = viewer.appAdmin ? "admin" : higher(own, shared)
  return { role, asTemplate: own === null && sharedWithViewer }
}

/**
 * Calls and pages that need a licence (spec §6): a demo user may read and edit their own projects but not
 * share them, manage organisations or invite people.
 */
export const LICENCE_REQUIRED_TEXT = "Sie benötigen eine gültige Lizenz für den Zugriff auf diese Seite."

/**
 * The one licence rule of both sides (and the client): an app admin, or a licensed user, may use what
 * needs a licence. Schema-free, so the client imports it too.
 */
export const hasLicenceRights = (who: { readonly appAdmin: boolean; readonly licensed: boolean }): boolean => who.appAdmin || who.licensed

/** The personal organisation's name: it contains an at-sign (spec §2) and no personal data. */
export const personalOrganisationName = (userId: number) => `persoenlich@${userId}`
export const isPersonalOrganisationName = (name: string) => name.includes("@")

/** What the history and the audit fields show for a user whose personal data was erased. */
export const DELETED_USER_NAME = "Gelöschter Benutzer"
