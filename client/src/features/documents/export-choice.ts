/**
 * @module What the export page asks for (docs/exports.md): the scope (chosen activities, one process, the whole
 * project), the format — only those made for the scope — the IFC version (IDS only) and the texts' language; and
 * the `ExportRequest` it sends, with exactly the fields of its scope and format (the server refuses others).
 */
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import type { ExportFormat, ExportRequest, ExportScope } from "@bimprofile/contracts/dto/export-dto"
import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { EXPORT_FORMAT_SCOPES, EXPORT_FORMATS, type ExportLanguage } from "@bimprofile/contracts/exports/export-choices"
import type { ExportField } from "../../hooks/use-export"
import { t } from "../../lib/i18n"

export type ExportChoice = {
  readonly scope: ExportScope
  /** Scope `activities`: in plan order. */
  readonly activityIds: readonly number[]
  /** Scope `process`; null until chosen. */
  readonly processId: number | null
  readonly format: ExportFormat
  /** IDS: null writes each requirement's own versions (else the project's). */
  readonly version: IfcVersion | null
  readonly language: ExportLanguage
}

export const initialChoice = (language: ExportLanguage): ExportChoice => ({
  scope: "project",
  activityIds: [],
  processId: null,
  format: "ids",
  version: null,
  language,
})

export const formatTakes = (format: ExportFormat, scope: ExportScope) => EXPORT_FORMAT_SCOPES[format].includes(scope)

/** Another scope: the format stays when it is made for it, else IDS (made for every scope). */
export const withScope = (choice: ExportChoice, scope: ExportScope): ExportChoice => ({
  ...choice,
  scope,
  format: formatTakes(choice.format, scope) ? choice.format : (EXPORT_FORMATS.find((format) => formatTakes(format, scope)) ?? "ids"),
})

/** What is missing before the choice can be sent, by field (the same words as the server's refusal). */
export const missingOf = (choice: ExportChoice): Partial<Record<ExportField, string>> => {
  if (choice.scope === "activities" && choice.activityIds.length === 0) return { exp_act_ids: t("exports:errors.activities") }
  if (choice.scope === "process" && choice.processId === null) return { exp_prc_id: t("exports:errors.process") }
  return {}
}

export const requestOf = (projectId: number, choice: ExportChoice): ExportRequest => ({
  exp_pro_id: projectId,
  exp_scope: choice.scope,
  ...(choice.scope === "activities" && { exp_act_ids: [...choice.activityIds] }),
  ...(choice.scope === "process" && choice.processId !== null && { exp_prc_id: choice.processId }),
  exp_format: choice.format,
  ...(choice.format === "ids" && choice.version !== null && { exp_ifc_version: choice.version }),
  exp_language: choice.language,
})

export type ProcessGroup = { readonly process: ProcessDto; readonly activities: readonly ActivityDto[] }

/** The project's activities by process, in plan order (processes as listed, activities by their sequence); processes without activities left out. */
export const activityGroups = (processes: readonly ProcessDto[], activities: readonly ActivityDto[]): ProcessGroup[] => {
  const byProcess = new Map<number, ActivityDto[]>()
  for (const activity of activities) byProcess.set(activity.act_prc_id, [...(byProcess.get(activity.act_prc_id) ?? []), activity])
  return processes.flatMap((process) => {
    const own = byProcess.get(process.prc_id)
    return own ? [{ process, activities: [...own].sort((a, b) => a.act_seq - b.act_seq) }] : []
  })
}
