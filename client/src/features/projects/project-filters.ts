/**
 * @module Which projects each tab of the project list shows (spec §2: recent, my-organisation, public,
 * list), and the search over name and description. Pure: projects and the user in, projects out.
 */
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { projectTabs, type ProjectTab } from "../../config/paths"
import { compareNames } from "../../lib/intl-cache"

/** The user's organisation; the membership lists, when known, add their other organisations. */
export type ProjectOwner = Pick<UserDto, "usr_org_id"> & Partial<Pick<UserDto, "usr_org_admin" | "usr_org_pl" | "usr_org_emp">>
type Dated = Pick<ProjectDto, "pro_create_date" | "pro_change_date">

/** The "recent" tab shows this many projects. */
export const RECENT_LIMIT = 10

export const parseProjectTab = (tab: string | undefined): ProjectTab | undefined =>
  (projectTabs as readonly string[]).includes(tab ?? "") ? (tab as ProjectTab) : undefined

const time = (date: string | null) => {
  const value = date === null ? Number.NaN : Date.parse(date)
  return Number.isNaN(value) ? 0 : value
}

/** When the project last changed: its change date, else its creation date (ms; 0 when unknown). */
export const lastChange = (project: Dated) => time(project.pro_change_date ?? project.pro_create_date)

export const byLastChange = (a: Dated, b: Dated) => lastChange(b) - lastChange(a)
export const byCreation = (a: Dated, b: Dated) => time(b.pro_create_date) - time(a.pro_create_date)
export const byName = (locale?: string) => {
  const compare = compareNames(locale)
  return (a: Pick<ProjectDto, "pro_name">, b: Pick<ProjectDto, "pro_name">) => compare(a.pro_name, b.pro_name)
}

/**
 * A project of the user's organisation; a user without one owns their personal projects instead.
 * Reference projects of the provider belong to nobody's organisation.
 */
export const ofOwnOrganisation = (project: Pick<ProjectDto, "pro_org_id" | "pro_pers" | "type">, user: ProjectOwner | null) => {
  if (project.type === "reference") return false
  const orgId = user?.usr_org_id ?? null
  if (project.pro_org_id !== null && !project.pro_pers) {
    const memberOf = [...(user?.usr_org_admin ?? []), ...(user?.usr_org_pl ?? []), ...(user?.usr_org_emp ?? [])]
    if (memberOf.includes(project.pro_org_id)) return true
  }
  return orgId === null ? project.pro_pers : project.pro_org_id === orgId
}

/** Lower case without accents, so 'geback' finds 'Gebäck' and 'ECOLE' finds 'école'. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLocaleLowerCase()

/** Every word of the query appears in the name or the description. */
export const matchesSearch = (project: Pick<ProjectDto, "pro_name" | "pro_desc">, query: string) => {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = fold(`${project.pro_name}\n${project.pro_desc ?? ""}`)
  return words.every((word) => haystack.includes(word))
}

export const searchProjects = <P extends Pick<ProjectDto, "pro_name" | "pro_desc">>(projects: readonly P[], query: string): P[] =>
  projects.filter((project) => matchesSearch(project, query))

type Listed = Pick<ProjectDto, "pro_name" | "pro_org_id" | "pro_pers" | "type" | "pro_access_all"> & Dated

/** The projects of one tab, in the tab's order: recent by last change (top 10), the others by name. */
export const projectsOfTab = <P extends Listed>(projects: readonly P[], tab: ProjectTab, user: ProjectOwner | null, locale?: string): P[] => {
  switch (tab) {
    case "recent":
      return [...projects].sort(byLastChange).slice(0, RECENT_LIMIT)
    case "my-organisation":
      return projects.filter((p) => ofOwnOrganisation(p, user)).sort(byName(locale))
    case "public":
      return projects.filter((p) => p.pro_access_all).sort(byName(locale))
    case "list":
      return [...projects].sort(byName(locale))
    default: {
      const unknown: never = tab
      throw new Error(`unknown project tab ${String(unknown)}`)
    }
  }
}

/** How many projects each tab shows. */
export const countByTab = (projects: readonly Listed[], user: ProjectOwner | null): Record<ProjectTab, number> => ({
  recent: Math.min(projects.length, RECENT_LIMIT),
  "my-organisation": projects.filter((p) => ofOwnOrganisation(p, user)).length,
  public: projects.filter((p) => p.pro_access_all).length,
  list: projects.length,
})
