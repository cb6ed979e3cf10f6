/**
 * A completed export: the file (name, size, the project's position it shows, when), its check — valid, or
 * schema-valid with IFC notes, per IDS file the XSD's verdict and the numbers of IFC problems, omissions and
 * overlaps — and the download of the document it is kept as. Kept after the job completed (the keep took longer
 * than the job waits): said so, and offered once the project's documents list it. Not kept (a reader's export,
 * `kept: false`): the file is downloaded from the job, and the user told that it is theirs alone.
 */
import { Button, Callout, HTMLTable, Spinner } from "@blueprintjs/core"
import { CrossCircleIcon, DocumentIcon, DownloadIcon, TickCircleIcon } from "@blueprintjs/icons"
import type { DocumentDto } from "@bimprofile/contracts/dto/document-dto"
import type { ExportFileCheck, ExportResult } from "@bimprofile/contracts/dto/export-dto"
import { useQuery } from "@tanstack/react-query"
import { useEffect, useRef, useState } from "react"
import { saveDocumentContent } from "../../api/documents/save-document-content"
import { documentsQuery } from "../../api/documents/get-documents"
import { isKept } from "../../api/exports/start-export"
import { saveJobFile } from "../../api/jobs/save-job-file"
import { ApiError } from "../../lib/api-error"
import { formatDayTime } from "../../lib/document-format"
import { useT } from "../../lib/i18n"
import { FileSize } from "../file-size"

const K = "exports:result"

/** How often the documents are read while the export is still being filed. */
const FILING_POLL_MS = 2_000

/** The document an export was kept as: the newest export of the same name and content. */
const keptAs = (documents: readonly DocumentDto[] | undefined, result: ExportResult) =>
  documents
    ?.filter((document) => document.doc_kind === "export" && document.doc_name === result.file_name && document.doc_sha256 === result.sha256)
    .reduce<DocumentDto | undefined>((newest, document) => (newest && newest.doc_id > document.doc_id ? newest : document), undefined)

/** The kept document's id; null while it is being filed (then the documents are read until they list it) and for an export not kept. */
const useKeptDocument = (projectId: number, result: ExportResult): number | null => {
  const filing = result.doc_id === null && isKept(result)
  const documents = useQuery({
    ...documentsQuery(projectId),
    enabled: filing,
    refetchInterval: (query) => (keptAs(query.state.data, result) ? false : FILING_POLL_MS),
  })
  return result.doc_id ?? (filing ? (keptAs(documents.data, result)?.doc_id ?? null) : null)
}

type Verdict = "valid" | "problems" | "invalid"
const verdictOf = (checks: readonly ExportFileCheck[]): Verdict | null =>
  checks.length === 0 ? null : checks.every((check) => check.valid) ? "valid" : checks.every((check) => check.schema_valid) ? "problems" : "invalid"

type Download = { readonly state: "idle" | "running" } | { readonly state: "failed"; readonly error: unknown }

export type ExportResultViewProps = {
  readonly projectId: number
  /** The export's job: an export not kept is downloaded from it. */
  readonly jobId: number
  readonly result: ExportResult
  /** When the export completed. */
  readonly madeAt: string
  readonly activityName?: ((activityId: number) => string | undefined) | undefined
  /** The verdict and the checks per file (the IDS dialog shows its own check above instead). */
  readonly showCheck: boolean
  readonly autoDownload: boolean
}

