/** happy-dom cannot decode or draw pictures: stand-ins for the browser's decoder and canvas. */
import { vi } from "vitest"
import { pictureCodec } from "../picture/picture-to-jpeg"

/** A canvas that records what is drawn and encodes to the given data URL. */
export const fakeCanvas = (dataUrl = "data:image/jpeg;base64,/9j/4AAQSkZJRg==") => {
  const drawn: unknown[][] = []
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => ({ fillStyle: "", fillRect: () => {}, drawImage: (...args: unknown[]) => drawn.push(args) }),
    toDataURL: vi.fn(() => dataUrl),
  }
  vi.spyOn(pictureCodec, "canvas").mockReturnValue(canvas as unknown as HTMLCanvasElement)
  return { canvas, drawn }
}

/** A decoder that reads every file as a picture of this size. */
export const fakeDecode = (width: number, height: number) =>
  vi.spyOn(pictureCodec, "decode").mockResolvedValue({ width, height } as unknown as Awaited<ReturnType<typeof pictureCodec.decode>>)
