/**
 * @module Which file the Excel profile import sends, and a refusal in the user's words: the client refuses
 * what is no .xlsx, is empty or exceeds the server's 50 MB before sending it; the server's own refusals
 * (400 empty or no zip, 413 too large, 415 another media type, 401 no right to write) are worded anew,
 * since the server words them in German only.
 */
import { XLSX_MEDIA_TYPE } from "@bimprofile/contracts/catalogue/upload-media"
import { ApiError, NO_PERMISSION_CODE } from "../../lib/api-error"
import { t } from "../../lib/i18n"
import { PROFILE_IMPORT_MAX_BYTES } from "./api/profile-import"

const K = "imports:refused"

/** Why `file` is not sent, or undefined when it is a workbook the server may take. */
export const workbookRefusal = (file: File): string | undefined => {
  if (!/\.xlsx$/iu.test(file.name) && file.type !== XLSX_MEDIA_TYPE) return t(`${K}.type`, { name: file.name })
  if (file.size === 0) return t(`${K}.empty`, { name: file.name })
  if (file.size > PROFILE_IMPORT_MAX_BYTES) return t(`${K}.tooLarge`, { name: file.name })
  return undefined
}

/** The server's German sentences for a refused upload (command-service profile-import-routes.ts). */
const EMPTY = "Die Datei ist leer."
const NOT_XLSX = "Die Datei ist keine Excel-Arbeitsmappe (XLSX)."

/** Why the server did not take the upload, in the user's words. */
export const uploadRefusal = (failure: unknown): string => {
  if (!(failure instanceof ApiError)) return t(`${K}.failed`)
  const said = failure.body?.message
  if (failure.status === 415) return t(`${K}.mediaType`)
  if (failure.status === 413) return t(`${K}.serverTooLarge`)
  if (failure.status === 400 && said === EMPTY) return t(`${K}.serverEmpty`)
  if (failure.status === 400 && said === NOT_XLSX) return t(`${K}.notXlsx`)
  if (failure.code === NO_PERMISSION_CODE) return t(`${K}.noRight`)
  return failure.message
}
