/**
 * @module The content type of a stored picture, decided by its first bytes (magic numbers), never by the
 * type its upload claimed: a browser then cannot be told to treat other bytes as a picture or as HTML.
 */
const SIGNATURES = [
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
] as const

export const pictureTypeOf = (bytes: Uint8Array): "image/png" | "image/jpeg" | undefined =>
  SIGNATURES.find((signature) => signature.bytes.every((byte, i) => bytes[i] === byte))?.type
