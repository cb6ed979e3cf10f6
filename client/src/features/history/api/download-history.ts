/**
 * @module `GET /1.2/profile/projects/{id}/history.xlsx` and `.csv`: the audit export of the timeline, filtered as
 * on screen, its headers and words in the user's language (`lang`). The file needs the bearer token, so it comes
 * through the API client and is saved from memory (lib/save-blob.ts). Quiet: the caller says what went wrong.
 */
import { get } from "../../../lib/api-client"
import { saveBlob } from "../../../lib/save-blob"
import { apiQueryOf, type HistoryFilters } from "../history-filters"

export type HistoryFormat = "xlsx" | "csv"

export const historyExportPath = (projectId: number, format: HistoryFormat, filters: HistoryFilters, lang: string) => {
  const query = apiQueryOf(filters)
  query.set("lang", lang)
  return `/1.2/profile/projects/${projectId}/history.${format}?${query}`
}

export const downloadHistory = async (projectId: number, format: HistoryFormat, filters: HistoryFilters, lang: string, fileName: string) => {
  const bytes = await get<Blob>(historyExportPath(projectId, format, filters, lang), { binary: true, quiet: true })
  saveBlob(bytes, `${fileName}.${format}`)
}
