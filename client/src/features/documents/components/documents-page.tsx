import { Button, InputGroup, NonIdealState, Spinner } from "@blueprintjs/core"
import { CloudUploadIcon, FolderOpenIcon, SearchIcon } from "@blueprintjs/icons"
import type { DocumentDto } from "@bimprofile/contracts/dto/document-dto"
import { useMemo, useRef, useState } from "react"
import { Navigate, useParams } from "react-router-dom"
import { useDocuments } from "../../../api/documents/get-documents"
import { ConfirmDialog } from "../../../components/confirm-dialog"
import { ErrorCallout } from "../../../components/error-callout"
import { PageLayout } from "../../../components/page-layout"
import { paths } from "../../../config/paths"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useProjectWritable } from "../../../lib/project-access"
import { ProfileImportButton } from "../../profile-import/components/profile-import-button"
import { useDeleteDocument } from "../api/delete-document"
import { documentTypeOf } from "../document-types"
import { useDocumentDownload } from "../hooks/use-document-download"
import { useUploadQueue } from "../hooks/use-upload-queue"
import { parseProjectId } from "../project-id"
import { DocumentTable } from "./document-table"
import { DropZone } from "./drop-zone"
import { FileSize } from "../../../components/file-size"
import { UploadDialog } from "./upload-dialog"
import "../documents.css"

/** /projects/:projectId/documents — the project's files: uploads (by button or dropped on the page) and kept exports. */
export function DocumentsPage() {
  const projectId = parseProjectId(useParams().projectId)
  if (projectId === null) return <Navigate to={paths.notFound} replace />
  return <Documents projectId={projectId} />
}

function Documents({ projectId }: { projectId: number }) {
  const { t } = useT()
  const writable = useProjectWritable()
  const documents = useDocuments(projectId)
  const queue = useUploadQueue(projectId)
  const remove = useDeleteDocument(projectId)
  const [query, setQuery] = useState("")
  const [deleting, setDeleting] = useState<DocumentDto | null>(null)
  const { downloading, download } = useDocumentDownload()
  const picker = useRef<HTMLInputElement>(null)

  // Newest first: the file just added is the one looked for.
  const all = useMemo(() => [...(documents.data ?? [])].sort((a, b) => b.doc_id - a.doc_id), [documents.data])
  const shown = useMemo(() => {
    const words = query.trim().toLocaleLowerCase()
    if (!words) return all
    return all.filter((document) => {
      const type = documentTypeOf(document.doc_media_type)
      return `${document.doc_name} ${type ? t(`documents:types.${type}`) : ""}`.toLocaleLowerCase().includes(words)
    })
  }, [all, query, t])
  const totalBytes = useMemo(() => all.reduce((sum, document) => sum + document.doc_size, 0), [all])

  const upload = async () => {
    const outcome = await queue.start()
    if (outcome.done > 0) toast("success", t("documents:toast.uploaded", { count: outcome.done }))
    // All went: the dialog has nothing left to say.
    if (outcome.failed === 0 && !outcome.cancelled) queue.clear()
  }
  const choose = () => picker.current?.click()
  const uploadButton = <Button icon={<CloudUploadIcon />} intent="primary" text={t("documents:list.upload")} onClick={choose} />

  return (
    <DropZone enabled={writable} label={t("documents:drop.title")} hint={t("documents:drop.hint")} onFiles={queue.add}>
      <PageLayout title={t("documents:list.title")} actions={writable ? <>{uploadButton}<ProfileImportButton projectId={projectId} /></> : undefined}>
        {documents.isLoading ? (
          <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
        ) : documents.error ? (
          <ErrorCallout error={documents.error} onRetry={() => void documents.refetch()} />
        ) : all.length === 0 ? (
          <div className="bimp-doc-empty">
            <NonIdealState
              icon={<FolderOpenIcon size={48} />}
              title={t("documents:list.emptyTitle")}
              description={writable ? t("documents:list.emptyWritable") : t("documents:list.emptyReadable")}
              {...(writable && { action: uploadButton })}
            />
          </div>
        ) : (
          <>
            <div className="bimp-pr-toolbar" role="search">
              <InputGroup
                type="search"
                leftIcon={<SearchIcon />}
                placeholder={t("documents:list.searchPlaceholder")}
                aria-label={t("documents:list.search")}
                value={query}
                onValueChange={setQuery}
                className="bimp-pr-search"
              />
              <span className="bimp-pr-muted" aria-live="polite">
                {query.trim() ? t("documents:list.matches", { shown: shown.length, total: all.length }) : t("documents:list.count", { count: all.length })}
                {" · "}
                <FileSize bytes={totalBytes} />
              </span>
              {writable && <span className="bimp-pr-muted bimp-doc-drop-hint">{t("documents:list.dropHint")}</span>}
            </div>
            {shown.length === 0 ? (
              <NonIdealState
                icon={<SearchIcon size={48} />}
                title={t("documents:list.noMatchesTitle")}
                description={t("documents:list.noMatches", { query: query.trim() })}
                action={<Button text={t("documents:list.clearSearch")} onClick={() => setQuery("")} />}
              />
            ) : (
              <DocumentTable documents={shown} downloading={downloading} onDownload={(document) => void download(document)} {...(writable && { onDelete: setDeleting })} />
            )}
          </>
        )}
        {writable && (
          <input
            ref={picker}
            type="file"
            multiple
            hidden
            data-testid="document-files"
            onChange={(event) => {
              queue.add([...(event.currentTarget.files ?? [])])
              event.currentTarget.value = ""
            }}
          />
        )}
      </PageLayout>
      {writable && (
        <UploadDialog
          files={queue.files}
          running={queue.running}
          onAdd={queue.add}
          onRename={queue.rename}
          onRemove={queue.remove}
          onStart={() => void upload()}
          onCancel={queue.cancel}
          onClose={queue.clear}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        text={deleting ? t("documents:delete.text", { name: deleting.doc_name }) : ""}
        confirmLabel={t("actions.delete")}
        onConfirm={async () => {
          if (!deleting) return
          await remove.mutateAsync(deleting.doc_id)
          toast("success", t("documents:toast.deleted", { name: deleting.doc_name }))
        }}
        onClose={() => setDeleting(null)}
      />
    </DropZone>
  )
}
