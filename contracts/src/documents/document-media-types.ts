/** @module The media types of the files a project keeps as documents (decided by their content: infra/src/blobs/media-type.ts). */
export const DOCUMENT_MEDIA_TYPES = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ifc: "application/x-step",
  ifcZip: "application/zip",
  xml: "application/xml",
  png: "image/png",
  jpeg: "image/jpeg",
  text: "text/plain",
} as const

export const DOCUMENT_MEDIA_TYPE_LIST: readonly string[] = Object.values(DOCUMENT_MEDIA_TYPES)