export function ExportResultView({ projectId, jobId, result, madeAt, activityName, showCheck, autoDownload }: ExportResultViewProps) {
  const { t, locale } = useT()
  const own = !isKept(result)
  const kept = useKeptDocument(projectId, result)
  /** What the download saves: the kept document, or the job's file of an export not kept; null while being filed. */
  const source = own ? "job" : kept
  const [download, setDownload] = useState<Download>({ state: "idle" })
  const save = async (from: number | "job") => {
    setDownload({ state: "running" })
    try {
      if (from === "job") await saveJobFile(jobId, result.file_name)
      else await saveDocumentContent(from, result.file_name)
      setDownload({ state: "idle" })
    } catch (error) {
      setDownload({ state: "failed", error })
    }
  }
  const saved = useRef(false)
  useEffect(() => {
    if (!autoDownload || source === null || saved.current) return
    saved.current = true
    void save(source)
    // Once, when the file is known; `save` is new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoDownload, source])
  const verdict = showCheck ? verdictOf(result.checks) : null
  const title = t(own ? `${K}.titleOwn` : `${K}.title`)

  return (
    <section className="bimp-exp-result" aria-label={title}>
      <div className="bimp-exp-done">
        <TickCircleIcon className="bimp-exp-done-icon" aria-hidden />
        <strong>{title}</strong>
      </div>
      <div className="bimp-exp-file">
        <span className="bimp-exp-file-icon" aria-hidden>
          <DocumentIcon size={20} />
        </span>
        <div className="bimp-exp-file-text">
          <div className="bimp-exp-file-name">{result.file_name}</div>
          <div className="bimp-pr-muted">
            <FileSize bytes={result.size} /> · {t(`${K}.asOf`, { position: result.position })} · {formatDayTime(madeAt, locale)}
          </div>
        </div>
        <Button
          intent="primary"
          icon={<DownloadIcon />}
          text={t(`${K}.download`)}
          disabled={source === null}
          loading={download.state === "running"}
          onClick={() => source !== null && void save(source)}
        />
      </div>
      {own && (
        <Callout intent="primary" compact>
          {t(`${K}.ownOnly`)}
        </Callout>
      )}
      {source === null && (
        <div className="bimp-exp-filing" role="status">
          <Spinner size={14} aria-hidden /> <span>{t(`${K}.filing`)}</span>
        </div>
      )}
      {download.state === "failed" && (
        <Callout intent="danger" title={t(`${K}.downloadFailed`)} role="alert" compact>
          {!own && download.error instanceof ApiError && download.error.status === 404 ? t(`${K}.gone`) : t("exports:errors.again")}
        </Callout>
      )}
      {verdict && (
        <Callout
          intent={verdict === "valid" ? "success" : verdict === "problems" ? "warning" : "danger"}
          title={t(`${K}.verdict.${verdict}Title`)}
          {...(verdict === "valid" && { icon: <TickCircleIcon /> })}
          compact
        >
          {t(`${K}.verdict.${verdict}`, { count: result.checks.length })}
        </Callout>
      )}
      {showCheck && result.checks.length > 0 && <CheckTable checks={result.checks} activityName={activityName} />}
    </section>
  )
}

/** Per IDS file: its activity, the XSD's verdict, and what the IFC check found. */
function CheckTable({ checks, activityName }: { checks: readonly ExportFileCheck[]; activityName: ((activityId: number) => string | undefined) | undefined }) {
  const { t } = useT()
  const figure = (value: number) => <td className={`bimp-pr-col-count${value > 0 ? " bimp-exp-notes" : ""}`}>{value}</td>
  return (
    <div className="bimp-pr-table-frame">
      <HTMLTable compact striped className="bimp-exp-checks" aria-label={t(`${K}.checks`)}>
        <thead>
          <tr>
            <th scope="col">{t(`${K}.columns.file`)}</th>
            <th scope="col">{t(`${K}.columns.activity`)}</th>
            <th scope="col">{t(`${K}.columns.xsd`)}</th>
            <th scope="col" className="bimp-pr-col-count">{t(`${K}.columns.problems`)}</th>
            <th scope="col" className="bimp-pr-col-count">{t(`${K}.columns.omissions`)}</th>
            <th scope="col" className="bimp-pr-col-count">{t(`${K}.columns.overlaps`)}</th>
          </tr>
        </thead>
        <tbody>
          {checks.map((check) => (
            <tr key={check.file_name}>
              <td className="bimp-exp-check-file">{check.file_name}</td>
              <td>{check.act_id === null ? "–" : (activityName?.(check.act_id) ?? `#${check.act_id}`)}</td>
              <td>
                {check.schema_valid ? (
                  <span className="bimp-exp-xsd-ok">
                    <TickCircleIcon aria-hidden /> {t(`${K}.xsdValid`)}
                  </span>
                ) : (
                  <span className="bimp-exp-xsd-bad">
                    <CrossCircleIcon aria-hidden /> {t(`${K}.xsdInvalid`)}
                  </span>
                )}
              </td>
              {figure(check.ifc_problems)}
              {figure(check.omissions)}
              {figure(check.overlaps)}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  )
}
