/**
 * @module The file of an export (docs/exports.md), built from the read models as its user reads them, by the same
 * builders as the downloads: IDS files (activity-ids.ts, ids-zip.ts: one activity asked for gives its .ids file,
 * more a zip of those with requirements), the Excel profile (excel/), the PDF and Excel reports (../reports/). An
 * IDS export carries each file's check (as …/ids/check computes it) and the check in words; other formats none.
 * Refusals are the downloads' (HttpProblem): the caller turns them into the job's reason.
 */
import type { Viewer } from "@bimprofile/contracts/access/roles"
import { DOCUMENT_MEDIA_TYPES } from "@bimprofile/contracts/documents/document-media-types"
import type { ExportFileCheck, ExportRequest } from "@bimprofile/contracts/dto/export-dto"
import type { QueryDeps } from "../query-deps"
import { reportFile } from "../reports/report-routes"
import type { ActivityIds } from "./activity-ids"
import { excelProfile } from "./excel/excel-profile-routes"
import { EXPORT_TEXTS, type ExportLanguage, idsCheckText } from "./export-texts"
import { checkDto } from "./ids-routes"
import { activitiesOf, idsFiles, idsZipName, zipOf } from "./ids-zip"

export type BuiltExport = {
  readonly bytes: Uint8Array
  readonly fileName: string
  readonly mediaType: string
  readonly checks: readonly ExportFileCheck[]
  readonly check: string | null
}

/** Where the build is: percent and a message in the user's language; it may throw to stop (a cancelled job). */
export type ExportProgress = (percent: number, message: string) => void

/** The percent the build starts at and reaches when the file is written (the job keeps it after). */
const [FROM, TO] = [5, 85]

/** A process or the whole project, and its id (the request's fields were checked to go with its scope). */
const scopeOf = (request: ExportRequest): ["process" | "project", number] =>
  request.exp_scope === "process" ? ["process", request.exp_prc_id!] : ["project", request.exp_pro_id]

const fileCheck = (file: ActivityIds): ExportFileCheck => {
  const check = checkDto(file)
  return {
    act_id: file.activityId,
    file_name: file.fileName,
    schema_valid: check.schema_valid,
    valid: check.valid,
    ifc_problems: check.ifc_problems.length,
    omissions: check.omissions.length,
    overlaps: check.overlaps.length,
  }
}

const idsExport = async (deps: QueryDeps, viewer: Viewer, request: ExportRequest, language: ExportLanguage, progress: ExportProgress): Promise<BuiltExport> => {
  const texts = EXPORT_TEXTS[language]
  const asked = request.exp_ifc_version ?? undefined
  const chosen = request.exp_scope === "activities" ? { name: `${request.exp_pro_id}_Auswahl`, activityIds: request.exp_act_ids ?? [] } : undefined
  const { name, activityIds } = chosen ?? (await activitiesOf(deps, viewer, ...scopeOf(request)))
  const files = await idsFiles(deps, viewer, activityIds, asked, (done, of) => progress(FROM + ((TO - FROM) * done) / of, texts.activity(done, of)))
  const checks = files.map(fileCheck)
  const check = idsCheckText(checks, asked)
  if (chosen && activityIds.length === 1) {
    const [file] = files
    return { bytes: new TextEncoder().encode(file!.xml), fileName: file!.fileName, mediaType: DOCUMENT_MEDIA_TYPES.xml, checks, check }
  }
  progress(TO, texts.writing.ids)
  return { bytes: await zipOf(files), fileName: idsZipName(name, asked), mediaType: DOCUMENT_MEDIA_TYPES.ifcZip, checks, check }
}

/** The export's file; refused as the download of the same file would be. */
export const buildExport = async (deps: QueryDeps, viewer: Viewer, request: ExportRequest, language: ExportLanguage, progress: ExportProgress): Promise<BuiltExport> => {
  const format = request.exp_format
  if (format === "ids") return idsExport(deps, viewer, request, language, progress)
  progress(FROM, EXPORT_TEXTS[language].writing[format])
  if (format === "profile_xlsx") {
    const { bytes, fileName } = await excelProfile(deps, viewer, request.exp_pro_id, language)
    return { bytes, fileName, mediaType: DOCUMENT_MEDIA_TYPES.xlsx, checks: [], check: null }
  }
  const report = await reportFile(deps, viewer, ...scopeOf(request), language, format === "report_pdf" ? "pdf" : "xlsx")
  return { bytes: report.bytes, fileName: report.fileName, mediaType: report.mediaType, checks: [], check: null }
}
