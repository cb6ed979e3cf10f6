import { Card, H4, NonIdealState, Spinner } from "@blueprintjs/core"
import { HistoryIcon } from "@blueprintjs/icons"
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import { isIfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { useEffect, useMemo, useRef, useState } from "react"
import { Navigate, useParams } from "react-router-dom"
import { useProjectActivities } from "../../../api/activities/get-project-activities"
import { useDocuments } from "../../../api/documents/get-documents"
import { exportLanguageOf } from "../../../api/exports/start-export"
import { useProcesses } from "../../../api/processes/get-processes"
import { useProject } from "../../../api/projects/get-project"
import { ErrorCallout } from "../../../components/error-callout"
import { ExportFollow } from "../../../components/export-job/export-follow"
import { PageLayout } from "../../../components/page-layout"
import { paths } from "../../../config/paths"
import { type ExportField, useExport } from "../../../hooks/use-export"
import { useT } from "../../../lib/i18n"
import { ProfileImportButton } from "../../profile-import/components/profile-import-button"
import { activityGroups, type ExportChoice, initialChoice, missingOf, requestOf } from "../export-choice"
import { useDocumentDownload } from "../hooks/use-document-download"
import { parseProjectId } from "../project-id"
import { DocumentTable } from "./document-table"
import { ExportForm } from "./export-form"
import "../documents.css"

/**
 * /projects/:projectId/export — the export page (docs/exports.md): chosen activities, a process or the whole project
 * as IDS 1.0, the Excel profile or a report, followed live to the kept file with its check; below, the project's
 * earlier exports. Readers export too.
 */
export function ExportPage() {
  const projectId = parseProjectId(useParams().projectId)
  if (projectId === null) return <Navigate to={paths.notFound} replace />
  return <Export projectId={projectId} />
}

function Export({ projectId }: { projectId: number }) {
  const { t, locale } = useT()
  const project = useProject(projectId)
  const processes = useProcesses(projectId)
  const activities = useProjectActivities(projectId)
  const [choice, setChoice] = useState<ExportChoice>(() => initialChoice(exportLanguageOf(locale)))
  const [missing, setMissing] = useState<Partial<Record<ExportField, string>>>({})
  const exporting = useExport()
  const run = exporting.run
  /** What the running export makes, said when it was started. */
  const [title, setTitle] = useState("")

  const groups = useMemo(() => (processes.data && activities.data ? activityGroups(processes.data, activities.data) : undefined), [processes.data, activities.data])
  const activityById = useMemo(() => new Map<number, ActivityDto>((activities.data ?? []).map((activity) => [activity.act_id, activity])), [activities.data])
  const projectVersion = project.data && isIfcVersion(project.data.pro_isc_name) ? project.data.pro_isc_name : undefined
  const refusal = run.state === "refused" ? run.refusal : undefined
  // The export's progress shows below the form: brought into view when it starts.
  const current = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (run.state === "starting") current.current?.scrollIntoView?.({ behavior: "smooth", block: "nearest" })
  }, [run.state])

  const change = (next: ExportChoice) => {
    setChoice(next)
    setMissing({})
    // A refusal speaks of the choice sent: gone once it changes.
    if (run.state === "refused") exporting.reset()
  }
  const submit = () => {
    const gaps = missingOf(choice)
    setMissing(gaps)
    if (Object.keys(gaps).length > 0) return
    setTitle(describe(choice))
    void exporting.start(requestOf(projectId, choice))
  }
  const describe = (made: ExportChoice) => {
    const scope =
      made.scope === "activities"
        ? t("exports:job.activities", { count: made.activityIds.length })
        : made.scope === "process"
          ? (groups?.find((group) => group.process.prc_id === made.processId)?.process.prc_name ?? t("exports:scopes.process"))
          : t("exports:scopes.project")
    return `${t(`exports:formats.${made.format}`)} · ${scope}`
  }

  return (
    <PageLayout title={t("exports:title")} actions={<ProfileImportButton projectId={projectId} />}>
      <p className="bimp-lead">{t("exports:lead")}</p>
      <div className="bimp-exp-layout">
        <Card>
          <H4 className="bimp-exp-card-title">{t("exports:form.title")}</H4>
          <ExportForm
            choice={choice}
            onChange={change}
            plan={{
              groups,
              loading: processes.isLoading || activities.isLoading,
              error: processes.error ?? activities.error,
              retry: () => {
                void processes.refetch()
                void activities.refetch()
              },
            }}
            projectVersion={projectVersion}
            errors={{ ...refusal?.fields, ...missing }}
            general={refusal?.general ?? null}
            starting={run.state === "starting"}
            onSubmit={submit}
          />
        </Card>
        {(run.state === "starting" || run.state === "started") && (
          <div ref={current} className="bimp-exp-current">
            <Card aria-live="polite">
              <H4 className="bimp-exp-card-title">{t("exports:job.title")}</H4>
              {run.state === "started" ? (
                <ExportFollow key={run.jobId} projectId={projectId} jobId={run.jobId} title={title} activityName={(id) => activityById.get(id)?.act_name} />
              ) : (
                <div className="bimp-exp-starting">
                  <Spinner size={20} aria-hidden /> <span>{t("exports:job.starting")}</span>
                </div>
              )}
            </Card>
          </div>
        )}
      </div>
      <EarlierExports projectId={projectId} />
    </PageLayout>
  )
}

/** The project's kept exports, newest first, with who made them when, the position they show, their check and download. */
function EarlierExports({ projectId }: { projectId: number }) {
  const { t } = useT()
  const documents = useDocuments(projectId)
  const { downloading, download } = useDocumentDownload()
  const exports = useMemo(() => (documents.data ?? []).filter((document) => document.doc_kind === "export").sort((a, b) => b.doc_id - a.doc_id), [documents.data])
  return (
    <section className="bimp-exp-earlier" aria-labelledby="earlier-exports">
      <H4 id="earlier-exports" className="bimp-exp-earlier-title">
        {t("exports:earlier.title")}
        {documents.data && exports.length > 0 && <span className="bimp-pr-muted bimp-exp-earlier-count">{t("exports:earlier.count", { count: exports.length })}</span>}
      </H4>
      <p className="bimp-pr-muted">{t("exports:earlier.lead")}</p>
      {documents.isLoading ? (
        <Spinner size={24} aria-label={t("state.loading")} />
      ) : documents.error ? (
        <ErrorCallout error={documents.error} onRetry={() => void documents.refetch()} />
      ) : exports.length === 0 ? (
        <div className="bimp-doc-empty">
          <NonIdealState icon={<HistoryIcon size={40} />} title={t("exports:earlier.emptyTitle")} description={t("exports:earlier.empty")} />
        </div>
      ) : (
        <DocumentTable documents={exports} downloading={downloading} onDownload={(document) => void download(document)} />
      )}
    </section>
  )
}
