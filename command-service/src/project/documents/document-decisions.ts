/**
 * @module Rules for a project's documents (issue 10): a document has a name (trimmed, 1–200 characters) and a
 * file whose bytes are already kept (infra/src/blobs); uploading, keeping an export and removing need write access
 * to the project (project-access.ts): a reader's export is never one of its documents. An export is kept once: its job kept again (a retry, a
 * resume after a crash) adds nothing. The bytes of a removed document stay kept: the history names them.
 */
import { invalidValue, notFound } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { isBlank } from "../names"
import type { AddDocument, RemoveDocument } from "../project-commands"
import type { ProjectState } from "../project-state"
import { checkProjectLive } from "../projects/project-decisions"

type D = Decision<ProjectEvent>

export const MAX_DOCUMENT_NAME = 200

export const addDocument = (cmd: AddDocument, state: ProjectState, ids: IdSupply): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (cmd.exportJobId !== undefined && state.keptExports.has(cmd.exportJobId)) return accepted()
  const name = cmd.name.trim()
  if (isBlank(name)) return rejected(invalidValue("doc_name", "Der Name des Dokuments darf nicht leer sein."))
  if ([...name].length > MAX_DOCUMENT_NAME) return rejected(invalidValue("doc_name", `Der Name des Dokuments darf höchstens ${MAX_DOCUMENT_NAME} Zeichen lang sein.`))
  const { type: _type, ...fields } = cmd
  return accepted({ type: "DocumentAdded", data: { documentId: ids.take("document"), ...fields, name } })
}

export const removeDocument = (cmd: RemoveDocument, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (!state.documents.has(cmd.documentId)) return rejected(notFound("document", cmd.documentId))
  return accepted({ type: "DocumentRemoved", data: { documentId: cmd.documentId } })
}
