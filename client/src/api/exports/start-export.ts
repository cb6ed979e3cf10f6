/**
 * @module `POST /1.2/profile/exports` (docs/exports.md): starts the job that builds, checks and keeps an export as a
 * document of the project; the answer is the job to follow (201 `{job_id}`), its result an `ExportResult`. Quiet:
 * a refusal (400 naming the field) is shown beside the form's fields, never as a toast.
 */
import type { ExportRequest, ExportResult } from "@bimprofile/contracts/dto/export-dto"
import type { ExportLanguage } from "@bimprofile/contracts/exports/export-choices"
import type { Locale } from "../../lib/i18n"
import { post } from "../../lib/api-client"
import { exportAsOf } from "../../lib/time-travel"

/** The texts' language of an export made in this locale ("fr-CH" → "fr"). */
export const exportLanguageOf = (locale: Locale): ExportLanguage => locale.slice(0, 2) as ExportLanguage

/** Starts the export; in time-travel mode, of the project as of the point shown (`exp_as_of`). */
export const startExport = (request: ExportRequest) => {
  const asOf = exportAsOf()
  return post<{ job_id: number }>("/1.2/profile/exports", asOf === undefined ? request : { ...request, exp_as_of: asOf }, { quiet: true })
}

/** A completed export job's result, or undefined for anything else (a newer server, a result not yet read). */
export const exportResultOf = (result: unknown): ExportResult | undefined => {
  if (result === null || typeof result !== "object") return undefined
  const candidate = result as Partial<ExportResult>
  return typeof candidate.file_name === "string" && typeof candidate.size === "number" && Array.isArray(candidate.checks) ? (result as ExportResult) : undefined
}

/** Whether the export is (or is being) kept as a document of the project; a result from before `kept` was: kept. */
export const isKept = (result: ExportResult): boolean => (result as Partial<ExportResult>).kept !== false
