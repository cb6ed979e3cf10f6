/**
 * @module The exports of a published version, as they were when it was published: `GET …/versions/{n}/ids` (the
 * IDS files of every activity, zipped), `…/profile.xlsx`, `…/report.pdf` and `…/report.xlsx`. They need the bearer
 * token, so they come through the API client and are saved from memory (lib/save-blob.ts), in the app's language
 * (`Accept-Language`: the profile's and the reports' texts). Quiet: the caller says what went wrong.
 */
import { get } from "../../../lib/api-client"
import { saveBlob } from "../../../lib/save-blob"
import { versionsPath } from "./get-versions"

export const VERSION_FILES = ["ids", "profile_xlsx", "report_pdf", "report_xlsx"] as const
export type VersionFile = (typeof VERSION_FILES)[number]

/** Each file's address below the version, and the extension of the file saved. */
const FILES: Record<VersionFile, { readonly path: string; readonly extension: string }> = {
  ids: { path: "ids", extension: "zip" },
  profile_xlsx: { path: "profile.xlsx", extension: "xlsx" },
  report_pdf: { path: "report.pdf", extension: "pdf" },
  report_xlsx: { path: "report.xlsx", extension: "xlsx" },
}

export const versionFilePath = (projectId: number, number: number, file: VersionFile) => `${versionsPath(projectId)}/${number}/${FILES[file].path}`

/** Saves the file as `<name>.<extension>` (the caller names it after the project, version and kind). */
export const downloadVersionFile = async (projectId: number, number: number, file: VersionFile, name: string, language: string) => {
  const bytes = await get<Blob>(versionFilePath(projectId, number, file), { binary: true, quiet: true, language })
  saveBlob(bytes, `${name}.${FILES[file].extension}`)
}
