/** @module What an upload of list items takes (POST …/{id}/items/upload): a CSV file or an Excel workbook. */
export const CSV_MEDIA_TYPE = "text/csv"
export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
export const UPLOAD_MEDIA_TYPES = [CSV_MEDIA_TYPE, XLSX_MEDIA_TYPE] as const
export type UploadMediaType = (typeof UPLOAD_MEDIA_TYPES)[number]
