/**
 * @module A CSV upload (RFC 4180 through csv-parse): UTF-8 (with or without the BOM Excel writes), comma-
 * or — as Excel writes it in Switzerland — semicolon-separated, whichever the header line uses. The text
 * goes to the parser in pieces of CHUNK_CHARS with a pause between them, so a file of 50,000 rows (a third
 * of a second to parse) never holds the event loop: other users' requests go on in the pauses.
 */
import { giveWay } from "@bimprofile/infra/jobs/in-slices"
import { CsvError, parse } from "csv-parse"
import { type RawRow, UploadRefused } from "./upload-table"

const utf8 = new TextDecoder("utf-8", { fatal: true })

/** Characters parsed between two pauses: about 2 ms of csv-parse's work. */
export const CHUNK_CHARS = 16 * 1024

/** csv-parse's faults (its codes) in the user's words. */
const CSV_FAULTS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: "Ein Anführungszeichen wird bis zum Ende der Datei nicht geschlossen.",
  CSV_INVALID_CLOSING_QUOTE: "Nach einem schliessenden Anführungszeichen folgt ein Zeichen, das kein Trennzeichen ist.",
  INVALID_OPENING_QUOTE: "Ein Anführungszeichen steht mitten in einer Zelle, die nicht in Anführungszeichen steht.",
}

const refusalOf = (failure: unknown) =>
  failure instanceof CsvError ? new UploadRefused((failure as CsvError & { lines?: number }).lines ?? null, CSV_FAULTS[failure.code] ?? "Die Zeile ist kein gültiges CSV.") : failure

const decode = (bytes: Uint8Array) => {
  try {
    const text = utf8.decode(bytes)
    return text.startsWith("\uFEFF") ? text.slice(1) : text
  } catch {
    throw new UploadRefused(null, "Die Datei ist nicht UTF-8-kodiert. Speichern Sie sie in Excel als «CSV UTF-8 (durch Trennzeichen getrennt)».")
  }
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff

export const readCsv = async (bytes: Uint8Array): Promise<RawRow[]> => {
  const text = decode(bytes)
  const firstLine = text.slice(0, text.search(/\r?\n|$/u))
  const delimiter = (firstLine.match(/;/gu)?.length ?? 0) > (firstLine.match(/,/gu)?.length ?? 0) ? ";" : ","
  const parser = parse({ delimiter, info: true, relax_column_count: true, skip_empty_lines: true })
  const rows: RawRow[] = []
  let fault: unknown
  parser.on("readable", () => {
    let record: { record: string[]; info: { lines: number } } | null
    while ((record = parser.read()) !== null) rows.push({ line: record.info.lines, cells: record.record })
  })
  parser.on("error", (failure) => (fault ??= failure))
  const ended = new Promise<void>((resolve) => parser.on("end", resolve).on("error", () => resolve()))
  for (let at = 0; at < text.length && fault === undefined; ) {
    let end = Math.min(at + CHUNK_CHARS, text.length)
    // Never between the two halves of a character outside the BMP (an emoji): the parser takes UTF-8.
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1
    parser.write(text.slice(at, end))
    at = end
    await giveWay()
  }
  if (fault === undefined) parser.end()
  await ended
  if (fault !== undefined) throw refusalOf(fault)
  return rows
}
