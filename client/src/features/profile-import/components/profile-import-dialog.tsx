/**
 * The Excel profile import (docs/exports.md «Import (the same layout back)»): a workbook in the export's layout,
 * chosen or dropped, is sent and read by the job `profile-import` — its progress shown, cancellable — which
 * completes with the preview (ImportPreview): what applying adds, changes (each field before → after) and
 * removes, the problems by sheet, row and column, and what the import does not read. «Übernehmen» applies it,
 * removals only when ticked; a project changed since the preview (409) offers to read the file again. The
 * project's views follow through the live updates (and this client's own change). Loaded when first opened.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, ProgressBar } from "@blueprintjs/core"
import { CloudUploadIcon, ImportIcon, TickCircleIcon } from "@blueprintjs/icons"
import type { ProfileImportApplyAnswer } from "@bimprofile/contracts/bodies/profile-import-bodies"
import { type DragEvent, useId, useState } from "react"
import { useJob } from "../../../api/jobs/get-job"
import { JobProgress } from "../../../components/job-progress"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"
import { previewOf, startProfileImport, useApplyProfileImport } from "../api/profile-import"
import { uploadRefusal, workbookRefusal } from "../workbook-file"
import { ImportPreview } from "./import-preview-dialog"
import "../profile-import.css"

const K = "imports"
const ACCEPT = ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

export type ProfileImportDialogProps = {
  readonly projectId: number
  readonly isOpen: boolean
  readonly onClose: () => void
}

/** Sending the file: null while nothing is sent; `share` 0–1 when the upload tells how far it is, else null. */
type Sending = { readonly share: number | null } | null

export function ProfileImportDialog({ projectId, isOpen, onClose }: ProfileImportDialogProps) {
  const { t } = useT()
  const [file, setFile] = useState<File | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState<Sending>(null)
  const [jobId, setJobId] = useState<number | null>(null)

  const read = async (chosen: File) => {
    setFile(chosen)
    setJobId(null)
    const refused = workbookRefusal(chosen)
    setRefusal(refused ?? null)
    if (refused) return
    setSending({ share: null })
    try {
      const answer = await startProfileImport(projectId, chosen, (sent, total) => setSending({ share: total > 0 ? sent / total : null }))
      setJobId(answer.job_id)
    } catch (failure) {
      setRefusal(uploadRefusal(failure))
    } finally {
      setSending(null)
    }
  }
  const another = () => {
    setFile(null)
    setJobId(null)
    setRefusal(null)
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t(`${K}:title`)}
      icon={<ImportIcon />}
      canOutsideClickClose={jobId === null && sending === null}
      className="bimp-dialog-wide bimp-pi-dialog"
    >
      {jobId !== null && file ? (
        <Follow key={jobId} projectId={projectId} jobId={jobId} fileName={file.name} onReadAgain={() => void read(file)} onAnother={another} onClose={onClose} />
      ) : (
        <>
          <DialogBody className="bimp-pi-body">
            <p className="bimp-pi-intro">{t(`${K}:intro`)}</p>
            {sending ? (
              <Callout title={t(`${K}:sending`, { name: file?.name ?? "" })} role="status">
                <ProgressBar intent="primary" {...(sending.share !== null && { value: sending.share })} />
              </Callout>
            ) : (
              <WorkbookDrop fileName={file?.name} onFile={(chosen) => void read(chosen)} />
            )}
            {refusal && (
              <Callout intent="danger" role="alert" compact>
                {refusal}
              </Callout>
            )}
          </DialogBody>
          <DialogFooter actions={<Button onClick={onClose} text={t("actions.cancel")} />} />
        </>
      )}
    </Dialog>
  )
}

