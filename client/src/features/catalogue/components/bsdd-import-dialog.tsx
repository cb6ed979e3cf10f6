/**
 * The bSDD import (issue 9): a buildingSMART Data Dictionary in bSDD's JSON import model becomes a job
 * (FileJobDialog) that adds value lists, properties, element classes with their properties and a
 * classification system, reusing what the project has by name; a file that is no dictionary fails with the reason.
 */
import { useQueryClient } from "@tanstack/react-query"
import { useT } from "../../../lib/i18n"
import { invalidateAnswers } from "../../../lib/invalidate-answers"
import { FileJobDialog } from "./file-job-dialog"

const EXAMPLE = `{ "OrganizationCode": "bimprofile", "DictionaryCode": "tueren", "DictionaryVersion": "1.0",
  "Classes": [{ "Code": "T", "Name": "Tür", "RelatedIfcEntityNamesList": ["IfcDoor"], "ClassProperties": [{ "PropertyCode": "FR" }] }],
  "Properties": [{ "Code": "FR", "Name": "FireRating", "DataType": "String", "AllowedValues": [{ "Value": "EI 30" }] }] }`

/**
 * The server's BSDD_MEDIA_TYPE (contracts/src/catalogue/bsdd-dictionary.ts), written out: that module holds the
 * dictionary's schema, and importing it would put the schema library into the files every page loads.
 */
const BSDD_MEDIA_TYPE = "application/json"

/** The media type the server takes: JSON, by the file's type or its extension. */
const bsddTypeOf = (file: File): string | undefined => (file.type === BSDD_MEDIA_TYPE || /\.json$/iu.test(file.name) ? BSDD_MEDIA_TYPE : undefined)

type BsddResult = {
  readonly classes: number
  readonly classesReused: number
  readonly properties: number
  readonly propertiesReused: number
  readonly valueLists: number
  readonly assignments: number
  readonly classificationItems: number
}

export function BsddImportDialog({ projectId, isOpen, onClose }: { projectId: number; isOpen: boolean; onClose: () => void }) {
  const { t } = useT()
  const client = useQueryClient()
  return (
    <FileJobDialog
      title={t("catalogue:bsdd.title")}
      isOpen={isOpen}
      onClose={onClose}
      intro={
        <>
          <p>{t("catalogue:bsdd.intro")}</p>
          <pre className="bimp-upload-example" aria-label={t("catalogue:upload.example")}>
            {EXAMPLE}
          </pre>
        </>
      }
      accept={".json," + BSDD_MEDIA_TYPE}
      fileHelp={t("catalogue:bsdd.fileHelp")}
      sendText={t("catalogue:bsdd.send")}
      path={`/1.2/profile/projects/${projectId}/bsdd`}
      mediaTypeOf={bsddTypeOf}
      wrongType={(file) => t("catalogue:bsdd.wrongType", { name: file.name })}
      describeResult={(result) => t("catalogue:bsdd.result", result as BsddResult)}
      onCompleted={() => void invalidateAnswers(client, projectId, ["element_classes", "properties", "value_lists", "classifications"])}
    />
  )
}
