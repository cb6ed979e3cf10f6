/**
 * @module Template details (spec §2 /templates/:projectId): what a template holds before one builds on it —
 * name, description, owner, section (reference, community, own organisation), counts, and its phases with
 * milestones and processes, read-only — and "create a project from this template".
 */
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { H3, Spinner } from "@blueprintjs/core"
import { DuplicateIcon } from "@blueprintjs/icons"
import { Navigate, useParams } from "react-router-dom"
import { ErrorCallout } from "../../../components/error-callout"
import { LinkButton } from "../../../components/link-button"
import { PageLayout } from "../../../components/page-layout"
import { paths } from "../../../config/paths"
import { useOrganisationName } from "../../../hooks/use-organisation-name"
import { useT } from "../../../lib/i18n"
import { canWrite } from "../../../lib/project-access"
import { usePhaseLabel } from "../../../lib/phase-label"
import { useProjectStructure } from "../../../api/projects/get-project-structure"
import { MilestonePlan } from "../../../components/milestone-plan/milestone-plan"
import { templateOutline } from "../../../components/milestone-plan/plan-outline"
import { Tag } from "../../../components/tag"

export type TemplateSection = "reference" | "community" | "own"

const counts = [
  ["phases", "pro_pha_count"],
  ["milestones", "pro_mst_count"],
  ["processes", "pro_prc_count"],
  ["activities", "pro_act_count"],
  ["roles", "pro_rop_count"],
] as const

/** `sectionOf` is the template list's rule, handed in by the route (features do not import each other). */
export function TemplateDetailsPage({ sectionOf }: { sectionOf: (project: ProjectDto) => TemplateSection }) {
  const projectId = Number(useParams().projectId)
  if (!Number.isInteger(projectId) || projectId <= 0) return <Navigate to={paths.notFound} replace />
  return <TemplateDetails key={projectId} projectId={projectId} sectionOf={sectionOf} />
}

function TemplateDetails({ projectId, sectionOf }: { projectId: number; sectionOf: (project: ProjectDto) => TemplateSection }) {
  const { t } = useT()
  const template = useProjectStructure(projectId)
  const phaseLabel = usePhaseLabel()
  const organisationName = useOrganisationName([template.data?.pro_org_name])
  if (template.isPending) return <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
  if (template.isError) return <ErrorCallout error={template.error} onRetry={() => void template.refetch()} />
  const project = template.data
  const section = sectionOf(project)
  const owner = organisationName(project.pro_org_name)
  const outline = templateOutline(project).map((phase) => ({ ...phase, name: phaseLabel({ pha_phase_code_code: phase.code, pha_name: phase.name }) }))
  const create = (
    <LinkButton
      to={paths.newProjectFrom(project.pro_id)}
      intent="primary"
      icon={<DuplicateIcon />}
      text={t("templates:details.createProject")}
    />
  )

  return (
    <PageLayout title={project.pro_name} actions={create}>
      <div className="bimp-template-tags">
        <Tag intent="primary" minimal>
          {t(`templates:sections.${section}`)}
        </Tag>
        <Tag minimal>{project.pro_isc_name}</Tag>
        {/* Readers and auditors alike may change nothing in it. */}
        {!canWrite(project) && <Tag minimal>{t("templates:details.readOnly")}</Tag>}
      </div>
      <p className={project.pro_desc ? "bimp-lead" : "bimp-lead bimp-muted"}>{project.pro_desc || t("templates:details.noDescription")}</p>
      <dl className="bimp-project-counts" aria-label={t("templates:details.facts")}>
        <div>
          <dt>{t("templates:details.owner")}</dt>
          <dd>{section === "reference" ? t("templates:details.provider") : owner}</dd>
        </div>
        {counts.map(([label, field]) => (
          <div key={field}>
            <dt>{t(`templates:details.counts.${label}`)}</dt>
            <dd>{project[field] ?? "–"}</dd>
          </div>
        ))}
      </dl>
      <H3 id="template-plan">{t("templates:details.plan")}</H3>
      <div className="bimp-template-plan" aria-labelledby="template-plan">
        <MilestonePlan
          phases={outline}
          idPrefix="template"
          texts={{
            noMilestones: t("templates:details.noMilestones"),
            milestonesOf: (phase) => t("templates:details.milestonesOf", { phase }),
            processesOf: (milestone) => t("templates:details.processesOf", { milestone }),
          }}
        />
      </div>
    </PageLayout>
  )
}
