/**
 * @module The job "export-keep" (docs/exports.md): an export the query side built — its bytes already kept by
 * SHA-256 (infra/src/blobs) — kept as a document of the project, `DocumentAdded` with kind `export`, the position
 * it was built from and its check, appended through the project's queue as the exporting user, who needs to write
 * the project as an upload does (project-access.ts): the export job queues it only for a writer, and a keep for
 * someone who may not write the project (any more) is refused — the job fails and nothing is kept. Kept once per
 * export job: started again (a resume, the export job's retry) it adds nothing and answers the document kept before.
 */
import { EXPORT_KEEP_JOB, EXPORT_KEEP_MAX_ATTEMPTS, ExportKeepInput, type ExportKeepResult } from "@bimprofile/contracts/jobs/export-jobs"
import { decodeJobInput, JobFailed, type JobKind } from "@bimprofile/infra/jobs/job-kinds"
import type { StreamDirectory } from "../../identity/stream-directory"
import { authorise } from "../project-access"
import type { AddDocument } from "../project-commands"
import type { ProjectService } from "../project-service"

export const exportKeepJob = (projects: ProjectService, directory: StreamDirectory): JobKind<ExportKeepInput, ExportKeepResult> => ({
  kind: EXPORT_KEEP_JOB,
  // Safe to start again: a second keep of the same export adds nothing.
  maxAttempts: EXPORT_KEEP_MAX_ATTEMPTS,
  decodeInput: decodeJobInput(ExportKeepInput, "Die Angaben des Exports sind unvollständig."),
  async run(input) {
    const viewer = await directory.viewer(input.userId)
    if (!viewer) throw new JobFailed("Der Benutzer, der exportiert hat, existiert nicht mehr.")
    const command: AddDocument = {
      type: "AddDocument",
      name: input.fileName,
      mediaType: input.mediaType,
      size: input.size,
      sha256: input.sha256,
      kind: "export",
      check: input.check,
      asOfPosition: input.position,
      exportJobId: input.exportJobId,
    }
    const outcome = await projects.execute(
      input.projectId,
      command,
      // The export and its keep are one act: correlated by the export job.
      { userId: input.userId, orgId: null, correlationId: `export-job-${input.exportJobId}`, causationId: null },
      (state) => state.keptExports.get(input.exportJobId)!,
      (state) => authorise(viewer, command, state),
    )
    if (!outcome.ok) throw new JobFailed(outcome.error.message)
    return { doc_id: outcome.answer, position: outcome.position }
  },
})
