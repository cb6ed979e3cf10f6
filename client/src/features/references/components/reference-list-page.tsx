/**
 * @module The provider's reference projects (spec §2 /references/list, §7 `reference/`): each with its plan and
 * its catalogue in figures, a preview, and "create a project" — the new-project form with it preselected.
 */
import { NonIdealState, Spinner } from "@blueprintjs/core"
import { Projects } from "@blueprintjs/icons"
import { ErrorCallout } from "../../../components/error-callout"
import { PageLayout } from "../../../components/page-layout"
import { useT } from "../../../lib/i18n"
import { useReferenceProjects } from "../api/get-reference-projects"
import { ReferenceCard } from "./reference-card"

export function ReferenceListPage() {
  const { t } = useT()
  const references = useReferenceProjects()
  return (
    <PageLayout title={t("references:list.title")}>
      <p className="bimp-lead">{t("references:list.lead")}</p>
      {references.isPending ? (
        <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
      ) : references.isError ? (
        <ErrorCallout error={references.error} onRetry={() => void references.refetch()} />
      ) : references.data.length === 0 ? (
        <NonIdealState icon={<Projects size={48} />} title={t("references:list.emptyTitle")} description={t("references:list.emptyText")} />
      ) : (
        <div className="bimp-card-grid bimp-ref-grid">
          {references.data.map((project) => (
            <ReferenceCard key={project.pro_id} project={project} />
          ))}
        </div>
      )}
    </PageLayout>
  )
}
