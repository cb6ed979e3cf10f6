/**
 * @module What the job `profile-import` completes with (docs/exports.md «Import (the same layout back)»): the
 * preview of applying an uploaded Excel profile — per kind the items added, changed (each field before → after)
 * and removed, the problems by sheet, row and column, the counts and the fingerprint an apply checks — with the
 * project, the workbook's language and the sheets not read. Plain types, without any schema library: the
 * command service builds it (profile-plan.ts, profile-import-job.ts), the client shows it.
 */

/** The kinds of items the import compares, in the preview's order. */
export const PLAN_KINDS = ["phases", "milestones", "processes", "activities", "roles", "element_classes", "properties", "value_lists", "list_values", "requirements"] as const
export type PlanKind = (typeof PLAN_KINDS)[number]

/** A cell's text as the workbook has it (trimmed; empty is null). */
export type WorkbookCell = string | null

export type FieldChange = { readonly field: string; readonly label: string; readonly before: WorkbookCell; readonly after: WorkbookCell }
/** An item of the preview: its name (after the import), where it stands (its parent), its sheet and row (null for a removed item). */
export type PreviewItem = {
  readonly name: string
  readonly in?: string
  readonly sheet: string
  readonly row: number | null
  readonly changes?: readonly FieldChange[]
}
export type Problem = { readonly sheet: string; readonly row: number | null; readonly column: string | null; readonly reason: string }

export type KindPreview = { readonly added: readonly PreviewItem[]; readonly changed: readonly PreviewItem[]; readonly removed: readonly PreviewItem[] }
export type ProfilePreview = {
  readonly changes: Readonly<Record<PlanKind, KindPreview>>
  readonly problems: readonly Problem[]
  readonly counts: { readonly added: number; readonly changed: number; readonly removed: number; readonly problems: number }
  /** What an apply checks: the preview still reads the same. */
  readonly fingerprint: string
}

export type ProfileImportResult = ProfilePreview & {
  readonly pro_id: number
  /** The language of the workbook's sheet names: the words of the preview's fields. */
  readonly language: string
  /** Sheets the import does not read (their content is not compared). */
  readonly not_imported: readonly string[]
}
