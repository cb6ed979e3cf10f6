/**
 * @module Starting an export (`POST /1.2/profile/exports`): the export page and an activity's IDS dialog start it
 * here, then follow its job with `ExportFollow` (components/export-job). A refusal is worded for the form: the
 * server's 400 names the field (docs/exports.md), which the client says in the user's language beside it.
 */
import type { ExportRequest } from "@bimprofile/contracts/dto/export-dto"
import { useCallback, useRef, useState } from "react"
import { startExport } from "../api/exports/start-export"
import { ApiError } from "../lib/api-error"
import { t } from "../lib/i18n"

/** The request's fields a form shows a refusal beside. */
export type ExportField = "exp_act_ids" | "exp_prc_id" | "exp_scope" | "exp_format" | "exp_ifc_version" | "exp_language"

/** Our words for each field's refusal (the server words them in German, with its codes). */
const FIELD_TEXTS: Record<ExportField, string> = {
  exp_act_ids: "activities",
  exp_prc_id: "process",
  exp_scope: "scope",
  exp_format: "format",
  exp_ifc_version: "ifcVersion",
  exp_language: "language",
}
const isExportField = (field: string): field is ExportField => field in FIELD_TEXTS

export type ExportRefusal = { readonly fields: Partial<Record<ExportField, string>>; readonly general: string | null }

/** A refused start: texts beside the fields the answer names, else one text for the whole (never the server's codes). */
export const exportRefusalOf = (error: unknown): ExportRefusal => {
  if (!(error instanceof ApiError) || error.status >= 500 || error.body === undefined) return { fields: {}, general: t("exports:errors.again") }
  const fields: Partial<Record<ExportField, string>> = {}
  for (const field of Object.keys(error.fieldErrors)) {
    if (!isExportField(field)) continue
    // The chosen activities or process are not (any more) the project's.
    const foreign = error.code === "FOREIGN_ENTITY" && (field === "exp_act_ids" || field === "exp_prc_id")
    fields[field] = t(`exports:errors.${FIELD_TEXTS[field]}${foreign ? "Foreign" : ""}`)
  }
  return Object.keys(fields).length > 0 ? { fields, general: null } : { fields, general: error.message }
}

export type ExportStart =
  | { readonly state: "idle" }
  | { readonly state: "starting" }
  | { readonly state: "refused"; readonly refusal: ExportRefusal }
  | { readonly state: "started"; readonly jobId: number }

/** The export's start: `start` sends the request, `reset` forgets it (an answer still coming is then dropped). */
export const useExport = () => {
  const [run, setRun] = useState<ExportStart>({ state: "idle" })
  const attempt = useRef(0)
  const start = useCallback(async (request: ExportRequest) => {
    const mine = ++attempt.current
    setRun({ state: "starting" })
    try {
      const { job_id } = await startExport(request)
      if (mine === attempt.current) setRun({ state: "started", jobId: job_id })
    } catch (error) {
      if (mine === attempt.current) setRun({ state: "refused", refusal: exportRefusalOf(error) })
    }
  }, [])
  const reset = useCallback(() => {
    attempt.current++
    setRun({ state: "idle" })
  }, [])
  return { run, start, reset }
}
