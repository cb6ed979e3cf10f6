/**
 * @module A CSV upload (RFC 4180 through csv-parse): UTF-8 (with or without the BOM Excel writes), comma-
 * or — as Excel writes it in Switzerland — semicolon-separated, whichever the header line uses.
 */
import { CsvError, parse } from "csv-parse/sync"
import { type RawRow, UploadRefused } from "./upload-table"

const utf8 = new TextDecoder("utf-8", { fatal: true })

/** csv-parse's faults (its codes) in the user's words. */
const CSV_FAULTS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: "Ein Anführungszeichen wird bis zum Ende der Datei nicht geschlossen.",
  CSV_INVALID_CLOSING_QUOTE: "Nach einem schliessenden Anführungszeichen folgt ein Zeichen, das kein Trennzeichen ist.",
  INVALID_OPENING_QUOTE: "Ein Anführungszeichen steht mitten in einer Zelle, die nicht in Anführungszeichen steht.",
}

export const readCsv = (bytes: Uint8Array): RawRow[] => {
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    throw new UploadRefused(null, "Die Datei ist nicht UTF-8-kodiert. Speichern Sie sie in Excel als «CSV UTF-8 (durch Trennzeichen getrennt)».")
  }
  if (text.startsWith("\uFEFF")) text = text.slice(1)
  const firstLine = text.slice(0, text.search(/\r?\n|$/u))
  const delimiter = (firstLine.match(/;/gu)?.length ?? 0) > (firstLine.match(/,/gu)?.length ?? 0) ? ";" : ","
  try {
    const records = parse(text, { delimiter, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as { record: string[]; info: { lines: number } }[]
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }))
  } catch (failure) {
    if (failure instanceof CsvError) throw new UploadRefused((failure as CsvError & { lines?: number }).lines ?? null, CSV_FAULTS[failure.code] ?? "Die Zeile ist kein gültiges CSV.")
    throw failure
  }
}
