/**
 * @module A chosen picture, made ready for `PATCH users/{id}/img`: only JPEG or PNG, scaled down in a canvas
 * so its longer edge is at most 512 px, and sent as a JPEG data URL well below the server's 1 MB.
 */
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from "../../../config/identity-limits"

export const MAX_PICTURE_EDGE = 512
/** Larger files are not even decoded (a phone photo is a few MB; this is far beyond any picture). */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024
const JPEG_QUALITY = 0.85

export type PictureProblem = "type" | "size" | "unreadable"
export type PictureResult = { readonly ok: true; readonly dataUrl: string } | { readonly ok: false; readonly problem: PictureProblem }

/** The size within a square of `max` px, keeping the proportions; never enlarged. */
export const fitWithin = (width: number, height: number, max = MAX_PICTURE_EDGE) => {
  const scale = Math.min(1, max / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** The decoded size of a base64 data URL, in bytes. */
export const dataUrlBytes = (dataUrl: string) => {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1)
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0
  return Math.floor((base64.length * 3) / 4) - padding
}

/** The browser's decoder and canvas; one seam, so tests can stand in for what happy-dom cannot draw. */
export const pictureCodec = {
  decode: (file: Blob): Promise<{ width: number; height: number; close?: () => void } & CanvasImageSource> => createImageBitmap(file),
  canvas: (): HTMLCanvasElement => document.createElement("canvas"),
}

export const pictureToJpeg = async (file: File): Promise<PictureResult> => {
  if (!IMAGE_TYPES.includes(file.type)) return { ok: false, problem: "type" }
  if (file.size > MAX_SOURCE_BYTES) return { ok: false, problem: "size" }
  let image: Awaited<ReturnType<typeof pictureCodec.decode>>
  try {
    image = await pictureCodec.decode(file)
  } catch {
    return { ok: false, problem: "unreadable" }
  }
  const { width, height } = fitWithin(image.width, image.height)
  const canvas = pictureCodec.canvas()
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext("2d")
  if (!context) return { ok: false, problem: "unreadable" }
  // A PNG's transparent parts would turn black in a JPEG.
  context.fillStyle = "#fff"
  context.fillRect(0, 0, width, height)
  context.drawImage(image, 0, 0, width, height)
  image.close?.()
  const dataUrl = canvas.toDataURL("image/jpeg", JPEG_QUALITY)
  if (!dataUrl.startsWith("data:image/jpeg")) return { ok: false, problem: "unreadable" }
  return dataUrlBytes(dataUrl) > MAX_IMAGE_BYTES ? { ok: false, problem: "size" } : { ok: true, dataUrl }
}
