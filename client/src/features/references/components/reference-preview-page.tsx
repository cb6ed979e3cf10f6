/**
 * @module A reference project's preview (spec §2 "Reference-project preview", /references/:projectId): what a
 * project created from it gets — the structure copied as its own, the data catalogue inherited read-only —
 * with the plan (phases → milestones → processes) and the roles, and "create a project from this reference
 * project", which opens the new-project form with it preselected.
 */
import type { ReferenceProjectPreviewDto } from "@bimprofile/contracts/dto/reference-project-dto"
import { Card, H3, H4, NonIdealState, Spinner } from "@blueprintjs/core"
import { ArrowLeftIcon, DuplicateIcon, LockIcon, SearchIcon } from "@blueprintjs/icons"
import { Link, Navigate, useParams } from "react-router-dom"
import { ErrorCallout } from "../../../components/error-callout"
import { LinkButton } from "../../../components/link-button"
import { PageLayout } from "../../../components/page-layout"
import { Tag } from "../../../components/tag"
import { paths } from "../../../config/paths"
import { useOrganisationName } from "../../../hooks/use-organisation-name"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"
import { formatDay } from "../../../lib/intl-cache"
import { usePhaseLabel } from "../../../lib/phase-label"
import { useReferenceProject } from "../api/get-reference-project"
import { figuresOf, referenceDate } from "../reference-figures"
import { FigureList } from "./figure-list"
import { MilestonePlan } from "../../../components/milestone-plan/milestone-plan"

export function ReferencePreviewPage() {
  const projectId = Number(useParams().projectId)
  if (!Number.isInteger(projectId) || projectId <= 0) return <Navigate to={paths.notFound} replace />
  return <ReferencePreview key={projectId} projectId={projectId} />
}

function BackLink() {
  const { t } = useT()
  return (
    <Link to={paths.references} className="bimp-pr-back">
      <ArrowLeftIcon aria-hidden /> {t("references:preview.back")}
    </Link>
  )
}

function ReferencePreview({ projectId }: { projectId: number }) {
  const { t } = useT()
  const preview = useReferenceProject(projectId)
  if (preview.isPending) return <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
  if (preview.isError) {
    if (preview.error instanceof ApiError && preview.error.status === 404)
      return (
        <>
          <BackLink />
          <NonIdealState icon={<SearchIcon size={48} />} title={t("references:preview.notFoundTitle")} description={t("references:preview.notFoundText")} />
        </>
      )
    return <ErrorCallout error={preview.error} onRetry={() => void preview.refetch()} />
  }
  return <Preview project={preview.data} />
}

function Preview({ project }: { project: ReferenceProjectPreviewDto }) {
  const { t, locale } = useT()
  const phaseLabel = usePhaseLabel()
  const organisationName = useOrganisationName([project.pro_org_name])
  const date = referenceDate(project)
  const create = (
    <LinkButton to={paths.newProjectFrom(project.pro_id)} intent="primary" icon={<DuplicateIcon />} text={t("references:preview.create")} />
  )
  return (
    <>
      <BackLink />
      <PageLayout title={project.pro_name} actions={create}>
        <div className="bimp-template-tags">
          <Tag intent="primary" minimal>
            {t(project.pro_default ? "references:tags.provider" : "references:tags.reference")}
          </Tag>
          <Tag minimal>{project.pro_isc_name}</Tag>
        </div>
        <p className={project.pro_desc ? "bimp-lead" : "bimp-lead bimp-muted"}>{project.pro_desc || t("references:noDescription")}</p>
        <dl className="bimp-ref-facts" aria-label={t("references:preview.facts")}>
          <div>
            <dt>{t("references:preview.owner")}</dt>
            <dd>{project.pro_org_name ? organisationName(project.pro_org_name) : t("references:preview.provider")}</dd>
          </div>
          <div>
            <dt>{t("references:preview.ifc")}</dt>
            <dd>{project.pro_isc_name}</dd>
          </div>
          {date > 0 && (
            <div>
              <dt>{t("references:preview.changed")}</dt>
              <dd>{formatDay(date, locale)}</dd>
            </div>
          )}
        </dl>

        <H3 id="reference-takeover">{t("references:preview.takeover")}</H3>
        <section className="bimp-ref-takeover" aria-labelledby="reference-takeover">
          <Card className="bimp-ref-panel">
            <H4 className="bimp-ref-panel-title">
              <DuplicateIcon aria-hidden /> {t("references:preview.copiesTitle")}
            </H4>
            <p className="bimp-muted">{t("references:preview.copiesText")}</p>
            <FigureList figures={figuresOf(project, project.pro_copies)} label={t("references:preview.copiesTitle")} />
          </Card>
          <Card className="bimp-ref-panel bimp-ref-panel-inherited">
            <H4 className="bimp-ref-panel-title">
              <LockIcon aria-hidden /> {t("references:preview.inheritsTitle")}
            </H4>
            <p className="bimp-muted">{t("references:preview.inheritsText")}</p>
            <FigureList figures={figuresOf(project, project.pro_inherits)} label={t("references:preview.inheritsTitle")} />
            <p className="bimp-ref-note">{t("references:preview.requirementsNote")}</p>
          </Card>
        </section>

        <H3 id="reference-plan">{t("references:preview.plan")}</H3>
        <div className="bimp-template-plan" aria-labelledby="reference-plan">
          <MilestonePlan
            phases={project.pro_pha_nested.map((phase) => ({
              id: phase.pha_id,
              name: phaseLabel(phase),
              code: phase.pha_phase_code_code,
              milestones: phase.pha_mst_nested.map((m) => ({
                id: m.mst_id,
                name: m.mst_name,
                desc: m.mst_desc,
                processes: m.mst_prc_nested.map((p) => ({ id: p.prc_id, name: p.prc_name, shortName: p.prc_short_name })),
              })),
            }))}
            idPrefix="reference"
            texts={{
              noMilestones: t("references:preview.noMilestones"),
              milestonesOf: (phase) => t("references:preview.milestonesOf", { phase }),
              processesOf: (milestone) => t("references:preview.processesOf", { milestone }),
            }}
          />
        </div>

        <H3 id="reference-roles">{t("references:preview.roles")}</H3>
        {project.pro_rop_nested.length === 0 ? (
          <p className="bimp-section-empty">{t("references:preview.noRoles")}</p>
        ) : (
          <ul className="bimp-ref-roles" aria-labelledby="reference-roles">
            {project.pro_rop_nested.map((role) => (
              <li key={role.rop_id}>
                <Tag minimal className={`bimp-role-type bimp-role-type-${role.rop_role_code_code}`}>
                  {role.rop_name}
                </Tag>
              </li>
            ))}
          </ul>
        )}
      </PageLayout>
    </>
  )
}
