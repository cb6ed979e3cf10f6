/**
 * The classification upload (spec §2 dialogs): pick a CSV or XLSX file with the documented columns, send it,
 * then follow its job — in progress with percent, completed with what it added and changed, failed with the
 * line and the reason and a retry (JobProgress). Nothing of a failed file is stored, so trying another is safe.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, FormGroup } from "@blueprintjs/core"
import { CSV_MEDIA_TYPE, XLSX_MEDIA_TYPE } from "@bimprofile/contracts/catalogue/upload-media"
import { useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useState } from "react"
import { JobProgress } from "../../../components/job-progress"
import { post } from "../../../lib/api-client"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"
import { invalidateAnswers } from "../../../lib/invalidate-answers"

const EXAMPLE = "code;name;long_name;description;parent_code\nC;Konstruktion Gebäude;;;\nC02;Wandkonstruktion;;;C\nC02.01;Aussenwand;Aussenwandkonstruktion;;C02"

/** The media type the server takes for this file: by its type, else its extension; undefined for neither CSV nor XLSX. */
export const uploadTypeOf = (file: File): string | undefined => {
  if (file.type === XLSX_MEDIA_TYPE || /\.xlsx$/iu.test(file.name)) return XLSX_MEDIA_TYPE
  if (file.type === CSV_MEDIA_TYPE || /\.csv$/iu.test(file.name)) return CSV_MEDIA_TYPE
  return undefined
}

type UploadResult = { readonly rows: number; readonly added: number; readonly changed: number }

export function UploadDialog({ projectId, listId, listName, isOpen, onClose }: { projectId: number; listId: number; listName: string; isOpen: boolean; onClose: () => void }) {
  const { t } = useT()
  const client = useQueryClient()
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
    const type = uploadTypeOf(file)
    if (!type) return setRefusal(t("catalogue:upload.wrongType", { name: file.name }))
    setBusy(true)
    setRefusal(null)
    try {
      const answer = await post<{ job_id: number }>(`/1.2/profile/classifications/${listId}/items/upload`, undefined, { file: { bytes: file, type }, quiet: true })
      setJobId(answer.job_id)
    } catch (failure) {
      setRefusal(failure instanceof ApiError ? failure.message : t("state.saveFailed"))
    } finally {
      setBusy(false)
    }
  }

  const title = t("catalogue:upload.title", { name: listName })
  return (
    <Dialog isOpen={isOpen} onClose={close} title={title} canOutsideClickClose={jobId === null && !busy} className="bimp-dialog-wide">
      <form onSubmit={submit} aria-label={title}>
        <DialogBody>
          {jobId === null ? (
            <>
              <p>{t("catalogue:upload.intro")}</p>
              <pre className="bimp-upload-example" aria-label={t("catalogue:upload.example")}>
                {EXAMPLE}
              </pre>
              <FormGroup label={t("catalogue:upload.file")} labelFor="upload-file" helperText={t("catalogue:upload.fileHelp")}>
                <FileInput
                  fill
                  text={file?.name ?? t("catalogue:upload.noFile")}
                  buttonText={t("catalogue:upload.browse")}
                  inputProps={{ id: "upload-file", accept: ".csv,.xlsx,text/csv," + XLSX_MEDIA_TYPE, "aria-label": t("catalogue:upload.file") }}
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
            <JobProgress
              jobId={jobId}
              pollMs={1_000}
              title={file?.name ?? title}
              describeResult={(result) => {
                const { rows, added, changed } = result as UploadResult
                return t("catalogue:upload.result", { rows, added, changed })
              }}
              onCompleted={() => void invalidateAnswers(client, projectId, ["classifications"])}
            />
          )}
        </DialogBody>
        <DialogFooter
          actions={
            jobId === null ? (
              <>
                <Button onClick={close} text={t("actions.cancel")} disabled={busy} />
                <Button type="submit" intent="primary" text={t("catalogue:upload.send")} loading={busy} />
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
