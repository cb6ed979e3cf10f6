import { Button, HTMLTable } from "@blueprintjs/core"
import { DownloadIcon, TrashIcon } from "@blueprintjs/icons"
import type { DocumentDto } from "@bimprofile/contracts/dto/document-dto"
import { Tag } from "../../../components/tag"
import { useT } from "../../../lib/i18n"
import { formatDayTime } from "../../../lib/document-format"
import { documentTypeOf } from "../document-types"
import { DocumentTypeIcon } from "./document-icon"
import { FileSize } from "../../../components/file-size"

export type DocumentTableProps = {
  readonly documents: readonly DocumentDto[]
  /** The document whose file is being fetched: its button spins. */
  readonly downloading: number | null
  readonly onDownload: (document: DocumentDto) => void
  /** Removing, offered only with it (writers of the project on the documents page). */
  readonly onDelete?: (document: DocumentDto) => void
}

/** A kept export's position (`doc_as_of_position`): the project as of that point of its history; null for uploads. */
const asOfPositionOf = (document: DocumentDto & { readonly doc_as_of_position?: number | null }) => document.doc_as_of_position ?? null

/**
 * A project's documents: name with its type's icon (an export with its check below), type, size, upload or export
 * (with the position it shows), who added it and when; download and remove.
 */
export function DocumentTable({ documents, downloading, onDownload, onDelete }: DocumentTableProps) {
  const { t, locale } = useT()
  return (
    <div className="bimp-pr-table-frame">
      <HTMLTable compact striped interactive className="bimp-doc-table">
        <thead>
          <tr>
            <th scope="col">{t("documents:columns.name")}</th>
            <th scope="col" className="bimp-doc-col-type">{t("documents:columns.type")}</th>
            <th scope="col" className="bimp-pr-col-count">{t("documents:columns.size")}</th>
            <th scope="col" className="bimp-doc-col-kind">{t("documents:columns.kind")}</th>
            <th scope="col" className="bimp-doc-col-added">{t("documents:columns.added")}</th>
            <th scope="col" className="bimp-doc-col-actions">
              <span className="bimp-pr-sr-only">{t("documents:columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => {
            const type = documentTypeOf(document.doc_media_type)
            const added = formatDayTime(document.doc_create_date, locale)
            const asOf = asOfPositionOf(document)
            return (
              <tr key={document.doc_id}>
                <td>
                  <div className="bimp-doc-name">
                    <DocumentTypeIcon type={type} />
                    <div className="bimp-doc-name-text">
                      <button type="button" className="bimp-doc-name-link" onClick={() => onDownload(document)} title={t("documents:list.downloadName", { name: document.doc_name })}>
                        {document.doc_name}
                      </button>
                      {document.doc_check && <div className="bimp-pr-desc">{document.doc_check}</div>}
                    </div>
                  </div>
                </td>
                <td className="bimp-doc-col-type">{type ? t(`documents:types.${type}`) : document.doc_media_type}</td>
                <td className="bimp-pr-col-count">
                  <FileSize bytes={document.doc_size} />
                </td>
                <td className="bimp-doc-col-kind">
                  <Tag minimal round intent={document.doc_kind === "export" ? "primary" : "none"}>
                    {t(`documents:kinds.${document.doc_kind}`)}
                  </Tag>
                  {asOf !== null && <div className="bimp-pr-desc">{t("documents:list.asOf", { position: asOf })}</div>}
                </td>
                <td className="bimp-doc-col-added">
                  <div>{added}</div>
                  {document.doc_create_user && <div className="bimp-pr-desc">{document.doc_create_user}</div>}
                </td>
                <td className="bimp-doc-col-actions">
                  <Button
                    variant="minimal"
                    icon={<DownloadIcon />}
                    loading={downloading === document.doc_id}
                    aria-label={t("documents:list.download", { name: document.doc_name })}
                    title={t("documents:list.download", { name: document.doc_name })}
                    onClick={() => onDownload(document)}
                  />
                  {onDelete && (
                    <Button
                      variant="minimal"
                      intent="danger"
                      icon={<TrashIcon />}
                      aria-label={t("documents:list.delete", { name: document.doc_name })}
                      title={t("documents:list.delete", { name: document.doc_name })}
                      onClick={() => onDelete(document)}
                    />
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </HTMLTable>
    </div>
  )
}
