/**
 * @module Why a file is not uploaded, in the user's words: what the client sees before sending (empty, above
 * 100 MB, a name missing or too long — the server's limits, docs/exports.md "Documents"), and what the server
 * answers (415 a type it does not keep, 413 too large, 401 AUTH_PRO no right to change the project). The
 * server words those in German only; these are worded for every locale.
 */
import { ApiError, NO_PERMISSION_CODE } from "../../lib/api-error"
import { t } from "../../lib/i18n"

/** The server's limit of one upload (infra's MAX_DOCUMENT_BODY_BYTES). */
export const MAX_DOCUMENT_BYTES = 100 * 1024 * 1024
const MAX_DOCUMENT_MB = MAX_DOCUMENT_BYTES / 1024 / 1024
/** The server's limit of a document name, in characters (command-service document-decisions.ts). */
export const MAX_DOCUMENT_NAME = 200

/** What refuses the file itself before sending it; null: it may go. */
export const fileRefusal = (file: Pick<File, "size">): string | null => {
  if (file.size === 0) return t("documents:refusal.empty")
  if (file.size > MAX_DOCUMENT_BYTES) return t("documents:refusal.tooLarge", { max: MAX_DOCUMENT_MB })
  return null
}

/** What is wrong with a document name; null: none. */
export const nameRefusal = (name: string): string | null => {
  const trimmed = name.trim()
  if (trimmed === "") return t("documents:refusal.nameMissing")
  if ([...trimmed].length > MAX_DOCUMENT_NAME) return t("documents:refusal.nameTooLong", { max: MAX_DOCUMENT_NAME })
  return null
}

/** Whether sending the same file once more may help (not for a type or size the server refuses, nor without the right). */
export const mayRetry = (failure: unknown) => !(failure instanceof ApiError) || ![401, 413, 415].includes(failure.status)

/** The server's (or the network's) refusal of an upload. */
export const uploadRefusal = (failure: unknown): string => {
  if (!(failure instanceof ApiError)) return t("documents:refusal.network")
  if (failure.status === 415) return t("documents:refusal.unsupportedType")
  if (failure.status === 413) return t("documents:refusal.tooLarge", { max: MAX_DOCUMENT_MB })
  if (failure.status === 401 && failure.code === NO_PERMISSION_CODE) return t("documents:refusal.noPermission")
  if (failure.status === 400 && "file" in failure.fieldErrors) return t("documents:refusal.empty")
  return failure.message
}

/** A refused download or removal: no right, else the server's words. */
export const documentFailure = (failure: unknown): string => {
  if (failure instanceof ApiError && failure.status === 401 && failure.code === NO_PERMISSION_CODE) return t("documents:refusal.noPermission")
  if (failure instanceof ApiError && failure.status === 404) return t("documents:refusal.gone")
  return failure instanceof ApiError ? failure.message : t("documents:refusal.network")
}
