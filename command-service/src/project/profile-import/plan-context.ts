/**
 * @module What the parts of the profile import's plan work on: the workbook, the project's state (and its
 * reference project's catalogue, whose items the export lists too), the words of the file's language, and the
 * steps and problems they add to.
 */
import { PROFILE_LOCALES, profileTexts, type ProfileTexts } from "@bimprofile/contracts/excel/profile-texts"
import type { CatalogueState } from "../catalogue-state"
import type { ProjectState } from "../project-state"
import { codeOfWord, type PreviewItem, type Problem, type Ref, type Step } from "./plan-kit"
import type { CellKey, ImportedSheet, ProfileWorkbook, WorkbookRow } from "./profile-workbook"

export type PlanContext = {
  readonly workbook: ProfileWorkbook
  readonly state: ProjectState
  readonly reference: CatalogueState | null
  readonly texts: ProfileTexts
  readonly steps: Step[]
  readonly problems: Problem[]
}

const ALL_TEXTS = PROFILE_LOCALES.map((locale) => profileTexts[locale])

/** A code from its word in any language ("Planung", "Planification" → planung); undefined when none fits. */
export const wordCode = <K extends "phases" | "roleTypes" | "datatypes" | "concepts">(table: K, word: string | null) =>
  codeOfWord(word, ALL_TEXTS.map((t) => t[table]) as readonly Readonly<Record<keyof ProfileTexts[K] & string, string>>[])

/** The code of a cell's word (wordCode), or undefined with a problem: the cell empty (`missing`) or no word of the table. */
export const codeOfCell = <K extends "phases" | "roleTypes" | "datatypes" | "concepts">(
  context: PlanContext, sheet: ImportedSheet, row: WorkbookRow, column: CellKey, table: K, missing: string, unknown: (word: string) => string,
) => {
  const word = row.cells[column]
  const code = wordCode(table, word)
  if (code === undefined) problem(context, sheet, row, column, word === null ? missing : unknown(word))
  return code
}

export const problem = (context: PlanContext, sheet: ImportedSheet, row: WorkbookRow | null, column: CellKey | null, reason: string) =>
  context.problems.push({ sheet: context.workbook.sheetNames[sheet], row: row?.row ?? null, column: column === null ? null : (context.workbook.headers[sheet][column] ?? column), reason })

export const item = (context: PlanContext, sheet: ImportedSheet, row: WorkbookRow | null, name: string, where?: string): PreviewItem => ({
  name,
  ...(where !== undefined && { in: where }),
  sheet: context.workbook.sheetNames[sheet],
  row: row?.row ?? null,
})

/** A field's label: the sheet's header of its column as the file spells it. */
export const label = (context: PlanContext, sheet: ImportedSheet, column: CellKey) => context.workbook.headers[sheet][column] ?? column

/** The ref of a matched item: the project's id, or the key its creating step remembers it by. */
export const refOf = (id: number | undefined, key: string): Ref => (id === undefined ? { key } : { id })
export const sameRef = (a: Ref | null, b: Ref | null) => (a === null || b === null ? a === b : "id" in a && "id" in b ? a.id === b.id : "key" in a && "key" in b && a.key === b.key)
