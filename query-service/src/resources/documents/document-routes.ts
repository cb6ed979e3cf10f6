/**
 * @module GET /1.2/profile/documents[?doc_pro_id=], …/{id} and …/{id}/content: a project's documents (uploads
 * and kept exports) in the order they were added, one document, and its file — the bytes as they were kept
 * (infra/src/blobs), with the media type decided at upload and the document's name as the file name. A document
 * of a project the reader may not read is answered as a missing one.
 */
import { DOCUMENT_MEDIA_TYPES } from "@bimprofile/contracts/documents/document-media-types"
import type { DocumentDto } from "@bimprofile/contracts/dto/document-dto"
import type { BlobStore } from "@bimprofile/infra/blobs/blob-store"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { pathId, queryId } from "@bimprofile/infra/http/validation"
import type { DocumentRowData } from "@bimprofile/projector/projections/catalogue"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { jsonAnswer } from "../../answers/json-answer"
import { type ItemRow, itemAudit, readItem, readItems } from "../catalogue/catalogue-reads"
import { attachment } from "../exports/ids-routes"
import type { QueryDeps } from "../query-deps"
import type { UserNames } from "../user-names"

const TABLE = "rm_documents"
const COLUMNS = "id, pro_id, data"

/** The extension a media type's files have, for a download whose document name has none. */
const EXTENSIONS: Record<string, string> = {
  [DOCUMENT_MEDIA_TYPES.pdf]: "pdf",
  [DOCUMENT_MEDIA_TYPES.xlsx]: "xlsx",
  [DOCUMENT_MEDIA_TYPES.docx]: "docx",
  [DOCUMENT_MEDIA_TYPES.pptx]: "pptx",
  [DOCUMENT_MEDIA_TYPES.ifc]: "ifc",
  [DOCUMENT_MEDIA_TYPES.ifcZip]: "zip",
  [DOCUMENT_MEDIA_TYPES.xml]: "xml",
  [DOCUMENT_MEDIA_TYPES.png]: "png",
  [DOCUMENT_MEDIA_TYPES.jpeg]: "jpg",
  [DOCUMENT_MEDIA_TYPES.text]: "txt",
}

/** The document's name as a file name: with the extension of its type when it has none. */
export const fileNameOf = (name: string, mediaType: string) => {
  const extension = EXTENSIONS[mediaType]
  return extension && !/\.[A-Za-z0-9]{1,5}$/u.test(name) ? `${name}.${extension}` : name
}

const documentDto = (row: ItemRow<DocumentRowData>, users: UserNames): DocumentDto => ({
  doc_id: row.id,
  doc_pro_id: row.proId,
  doc_name: row.data.name,
  doc_media_type: row.data.mediaType,
  doc_size: row.data.size,
  doc_kind: row.data.kind,
  doc_sha256: row.data.sha256,
  doc_check: row.data.check,
  doc_as_of_position: row.data.asOfPosition ?? null,
  ...itemAudit("doc", row.data, users),
})

export const documentRoutes = (deps: QueryDeps, blobs: BlobStore) =>
  new Hono<ViewerEnv>()
    .get("/", async (c) => {
      const rows = await readItems<DocumentRowData>(deps, c, TABLE, COLUMNS, queryId(c, "doc_pro_id"), "", "own")
      rows.sort((a, b) => a.proId - b.proId || a.id - b.id)
      return jsonAnswer(c, rows.map((row) => documentDto(row, deps.users)))
    })
    .get("/:id", async (c) => c.json(documentDto(await readItem<DocumentRowData>(deps, c, TABLE, COLUMNS, pathId(c), "document"), deps.users)))
    .get("/:id/content", async (c) => {
      const row = await readItem<DocumentRowData>(deps, c, TABLE, COLUMNS, pathId(c), "document")
      const bytes = await blobs.get(row.data.sha256)
      if (!bytes) throw new HttpProblem(500, "DOCUMENT_LOST", `Die Datei des Dokuments ${row.id} ist nicht mehr vorhanden.`)
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        "content-type": row.data.mediaType,
        "content-disposition": attachment(fileNameOf(row.data.name, row.data.mediaType)),
        "content-length": String(bytes.length),
        etag: `"${row.data.sha256}"`,
      })
    })
