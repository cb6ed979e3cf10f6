import { Button, NonIdealState, Spinner } from "@blueprintjs/core"
import { ComparisonIcon, GitCommitIcon, SendMessageIcon } from "@blueprintjs/icons"
import type { VersionDto } from "@bimprofile/contracts/dto/version-dto"
import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { Navigate, useParams } from "react-router-dom"
import { projectQuery } from "../../../api/projects/get-project"
import { ErrorCallout } from "../../../components/error-callout"
import { LazyFormDialog } from "../../../components/lazy-dialogs"
import { LinkButton } from "../../../components/link-button"
import { PageLayout } from "../../../components/page-layout"
import { useTravelTo } from "../../../components/time-travel/use-as-of"
import { paths } from "../../../config/paths"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useProjectWritable } from "../../../lib/project-access"
import { rememberPositionTime, rememberPositionVersion, useTimeTravel } from "../../../lib/time-travel"
import { useVersions } from "../api/get-versions"
import { usePublishVersion } from "../api/publish-version"
import { parseProjectId } from "../../history/project-id"
import { VersionCard } from "./version-card"
import { WorkingState } from "./working-state"
import "../versions.css"

/** /projects/:projectId/versions — the project's published versions, newest first, and publishing the next one (issue 11). */
export function VersionsPage() {
  const projectId = parseProjectId(useParams().projectId)
  if (projectId === null) return <Navigate to={paths.notFound} replace />
  return <Versions projectId={projectId} />
}

function Versions({ projectId }: { projectId: number }) {
  const { t } = useT()
  const versions = useVersions(projectId)
  const travelTo = useTravelTo()
  // Writers publish, and only the project as it is now (the frame gives a point in time the role "read").
  const writable = useProjectWritable()
  const timeTravel = useTimeTravel()
  const mayPublish = writable && timeTravel === null
  const [publishing, setPublishing] = useState(false)
  const publish = usePublishVersion(projectId)
  // The frame has read the project: its name for the files' names, from the cache (no read of its own).
  const projectName = useQueryClient().getQueryData(projectQuery(projectId).queryKey)?.pro_name
  const list = versions.data ?? []

  const view = (version: VersionDto) => {
    rememberPositionVersion(version.ver_position, version.ver_semver)
    if (version.ver_create_date) rememberPositionTime(version.ver_position, version.ver_create_date)
    travelTo(String(version.ver_position), paths.dashboard(projectId))
  }
  const submit = async (values: Record<string, string>) => {
    const title = values.ver_title?.trim()
    const note = values.ver_note?.trim()
    const answer = await publish.mutateAsync({ ver_title: title || null, ver_note: note || null })
    // The answer has no semantic version (it comes with the list's read): the list read anew names it.
    const fresh = await versions.refetch()
    const semver = fresh.data?.find((version) => version.ver_number === answer.ver_number)?.ver_semver
    toast("success", semver ? t("versions:publish.published", { semver, number: answer.ver_number }) : t("versions:publish.publishedNumber", { number: answer.ver_number }))
  }

  const actions = (
    <>
      {list.length > 0 && <LinkButton icon={<ComparisonIcon />} text={t("versions:compare")} to={`${paths.diff(projectId)}?from=v${list[0]!.ver_number}&to=now`} />}
      {mayPublish && <Button intent="primary" icon={<SendMessageIcon />} text={t("versions:publish.button")} onClick={() => setPublishing(true)} />}
    </>
  )
  return (
    <PageLayout title={t("versions:title")} actions={actions}>
      <p className="bimp-pr-muted bimp-ver-intro">{t("versions:intro")}</p>
      {versions.isPending ? (
        <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
      ) : versions.isError ? (
        <ErrorCallout error={versions.error} onRetry={() => void versions.refetch()} />
      ) : list.length === 0 ? (
        <div className="bimp-ver-empty">
          <NonIdealState
            icon={<GitCommitIcon size={48} />}
            title={t("versions:empty.title")}
            description={<p className="bimp-ver-empty-text">{t(mayPublish ? "versions:empty.writer" : "versions:empty.reader")}</p>}
            {...(mayPublish && { action: <Button intent="primary" icon={<SendMessageIcon />} text={t("versions:publish.first")} onClick={() => setPublishing(true)} /> })}
          />
        </div>
      ) : (
        <>
          {timeTravel === null && <WorkingState projectId={projectId} latest={list[0]!} />}
          <ol className="bimp-ver-list" aria-label={t("versions:listLabel")}>
          {list.map((version, index) => (
            <li key={version.ver_id}>
              <VersionCard projectId={projectId} projectName={projectName} version={version} previous={list[index + 1]} onView={view} />
            </li>
          ))}
          </ol>
        </>
      )}
      <LazyFormDialog
        isOpen={publishing}
        title={t("versions:publish.title")}
        fields={[
          { name: "ver_title", label: t("versions:publish.titleField"), helper: t("versions:publish.titleHelp"), autoFocus: true },
          { name: "ver_note", label: t("versions:publish.noteField"), kind: "textarea", helper: t("versions:publish.noteHelp") },
        ]}
        initial={{ ver_title: "", ver_note: "" }}
        submitLabel={t("versions:publish.submit")}
        onSubmit={submit}
        onClose={() => setPublishing(false)}
      />
    </PageLayout>
  )
}