/** The file field, and the same taken by dropping a file on it. */
function WorkbookDrop({ fileName, onFile }: { fileName: string | undefined; onFile: (file: File) => void }) {
  const { t } = useT()
  const id = useId()
  const [over, setOver] = useState(false)
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files")
  const overIt = (event: DragEvent) => {
    if (!carriesFiles(event)) return
    event.preventDefault()
    event.dataTransfer.dropEffect = "copy"
    setOver(true)
  }
  const drop = (event: DragEvent) => {
    if (!carriesFiles(event)) return
    event.preventDefault()
    setOver(false)
    const dropped = event.dataTransfer.files[0]
    if (dropped) onFile(dropped)
  }
  return (
    <div className={`bimp-pi-drop${over ? " bimp-pi-drop-over" : ""}`} onDragOver={overIt} onDragLeave={() => setOver(false)} onDrop={drop} data-testid="workbook-drop">
      <CloudUploadIcon size={32} aria-hidden />
      <label htmlFor={id} className="bimp-pi-drop-label">
        {t(`${K}:choose.drop`)}
      </label>
      <FileInput
        size="large"
        text={fileName ?? t(`${K}:choose.noFile`)}
        buttonText={t(`${K}:choose.browse`)}
        inputProps={{ id, accept: ACCEPT, "aria-label": t(`${K}:choose.label`) }}
        onInputChange={(change) => {
          const chosen = change.currentTarget.files?.[0]
          change.currentTarget.value = ""
          if (chosen) onFile(chosen)
        }}
      />
      <span className="bimp-pr-muted">{t(`${K}:choose.help`)}</span>
    </div>
  )
}

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409 && error.code === "PROFILE_IMPORT_CONFLICT"

/** The job followed to its preview, the preview applied, and what was done. */
function Follow({
  projectId,
  jobId,
  fileName,
  onReadAgain,
  onAnother,
  onClose,
}: {
  projectId: number
  jobId: number
  fileName: string
  onReadAgain: () => void
  onAnother: () => void
  onClose: () => void
}) {
  const { t } = useT()
  const job = useJob(jobId, 1_000)
  const preview = job.data?.job_state === "completed" ? previewOf(job.data.job_result) : undefined
  const [remove, setRemove] = useState(false)
  const apply = useApplyProfileImport(projectId)
  const applied: ProfileImportApplyAnswer | undefined = apply.data

  if (applied) {
    return (
      <>
        <DialogBody className="bimp-pi-body">
          <Callout intent="success" icon={<TickCircleIcon />} title={t(`${K}:apply.doneTitle`)} role="status">
            <p>{t(`${K}:apply.done`, { added: applied.added, changed: applied.changed, removed: applied.removed })}</p>
            <p>{t(`${K}:apply.doneViews`)}</p>
          </Callout>
        </DialogBody>
        <DialogFooter actions={<Button intent="primary" onClick={onClose} text={t("actions.close")} />} />
      </>
    )
  }

  if (!preview) {
    const finishedWithout = job.data?.job_state === "completed"
    return (
      <>
        <DialogBody className="bimp-pi-body">
          {finishedWithout ? (
            <Callout intent="danger" role="alert">
              {t(`${K}:noPreview`)}
            </Callout>
          ) : (
            <JobProgress jobId={jobId} pollMs={1_000} title={t(`${K}:reading`, { name: fileName })} />
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onAnother} text={t(`${K}:another`)} />
              <Button onClick={onClose} text={t("actions.close")} />
            </>
          }
        />
      </>
    )
  }

  const applies = preview.counts.added + preview.counts.changed + (remove ? preview.counts.removed : 0)
  const conflict = apply.error && isConflict(apply.error)
  return (
    <>
      <DialogBody className="bimp-pi-body">
        <ImportPreview preview={preview} fileName={fileName} remove={remove} onRemoveChange={setRemove} />
        {conflict ? (
          <Callout intent="warning" title={t(`${K}:apply.conflictTitle`)} role="alert" className="bimp-pi-outcome">
            <p>{t(`${K}:apply.conflict`)}</p>
            <Button intent="primary" text={t(`${K}:apply.readAgain`)} onClick={onReadAgain} />
          </Callout>
        ) : apply.error ? (
          <Callout intent="danger" role="alert" className="bimp-pi-outcome">
            {t(`${K}:apply.failed`, { reason: apply.error instanceof ApiError ? apply.error.message : t("state.saveFailed") })}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onAnother} text={t(`${K}:another`)} disabled={apply.isPending} />
            <Button onClick={onClose} text={t("actions.cancel")} disabled={apply.isPending} />
            <Button
              intent="primary"
              text={t(`${K}:apply.button`)}
              disabled={applies === 0 || apply.isPending || Boolean(conflict)}
              loading={apply.isPending}
              onClick={() => apply.mutate({ job_id: jobId, remove })}
            />
          </>
        }
      />
    </>
  )
}
