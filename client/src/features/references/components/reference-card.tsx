import type { ReferenceProjectDto } from "@bimprofile/contracts/dto/reference-project-dto"
import { Card, H4 } from "@blueprintjs/core"
import { EyeOpenIcon } from "@blueprintjs/icons"
import { Link } from "react-router-dom"
import { LinkButton } from "../../../components/link-button"
import { NewProjectFromButton } from "../../../components/new-project-from-button"
import { Tag } from "../../../components/tag"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { formatDay } from "../../../lib/intl-cache"
import { CARD_CATALOGUE, CARD_PLAN, figuresOf, referenceDate } from "../reference-figures"
import { FigureList } from "./figure-list"

/** One reference project in the list: name (to its preview), tags, description, plan and catalogue in figures, actions. */
export function ReferenceCard({ project }: { project: ReferenceProjectDto }) {
  const { t, locale } = useT()
  const titleId = `reference-card-${project.pro_id}`
  const date = referenceDate(project)
  return (
    <Card className="bimp-project-card bimp-ref-card" elevation={1} role="article" aria-labelledby={titleId}>
      <H4 id={titleId} className="bimp-project-card-title">
        <Link to={paths.reference(project.pro_id)}>{project.pro_name}</Link>
      </H4>
      <div className="bimp-project-tags">
        <Tag intent="primary" minimal>
          {t(project.pro_default ? "references:tags.provider" : "references:tags.reference")}
        </Tag>
        <Tag minimal>{project.pro_isc_name}</Tag>
      </div>
      <p className={project.pro_desc ? "bimp-project-desc" : "bimp-project-desc bimp-muted"}>{project.pro_desc || t("references:noDescription")}</p>
      <div className="bimp-ref-card-figures">
        <p className="bimp-ref-figures-title">{t("references:figures.plan")}</p>
        <FigureList figures={figuresOf(project, CARD_PLAN)} label={t("references:figures.planOf", { name: project.pro_name })} compact />
        <p className="bimp-ref-figures-title">{t("references:figures.catalogue")}</p>
        <FigureList figures={figuresOf(project, CARD_CATALOGUE)} label={t("references:figures.catalogueOf", { name: project.pro_name })} compact />
      </div>
      <div className="bimp-project-card-footer">
        <span className="bimp-muted">{date > 0 && t("references:list.changed", { date: formatDay(date, locale) })}</span>
        <span className="bimp-project-card-actions">
          <LinkButton
            to={paths.reference(project.pro_id)}
            variant="minimal"
            size="small"
            icon={<EyeOpenIcon />}
            text={t("references:list.preview")}
            aria-label={t("references:list.previewNamed", { name: project.pro_name })}
          />
          <NewProjectFromButton projectId={project.pro_id} text={t("references:list.create")} label={t("references:list.createNamed", { name: project.pro_name })} />
        </span>
      </div>
    </Card>
  )
}
