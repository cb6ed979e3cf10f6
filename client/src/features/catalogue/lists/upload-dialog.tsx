/**
 * The classification upload (spec §2 dialogs): a CSV or XLSX file with the documented columns becomes a job
 * (FileJobDialog), completed with what it added and changed, failed with the line and the reason.
 */
import { CSV_MEDIA_TYPE, XLSX_MEDIA_TYPE } from "@bimprofile/contracts/catalogue/upload-media"
import { useQueryClient } from "@tanstack/react-query"
import { useT } from "../../../lib/i18n"
import { invalidateAnswers } from "../../../lib/invalidate-answers"
import { FileJobDialog } from "../components/file-job-dialog"

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
  return (
    <FileJobDialog
      title={t("catalogue:upload.title", { name: listName })}
      isOpen={isOpen}
      onClose={onClose}
      intro={
        <>
          <p>{t("catalogue:upload.intro")}</p>
          <pre className="bimp-upload-example" aria-label={t("catalogue:upload.example")}>
            {EXAMPLE}
          </pre>
        </>
      }
      accept={".csv,.xlsx,text/csv," + XLSX_MEDIA_TYPE}
      fileHelp={t("catalogue:upload.fileHelp")}
      sendText={t("catalogue:upload.send")}
      path={`/1.2/profile/classifications/${listId}/items/upload`}
      mediaTypeOf={uploadTypeOf}
      wrongType={(file) => t("catalogue:upload.wrongType", { name: file.name })}
      describeResult={(result) => {
        const { rows, added, changed } = result as UploadResult
        return t("catalogue:upload.result", { rows, added, changed })
      }}
      onCompleted={() => void invalidateAnswers(client, projectId, ["classifications"])}
    />
  )
}
