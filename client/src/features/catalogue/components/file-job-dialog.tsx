/**
 * A file the server turns into a job (spec §2 dialogs): pick it, send it, then follow its job — in progress
 * with percent, completed with what it did, failed with the reason and a retry (JobProgress). Nothing of a
 * refused file is stored, so trying another is safe. The classification upload and the bSDD import use it.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, FormGroup } from "@blueprintjs/core"
import { type FormEvent, type ReactNode, useState } from "react"
import { JobProgress } from "../../../components/job-progress"
import { post } from "../../../lib/api-client"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"

export type FileJobDialogProps = {
  readonly title: string
  readonly isOpen: boolean
  readonly onClose: () => void
  /** What the file must hold, shown above the file field. */
  readonly intro: ReactNode
  /** The file field's `accept`. */
  readonly accept: string
  readonly fileHelp: string
  readonly sendText: string
  /** The path the file is POSTed to; it answers 201 {job_id}. */
  readonly path: string
  /** The media type the server takes for this file, or undefined: then `wrongType` says why it is refused. */
  readonly mediaTypeOf: (file: File) => string | undefined
  readonly wrongType: (file: File) => string
  /** What a completed job did, in the user's words (from its result). */
  readonly describeResult: (result: unknown) => string
  /** Once, when the job has completed: the answers it changed read again. */
  readonly onCompleted: () => void
}

export function FileJobDialog({ title, isOpen, onClose, intro, accept, fileHelp, sendText, path, mediaTypeOf, wrongType, describeResult, onCompleted }: FileJobDialogProps) {
  const { t } = useT()
  const [file, setFile] = useState<File | null>(null)
  const [jobId, setJobId] = useState<number | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const reset = () => {
    setFile(null)
    setJobId(null)
    setRefusal(null)
  }
  const close = () => {
    reset()
    onClose()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!file) return setRefusal(t("catalogue:upload.chooseFile"))
    const type = mediaTypeOf(file)
    if (!type) return setRefusal(wrongType(file))
    setBusy(true)
    setRefusal(null)
    try {
      const answer = await post<{ job_id: number }>(path, undefined, { file: { bytes: file, type }, quiet: true })
      setJobId(answer.job_id)
    } catch (failure) {
      setRefusal(failure instanceof ApiError ? failure.message : t("state.saveFailed"))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog isOpen={isOpen} onClose={close} title={title} canOutsideClickClose={jobId === null && !busy} className="bimp-dialog-wide">
      <form onSubmit={submit} aria-label={title}>
        <DialogBody>
          {jobId === null ? (
            <>
              {intro}
              <FormGroup label={t("catalogue:upload.file")} labelFor="upload-file" helperText={fileHelp}>
                <FileInput
                  fill
                  text={file?.name ?? t("catalogue:upload.noFile")}
                  buttonText={t("catalogue:upload.browse")}
                  inputProps={{ id: "upload-file", accept, "aria-label": t("catalogue:upload.file") }}
                  onInputChange={(change) => {
                    setFile(change.currentTarget.files?.[0] ?? null)
                    setRefusal(null)
                  }}
                />
              </FormGroup>
              {refusal && (
                <Callout intent="danger" role="alert" compact>
                  {refusal}
                </Callout>
              )}
            </>
          ) : (
            <JobProgress jobId={jobId} pollMs={1_000} title={file?.name ?? title} describeResult={describeResult} onCompleted={onCompleted} />
          )}
        </DialogBody>
        <DialogFooter
          actions={
            jobId === null ? (
              <>
                <Button onClick={close} text={t("actions.cancel")} disabled={busy} />
                <Button type="submit" intent="primary" text={sendText} loading={busy} />
              </>
            ) : (
              <>
                <Button onClick={reset} text={t("catalogue:upload.another")} />
                <Button intent="primary" onClick={close} text={t("actions.close")} />
              </>
            )
          }
        />
      </form>
    </Dialog>
  )
}
