/**
 * @module What a document's media type (decided by the server from its content) means to a reader: a short
 * label key, the look of its icon, and the extension its file gets when its name has none (as the server's
 * download names it, query-service document-routes.ts).
 */
import { DOCUMENT_MEDIA_TYPES } from "@bimprofile/contracts/documents/document-media-types"

export type DocumentType = keyof typeof DOCUMENT_MEDIA_TYPES

const EXTENSIONS: Record<DocumentType, string> = {
  pdf: "pdf",
  xlsx: "xlsx",
  docx: "docx",
  pptx: "pptx",
  ifc: "ifc",
  ifcZip: "zip",
  xml: "xml",
  png: "png",
  jpeg: "jpg",
  text: "txt",
}

const BY_MEDIA_TYPE = new Map(Object.entries(DOCUMENT_MEDIA_TYPES).map(([type, mediaType]) => [mediaType as string, type as DocumentType]))

/** The type of a media type the server names; undefined for one this client does not know (a newer server). */
export const documentTypeOf = (mediaType: string): DocumentType | undefined => BY_MEDIA_TYPE.get(mediaType)

/** Extensions a chosen file is likely to be of this type by (only for its icon before upload: the server decides by content). */
const GUESSES: Record<string, DocumentType> = {
  pdf: "pdf",
  xlsx: "xlsx",
  xlsm: "xlsx",
  docx: "docx",
  pptx: "pptx",
  ifc: "ifc",
  ifczip: "ifcZip",
  zip: "ifcZip",
  ids: "xml",
  xml: "xml",
  png: "png",
  jpg: "jpeg",
  jpeg: "jpeg",
  txt: "text",
  csv: "text",
  md: "text",
}

const extensionOf = (fileName: string) => fileName.match(/\.([A-Za-z0-9]{1,7})$/)?.[1]?.toLowerCase()

/** The type a file probably is, by its name: the icon of a file waiting for upload. */
export const guessDocumentType = (fileName: string): DocumentType | undefined => GUESSES[extensionOf(fileName) ?? ""]

/** The document name a file suggests: its name without the extension ("Plan EG.v2.pdf" → "Plan EG.v2"). */
export const documentNameOf = (fileName: string) => {
  const name = fileName.replace(/\.[A-Za-z0-9]{1,7}$/, "").trim()
  return name === "" ? fileName.trim() : name
}

/** The file name a download is saved under: the document's name, with its type's extension when it has none. */
export const downloadNameOf = (name: string, mediaType: string) => {
  const type = documentTypeOf(mediaType)
  return type && !/\.[A-Za-z0-9]{1,5}$/u.test(name) ? `${name}.${EXTENSIONS[type]}` : name
}
