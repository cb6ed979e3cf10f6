import { Card, H4 } from "@blueprintjs/core"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { formatDay } from "../../../lib/intl-cache"
import { lastChange } from "../project-filters"
import { ProjectTags } from "./project-tags"

const counts = [
  ["milestones", "pro_mst_count"],
  ["processes", "pro_prc_count"],
  ["activities", "pro_act_count"],
  ["roles", "pro_rop_count"],
] as const

/** One project in a list: name (the link to its dashboard, or `to`), tags, description, counts, last change. */
export function ProjectCard({ project, actions, to }: { project: ProjectDto; actions?: ReactNode; to?: string }) {
  const { t, locale } = useT()
  const changed = lastChange(project)
  const titleId = `project-card-${project.pro_id}`
  return (
    <Card className="bimp-project-card" elevation={1} role="article" aria-labelledby={titleId}>
      <H4 id={titleId} className="bimp-project-card-title">
        <Link to={to ?? paths.dashboard(project.pro_id)}>{project.pro_name}</Link>
      </H4>
      <ProjectTags project={project} />
      <p className={project.pro_desc ? "bimp-project-desc" : "bimp-project-desc bimp-muted"}>{project.pro_desc || t("projects:card.noDescription")}</p>
      <dl className="bimp-project-counts" aria-label={t("projects:card.countsLabel")}>
        {counts.map(([label, field]) => (
          <div key={field}>
            <dt>{t(`projects:card.${label}`)}</dt>
            <dd>{project[field] ?? "–"}</dd>
          </div>
        ))}
      </dl>
      <div className="bimp-project-card-footer">
        <span className="bimp-muted">
          {changed > 0 && t("projects:card.changed", { date: formatDay(changed, locale) })}
        </span>
        {actions && <span className="bimp-project-card-actions">{actions}</span>}
      </div>
    </Card>
  )
}
