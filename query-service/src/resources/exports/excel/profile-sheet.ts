/**
 * @module A sheet of the Excel profile as plain values: its name, its columns, its rows and the drop-downs
 * whose choices are cells of another sheet. The sheet builders make these; profile-workbook.ts alone turns
 * them into a formatted workbook.
 */
export type Cell = string | number | null

export type Column = {
  readonly header: string
  /** A long text: a wide column whose cells wrap. */
  readonly wrap?: boolean
}

/** A list validation on rows `from`…`to` (data rows, 0-based, inclusive) of a column, choosing from `source`. */
export type DropDown = { readonly column: number; readonly from: number; readonly to: number; readonly source: string }

export type Sheet = {
  readonly name: string
  readonly columns: readonly Column[]
  readonly rows: readonly (readonly Cell[])[]
  readonly dropDowns?: readonly DropDown[]
  /** A helper sheet a drop-down reads from, hidden from the reader. */
  readonly hidden?: boolean
}

/** The column letters of a 0-based column index (0 → A, 26 → AA). */
export const columnLetters = (index: number): string => (index < 26 ? String.fromCharCode(65 + index) : columnLetters(Math.floor(index / 26) - 1) + columnLetters(index % 26))

/**
 * An absolute reference to data rows `from`…`to` (0-based, inclusive; the header is row 1) of a column of a
 * sheet, its name quoted as formulas need it.
 *
 * @example rangeOf("Wertelisten", 1, 0, 3) // "'Wertelisten'!$B$2:$B$5"
 */
export const rangeOf = (sheetName: string, column: number, from: number, to: number) => {
  const letters = columnLetters(column)
  return `'${sheetName.replaceAll("'", "''")}'!$${letters}$${from + 2}:$${letters}$${to + 2}`
}
