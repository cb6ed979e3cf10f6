/**
 * @module Writes of /1.2/profile/documents: upload a document into a project (`POST ?doc_pro_id=&doc_name=`,
 * the file as the body, sent with any media type but JSON's, up to 100 MB; what it is, is decided by its content) and remove
 * one (`DELETE /{id}`). The caller's right to write the project is checked before the bytes are kept; the
 * bytes are kept (infra/src/blobs) before the fact that names them is appended.
 */
import type { DocumentAnswer } from "@bimprofile/contracts/dto/document-dto"
import { type BlobStore } from "@bimprofile/infra/blobs/blob-store"
import { mediaTypeOf } from "@bimprofile/infra/blobs/media-type"
import { HttpProblem, notFoundProblem } from "@bimprofile/infra/http/problem"
import { pathId, queryId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import { type CommandEnv, viewerOf } from "../../shared/command-env"
import { authorise, mayRead } from "../project-access"
import { createdId, projectOfPath, run } from "../project-command-routes"
import type { ProjectState } from "../project-state"
import { MAX_DOCUMENT_NAME } from "./document-decisions"

const NAME_MISSING = "Der Name des Dokuments (doc_name) fehlt."
const UNNAMED = "Dokument"
const PROJECT_MISSING = "Das Projekt (doc_pro_id) fehlt."
const EMPTY = "Die Datei ist leer."
const NAME_TOO_LONG = `Der Name des Dokuments darf höchstens ${MAX_DOCUMENT_NAME} Zeichen lang sein.`
const NOT_JSON = "Erwartet wird eine Datei (application/octet-stream oder ihr eigener Typ), kein JSON."
const UNKNOWN_TYPE = "Dieser Dateityp wird nicht angenommen. Erlaubt sind PDF, Excel (XLSX), Word (DOCX), PowerPoint (PPTX), IFC, IDS und andere XML-Dateien, PNG, JPEG und Text."

export const documentAnswer = (state: ProjectState, documentId: number): DocumentAnswer => {
  const d = state.documents.get(documentId)!
  return { doc_id: d.id, doc_pro_id: state.id, doc_name: d.name, doc_media_type: d.mediaType, doc_size: d.size, doc_kind: d.kind, doc_sha256: d.sha256, doc_check: d.check, doc_as_of_position: d.asOfPosition ?? null }
}

export const documentRoutes = (blobs: BlobStore) =>
  new Hono<CommandEnv>()
    .post("/", async (c) => {
      // A file, not a JSON body of the API: refused before anything else is read.
      if ((c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase() === "application/json") throw new HttpProblem(415, "UNSUPPORTED_MEDIA_TYPE", NOT_JSON)
      const projectId = queryId(c, "doc_pro_id")
      if (projectId === undefined) throw new HttpProblem(400, "VALIDATION", PROJECT_MISSING, { doc_pro_id: PROJECT_MISSING })
      const asked = c.req.query("doc_name")
      if (asked === undefined) throw new HttpProblem(400, "VALIDATION", NAME_MISSING, { doc_name: NAME_MISSING })
      // A blank name is no reason to lose the upload: the document is called so, and can be renamed by uploading again.
      const name = asked.trim() === "" ? UNNAMED : asked
      // Every check of what was asked before the bytes are kept: a refused upload keeps nothing.
      if ([...name.trim()].length > MAX_DOCUMENT_NAME) throw new HttpProblem(400, "VALIDATION", NAME_TOO_LONG, { doc_name: NAME_TOO_LONG })
      // The project and the right to change it first (404, 401): an outsider's bytes are never kept.
      const [viewer, state] = await Promise.all([viewerOf(c), c.get("projects").state(projectId)])
      if (state.status !== "active" || !mayRead(viewer, state)) throw notFoundProblem("project", projectId)
      const probe = { type: "AddDocument", name, mediaType: "", size: 0, sha256: "", kind: "upload", check: null } as const
      const refusal = authorise(viewer, probe, state)
      if (refusal) throw new HttpProblem(401, "AUTH_PRO", refusal.message)
      const bytes = new Uint8Array(await c.req.arrayBuffer())
      if (bytes.length === 0) throw new HttpProblem(400, "VALIDATION", EMPTY, { file: EMPTY })
      const mediaType = mediaTypeOf(bytes)
      if (!mediaType) throw new HttpProblem(415, "UNSUPPORTED_MEDIA_TYPE", UNKNOWN_TYPE)
      const { sha256, size } = await blobs.put(bytes)
      return run(c, projectId, { ...probe, mediaType, size, sha256 }, (after, events) => documentAnswer(after, createdId(events, "DocumentAdded", "documentId")), 201)
    })
    .delete("/:id", async (c) => {
      const documentId = pathId(c)
      const projectId = await projectOfPath(c, "document", documentId)
      return run(c, projectId, { type: "RemoveDocument", documentId }, () => ({ doc_id: documentId, deleted: true }))
    })
