/**
 * @module The job "list-upload" (docs/jobs.md): a classification system's items from an uploaded CSV or XLSX
 * file. It reads and checks the whole file, then imports it as one command through the project's queue
 * (list-import.ts), as its starter — allowed only while they may still write the project. A file it cannot
 * take fails the job with the line and the reason, and nothing of it is stored; a crash before the command
 * leaves nothing either, so a second start (maxAttempts 2) simply begins again.
 */
import type { ListKind } from "@bimprofile/contracts/catalogue/list-kinds"
import { type JobKind, JobFailed } from "@bimprofile/infra/jobs/job-kinds"
import { randomUUID } from "node:crypto"
import type { StreamDirectory } from "../../../identity/stream-directory"
import { authorise } from "../../project-access"
import type { ProjectService } from "../../project-service"
import { readUpload, UPLOAD_MEDIA_TYPES, type UploadMediaType } from "./read-upload"
import { UploadRefused } from "./upload-table"

export const LIST_UPLOAD_JOB = "list-upload"

export type ListUploadInput = { readonly projectId: number; readonly kind: ListKind; readonly listId: number; readonly mediaType: UploadMediaType; readonly data: string }
/** What a completed upload says: the rows read, the items added and those changed (a known code with other fields). */
export type ListUploadResult = { readonly rows: number; readonly added: number; readonly changed: number }

const decodeInput = (input: unknown): ListUploadInput => {
  const value = input as Partial<ListUploadInput> | null
  if (!value || typeof value.data !== "string" || !(UPLOAD_MEDIA_TYPES as readonly unknown[]).includes(value.mediaType) || !Number.isSafeInteger(value.listId) || !Number.isSafeInteger(value.projectId))
    throw new JobFailed("Die Angaben des Uploads sind unvollständig.")
  return value as ListUploadInput
}

export const listUploadJob = (projects: ProjectService, directory: StreamDirectory): JobKind<ListUploadInput, ListUploadResult> => ({
  kind: LIST_UPLOAD_JOB,
  maxAttempts: 2,
  decodeInput,
  async run(input, { userId, signal, reportProgress }) {
    reportProgress(5, "Die Datei wird gelesen …")
    let rows
    try {
      rows = await readUpload(Buffer.from(input.data, "base64"), input.mediaType)
    } catch (failure) {
      if (failure instanceof UploadRefused) throw new JobFailed(failure.message)
      throw failure
    }
    signal.throwIfAborted()
    reportProgress(50, `${rows.length} Zeilen gelesen, die Einträge werden gespeichert …`)
    const viewer = await directory.viewer(userId)
    if (!viewer) throw new JobFailed("Der Benutzer, der den Upload gestartet hat, existiert nicht mehr.")
    const command = { type: "ImportListItems", kind: input.kind, listId: input.listId, rows } as const
    const outcome = await projects.execute(
      input.projectId,
      command,
      { userId, orgId: null, correlationId: randomUUID(), causationId: null },
      () => null,
      (state) => authorise(viewer, command, state),
    )
    if (!outcome.ok) throw new JobFailed(outcome.error.message)
    let added = 0
    let changed = 0
    for (const event of outcome.events) {
      const data = event.data as { added?: unknown[]; changed?: unknown[] }
      added += data.added?.length ?? 0
      changed += data.changed?.length ?? 0
    }
    return { rows: rows.length, added, changed }
  },
})
