/**
 * @module The job "list-upload" (docs/jobs.md): a classification system's items from an uploaded CSV or XLSX
 * file, as its starter — allowed only while they may still write the project. It reads the whole file and
 * checks it whole against the list (list-import.ts): a file it cannot take fails the job with the line and the
 * reason, and nothing of it is stored. Then it imports the rows in steps of IMPORT_STEP, parents first, each
 * a command of its own through the project's queue, so that others working on the project wait for one step
 * (a few milliseconds to decide, and its append), not for the file. Should a step be refused after all (the
 * list changed meanwhile) or the process stop, the steps before it stay; the same file uploaded again (or the
 * job's second start) completes it, as known codes with the same fields change nothing.
 */
import type { ListKind } from "@bimprofile/contracts/catalogue/list-kinds"
import { type JobKind, JobFailed } from "@bimprofile/infra/jobs/job-kinds"
import { randomUUID } from "node:crypto"
import type { StreamDirectory } from "../../../identity/stream-directory"
import { authorise } from "../../project-access"
import type { ImportListItems } from "../../project-commands"
import { checkListImport, parentsFirstInSlices } from "../list-import"
import type { ProjectService } from "../../project-service"
import { readUpload, UPLOAD_MEDIA_TYPES, type UploadMediaType } from "./read-upload"
import { UploadRefused } from "./upload-table"

export const LIST_UPLOAD_JOB = "list-upload"

export type ListUploadInput = { readonly projectId: number; readonly kind: ListKind; readonly listId: number; readonly mediaType: UploadMediaType; readonly data: string }
/** What a completed upload says: the rows read, the items added and those changed (a known code with other fields). */
export type ListUploadResult = { readonly rows: number; readonly added: number; readonly changed: number }

/**
 * Rows per step: small enough that a command of another user waits for one step only briefly. A step's
 * decision costs what its rows touch, not the list (list-state.ts keeps the keys and children indexed): about
 * 2 ms for 500 rows, the first step as the last of a 50,000-item list. What another command then waits for is
 * mostly the step's append, which grows with the rows; 500 keeps one event per step (IMPORT_CHUNK) and 100
 * appends for 50,000 rows. Fewer rows would shorten that wait a little but multiply events and read-model
 * writes; the bSDD import (bsdd-plan.ts) takes the same 500.
 */
export const IMPORT_STEP = 500

const partlyStored = (stored: number, rows: number) =>
  `${stored} von ${rows} Zeilen waren bereits gespeichert; dieselbe Datei noch einmal hochgeladen ergänzt den Rest.`

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
    // One correlation for every step of the upload: an auditor sees them as one act.
    const correlationId = randomUUID()
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
    const whole: ImportListItems = { type: "ImportListItems", kind: input.kind, listId: input.listId, rows }
    const now = await projects.state(input.projectId)
    const refusal = authorise(viewer, whole, now) ?? (await checkListImport(whole, now))
    if (refusal) throw new JobFailed(refusal.message)

    const ordered = await parentsFirstInSlices(input.kind, rows)
    let added = 0
    let changed = 0
    for (let done = 0; done < ordered.length; done += IMPORT_STEP) {
      signal.throwIfAborted()
      const command: ImportListItems = { ...whole, rows: ordered.slice(done, done + IMPORT_STEP) }
      const outcome = await projects.execute(
        input.projectId,
        command,
        { userId, orgId: null, correlationId, causationId: null },
        () => null,
        (state) => authorise(viewer, command, state),
      )
      if (!outcome.ok) throw new JobFailed(done === 0 ? outcome.error.message : `${outcome.error.message} ${partlyStored(done, rows.length)}`)
      for (const event of outcome.events) {
        const data = event.data as { added?: unknown[]; changed?: unknown[] }
        added += data.added?.length ?? 0
        changed += data.changed?.length ?? 0
      }
      const stored = Math.min(done + IMPORT_STEP, ordered.length)
      reportProgress(50 + Math.floor((50 * stored) / ordered.length), `${stored} von ${ordered.length} Zeilen gespeichert …`)
    }
    return { rows: rows.length, added, changed }
  },
})
