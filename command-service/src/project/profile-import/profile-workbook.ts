/**
 * @module The Excel profile as the import reads it (read-profile-workbook.ts): per sheet it imports, the rows
 * with their row number in the file and their cells by column (the text as shown, trimmed; null for an empty
 * cell), and the names the file gives its sheets and columns (for problems named as the user sees them).
 * Which columns each sheet has is `PROFILE_COLUMNS`, in the words of profile-texts.ts.
 */
import { IFC_VERSIONS, type IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import type { ProfileLocale, ProfileTexts } from "@bimprofile/contracts/excel/profile-texts"

export type ImportedSheet = "processes" | "activities" | "roles" | "requirements" | "elementClasses" | "properties" | "valueLists"
export const IMPORTED_SHEETS: readonly ImportedSheet[] = ["processes", "activities", "roles", "requirements", "elementClasses", "properties", "valueLists"]

type HeaderKey = keyof ProfileTexts["headers"]
/** A column's key: its header's key in profile-texts.ts, or a header per IFC version. */
export type CellKey = HeaderKey | `ifc:${IfcVersion}` | `target:${IfcVersion}`

/** A column of a sheet: its key and its header in a language; `optional` columns are read-only in the file (left out freely). */
export type ColumnSpec = { readonly key: CellKey; readonly header: (texts: ProfileTexts) => string; readonly optional?: boolean }

const column = (key: HeaderKey, optional?: boolean): ColumnSpec => ({ key, header: (texts) => texts.headers[key], ...(optional && { optional }) })
const perVersion = (prefix: "ifc:" | "target:", header: "ifcEntity" | "target"): ColumnSpec[] =>
  IFC_VERSIONS.map((version) => ({ key: `${prefix}${version}` as const, header: (texts) => `${texts.headers[header]} ${version}` }))

/** The columns of each imported sheet, as profile export writes them (query-service/src/resources/exports/excel/). */
export const PROFILE_COLUMNS: Readonly<Record<ImportedSheet, readonly ColumnSpec[]>> = {
  processes: [column("phase"), column("milestone"), column("process"), column("shortName"), column("description")],
  activities: [column("process"), column("activity"), column("provider"), column("receiver"), column("description"), column("requirementCount", true)],
  roles: [column("name"), column("roleType"), column("description")],
  requirements: [
    column("process"), column("activity"), column("requirement"), column("elementClass"), column("ifcVersions"), column("cardinality"),
    column("part"), column("facet"), column("subject"), column("value"), column("dataType"), column("facetCardinality"), column("instructions"),
  ],
  elementClasses: [column("name"), column("category"), column("parent"), ...perVersion("ifc:", "ifcEntity"), column("description")],
  properties: [column("name"), column("dataType"), column("unit"), column("concept"), ...perVersion("target:", "target"), column("valueList"), column("description")],
  valueLists: [column("valueList"), column("listValue"), column("description")],
}

export type WorkbookCell = string | null
/** A row: its number in the sheet and its cells (those of its sheet's columns; a missing optional column's null). */
export type WorkbookRow = { readonly row: number; readonly cells: Readonly<Record<CellKey, WorkbookCell>> }

export type ProfileWorkbook = {
  /** The language of the file's sheet names (that of «Prozesse»): the words of the preview's fields. */
  readonly locale: ProfileLocale
  /** Each sheet's name as the file spells it. */
  readonly sheetNames: Readonly<Record<ImportedSheet, string>>
  /** Each sheet's columns: key → the header as the file spells it. */
  readonly headers: Readonly<Record<ImportedSheet, Readonly<Partial<Record<CellKey, string>>>>>
  readonly rows: Readonly<Record<ImportedSheet, readonly WorkbookRow[]>>
}
