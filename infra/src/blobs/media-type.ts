/**
 * @module What a file is, decided by its content, never by its name (a document upload, issue 10): PDF, the
 * Office Open XML formats (a zip whose parts say XLSX, DOCX or PPTX), IFC (STEP, or ifcXML / IFC-ZIP), IDS, other
 * XML, PNG, JPEG, plain text, CSV. What none of these is, is refused by the caller.
 */
import { DOCUMENT_MEDIA_TYPES } from "@bimprofile/contracts/documents/document-media-types"

export { DOCUMENT_MEDIA_TYPES }

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte)
const ascii = (bytes: Uint8Array, from: number, to: number) => new TextDecoder("latin1").decode(bytes.subarray(from, Math.min(to, bytes.length)))

/** The names of a zip's entries (from its local headers, enough to tell the Office formats apart). */
const zipEntryNames = (bytes: Uint8Array, limit = 64): string[] => {
  const names: string[] = []
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let at = 0
  while (at + 30 <= bytes.length && names.length < limit && view.getUint32(at, true) === 0x04034b50) {
    const compressed = view.getUint32(at + 18, true)
    const nameLength = view.getUint16(at + 26, true)
    const extraLength = view.getUint16(at + 28, true)
    names.push(ascii(bytes, at + 30, at + 30 + nameLength))
    const flags = view.getUint16(at + 6, true)
    // With a data descriptor the size is not in the header: the first entries still say what the zip is.
    if (flags & 0x08 && compressed === 0) break
    at += 30 + nameLength + extraLength + compressed
  }
  return names
}

const isText = (bytes: Uint8Array) => {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, 64 * 1024))
    return !/[\u0000-\u0008\u000e-\u001f]/u.test(text)
  } catch {
    return false
  }
}

/** The file's media type by its content; undefined: none the product keeps. */
export const mediaTypeOf = (bytes: Uint8Array): string | undefined => {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return DOCUMENT_MEDIA_TYPES.pdf
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return DOCUMENT_MEDIA_TYPES.png
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return DOCUMENT_MEDIA_TYPES.jpeg
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(bytes)
    if (names.some((name) => name.startsWith("xl/"))) return DOCUMENT_MEDIA_TYPES.xlsx
    if (names.some((name) => name.startsWith("word/"))) return DOCUMENT_MEDIA_TYPES.docx
    if (names.some((name) => name.startsWith("ppt/"))) return DOCUMENT_MEDIA_TYPES.pptx
    return DOCUMENT_MEDIA_TYPES.ifcZip
  }
  if (!isText(bytes)) return undefined
  const head = ascii(bytes, 0, 4096).replace(/^\uFEFF/u, "").trimStart()
  if (head.startsWith("ISO-10303-21;")) return DOCUMENT_MEDIA_TYPES.ifc
  if (head.startsWith("<?xml") || head.startsWith("<")) return DOCUMENT_MEDIA_TYPES.xml
  return DOCUMENT_MEDIA_TYPES.text
}
