/** @module An uploaded table as import rows: CSV or XLSX by its media type (upload-table.ts has the layout). */
import { UPLOAD_MEDIA_TYPES, type UploadMediaType, XLSX_MEDIA_TYPE } from "@bimprofile/contracts/catalogue/upload-media"
import type { ImportRow } from "../../project-commands"
import { readCsv } from "./read-csv"
import { readXlsx } from "./read-xlsx"
import { rowsOfTable, UploadRefused } from "./upload-table"

export { UPLOAD_MEDIA_TYPES, type UploadMediaType }

export const readUpload = async (bytes: Uint8Array, mediaType: UploadMediaType): Promise<ImportRow[]> => {
  if (bytes.length === 0) throw new UploadRefused(null, "Die Datei ist leer.")
  const table = mediaType === XLSX_MEDIA_TYPE ? await readXlsx(bytes) : await readCsv(bytes)
  const [header, ...rows] = table
  if (!header) throw new UploadRefused(null, "Die Datei ist leer.")
  if (rows.length === 0) throw new UploadRefused(null, "Die Datei hat nur eine Kopfzeile und keine Einträge.")
  return rowsOfTable(header, rows)
}
