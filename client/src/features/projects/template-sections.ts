/**
 * @module The template list (spec §2 /templates): the projects with is_template true, per tab, in three
 * sections: reference projects of the provider, community projects shared by other organisations, and
 * the own organisation's projects. Pure.
 */
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { templateTabs, type TemplateTab } from "../../config/paths"
import { byCreation, byLastChange, byName, ofOwnOrganisation, type ProjectOwner, RECENT_LIMIT } from "./project-filters"

export const templateSections = ["reference", "community", "own"] as const
export type TemplateSection = (typeof templateSections)[number]

type Template = Pick<
  ProjectDto,
  "pro_name" | "pro_org_id" | "pro_pers" | "type" | "pro_access_all" | "is_template" | "pro_create_date" | "pro_change_date"
>

export const parseTemplateTab = (tab: string | undefined): TemplateTab | undefined =>
  (templateTabs as readonly string[]).includes(tab ?? "") ? (tab as TemplateTab) : undefined

export const templateSectionOf = (project: Template, user: ProjectOwner | null): TemplateSection =>
  project.type === "reference" ? "reference" : ofOwnOrganisation(project, user) ? "own" : "community"

/**
 * The templates of one tab: recent by last change and new by creation (10 each), my-organisation the
 * own ones, public those shared with all, list every template; the last three by name.
 */
export const templatesOfTab = <P extends Template>(projects: readonly P[], tab: TemplateTab, user: ProjectOwner | null, locale?: string): P[] => {
  const templates = projects.filter((p) => p.is_template)
  switch (tab) {
    case "recent":
      return templates.sort(byLastChange).slice(0, RECENT_LIMIT)
    case "new":
      return templates.sort(byCreation).slice(0, RECENT_LIMIT)
    case "my-organisation":
      return templates.filter((p) => templateSectionOf(p, user) === "own").sort(byName(locale))
    case "public":
      return templates.filter((p) => p.pro_access_all).sort(byName(locale))
    case "list":
      return templates.sort(byName(locale))
    default: {
      const unknown: never = tab
      throw new Error(`unknown template tab ${String(unknown)}`)
    }
  }
}

/** The templates split into the three sections, each keeping the order it was given. */
export const groupBySection = <P extends Template>(templates: readonly P[], user: ProjectOwner | null): Record<TemplateSection, P[]> => {
  const groups: Record<TemplateSection, P[]> = { reference: [], community: [], own: [] }
  for (const template of templates) groups[templateSectionOf(template, user)].push(template)
  return groups
}
