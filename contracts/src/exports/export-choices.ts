/**
 * @module What an export may be asked for (docs/exports.md): its scopes, formats, the scopes each format takes and
 * the texts' languages. Plain values without schemas, so the browser bundle shares them with the server
 * (contracts/src/dto/export-dto.ts builds the request's schema from them).
 */

/** What is exported: chosen activities, one process or the whole project. */
export const EXPORT_SCOPES = ["activities", "process", "project"] as const
export type ExportScope = (typeof EXPORT_SCOPES)[number]

/**
 * The formats: IDS 1.0 (one activity: an .ids file; several: a zip with one file per activity), the Excel
 * profile (a whole project), the PDF and the Excel report (a project or a process).
 */
export const EXPORT_FORMATS = ["ids", "profile_xlsx", "report_pdf", "report_xlsx"] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

/** The scopes each format accepts (the server refuses the others: 400 naming `exp_scope`). */
export const EXPORT_FORMAT_SCOPES: Readonly<Record<ExportFormat, readonly ExportScope[]>> = {
  ids: ["activities", "process", "project"],
  profile_xlsx: ["project"],
  report_pdf: ["process", "project"],
  report_xlsx: ["process", "project"],
}

export const EXPORT_LANGUAGES = ["de", "fr", "it", "en"] as const
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number]
