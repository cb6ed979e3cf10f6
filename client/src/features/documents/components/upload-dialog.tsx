import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, ProgressBar } from "@blueprintjs/core"
import { CrossIcon, ErrorIcon, PlusIcon, TickCircleIcon } from "@blueprintjs/icons"
import { type FormEvent, useId, useRef } from "react"
import { useT } from "../../../lib/i18n"
import { guessDocumentType } from "../document-types"
import type { QueuedFile } from "../hooks/use-upload-queue"
import { nameRefusal } from "../upload-refusal"
import { DocumentTypeIcon } from "./document-icon"
import { FileSize } from "../../../components/file-size"

export type UploadDialogProps = {
  readonly files: readonly QueuedFile[]
  readonly running: boolean
  readonly onAdd: (files: File[]) => void
  readonly onRename: (key: number, name: string) => void
  readonly onRemove: (key: number) => void
  readonly onStart: () => void
  readonly onCancel: () => void
  readonly onClose: () => void
}

/**
 * The files chosen or dropped, before and while they are uploaded: each with its document name (editable until
 * it is sent), its size, and then its progress, done, or why it was refused. Open while any file is listed.
 */
export function UploadDialog({ files, running, onAdd, onRename, onRemove, onStart, onCancel, onClose }: UploadDialogProps) {
  const { t } = useT()
  const picker = useRef<HTMLInputElement>(null)
  const toSend = files.filter((file) => file.state === "waiting" || (file.state === "failed" && file.retry))
  const badName = toSend.some((file) => nameRefusal(file.name) !== null)
  const finished = !running && toSend.length === 0
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!running && toSend.length > 0 && !badName) onStart()
  }
  const title = t("documents:upload.title")
  return (
    <Dialog isOpen={files.length > 0} onClose={running ? onCancel : onClose} title={title} canOutsideClickClose={false} canEscapeKeyClose={!running} className="bimp-dialog-wide bimp-doc-upload">
      <form onSubmit={submit} aria-label={title}>
        <DialogBody>
          <p className="bimp-pr-muted">{t("documents:upload.intro")}</p>
          <ul className="bimp-doc-queue" aria-label={t("documents:upload.files")}>
            {files.map((file) => (
              <QueuedRow key={file.key} file={file} running={running} onRename={onRename} onRemove={onRemove} />
            ))}
          </ul>
          <input
            ref={picker}
            type="file"
            multiple
            hidden
            aria-hidden
            tabIndex={-1}
            onChange={(event) => {
              onAdd([...(event.currentTarget.files ?? [])])
              event.currentTarget.value = ""
            }}
          />
        </DialogBody>
        <DialogFooter
          actions={
            running ? (
              <Button onClick={onCancel} text={t("documents:upload.stop")} />
            ) : finished ? (
              <Button intent="primary" onClick={onClose} text={t("actions.close")} />
            ) : (
              <>
                <Button onClick={onClose} text={t("actions.cancel")} />
                <Button type="submit" intent="primary" disabled={badName} text={t("documents:upload.send", { count: toSend.length })} />
              </>
            )
          }
        >
          {!running && <Button variant="minimal" icon={<PlusIcon />} text={t("documents:upload.more")} onClick={() => picker.current?.click()} />}
        </DialogFooter>
      </form>
    </Dialog>
  )
}

function QueuedRow({ file, running, onRename, onRemove }: { file: QueuedFile; running: boolean; onRename: (key: number, name: string) => void; onRemove: (key: number) => void }) {
  const { t } = useT()
  const id = useId()
  const editable = !running && (file.state === "waiting" || (file.state === "failed" && file.retry))
  const nameProblem = editable ? nameRefusal(file.name) : null
  return (
    <li className={`bimp-doc-queued bimp-doc-queued-${file.state}`}>
      <DocumentTypeIcon type={guessDocumentType(file.file.name)} size={24} />
      <div className="bimp-doc-queued-body">
        <FormGroup
          label={t("documents:upload.name")}
          labelFor={id}
          className="bimp-doc-queued-name"
          intent={nameProblem ? "danger" : "none"}
          helperText={nameProblem ?? undefined}
        >
          <InputGroup id={id} aria-label={t("documents:upload.nameFor", { file: file.file.name })} value={file.name} onValueChange={(name) => onRename(file.key, name)} disabled={!editable} intent={nameProblem ? "danger" : "none"} maxLength={250} />
        </FormGroup>
        <div className="bimp-doc-queued-file">
          <span className={Classes.TEXT_OVERFLOW_ELLIPSIS}>{file.file.name}</span>
          <span aria-hidden>·</span>
          <FileSize bytes={file.file.size} />
        </div>
        <QueuedState file={file} />
      </div>
      {!running && file.state !== "done" && (
        <Button variant="minimal" icon={<CrossIcon />} aria-label={t("documents:upload.remove", { file: file.file.name })} title={t("documents:upload.remove", { file: file.file.name })} onClick={() => onRemove(file.key)} />
      )}
    </li>
  )
}

function QueuedState({ file }: { file: QueuedFile }) {
  const { t } = useT()
  if (file.state === "sending") {
    const percent = file.sent === null ? null : Math.round(file.sent * 100)
    return (
      <div className="bimp-doc-progress">
        <ProgressBar intent="primary" {...(file.sent !== null && { value: file.sent })} stripes={file.sent === null || file.sent >= 1} aria-label={t("documents:upload.progressOf", { file: file.file.name })} />
        <span className="bimp-pr-muted" aria-live="polite">
          {percent === null || percent >= 100 ? t("documents:upload.processing") : t("documents:upload.percent", { percent })}
        </span>
      </div>
    )
  }
  if (file.state === "done")
    return (
      <div className="bimp-doc-state bimp-doc-state-done">
        <TickCircleIcon /> {t("documents:upload.done")}
      </div>
    )
  if (file.state === "failed" && file.refusal)
    return (
      <Callout intent="danger" compact icon={<ErrorIcon />} role="alert" className="bimp-doc-refusal">
        {file.refusal}
      </Callout>
    )
  return <div className="bimp-doc-state bimp-pr-muted">{t("documents:upload.waiting")}</div>
}
