import { describe, expect, it, vi } from "vitest"
import { fakeCanvas, fakeDecode } from "../testing/picture-fakes"
import { dataUrlBytes, fitWithin, pictureCodec, pictureToJpeg } from "./picture-to-jpeg"

const file = (type: string, size = 1000) => new File([new Uint8Array(size)], "bild", { type })

describe("fitWithin", () => {
  it("given a picture larger than 512 px, then its longer edge becomes 512 and the proportions stay; a smaller one is kept", () => {
    expect(fitWithin(2048, 1024)).toEqual({ width: 512, height: 256 })
    expect(fitWithin(600, 1200)).toEqual({ width: 256, height: 512 })
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 })
  })
})

describe("pictureToJpeg", () => {
  it("given a large PNG, then it is drawn at most 512 px in a canvas and encoded as a JPEG data URL", async () => {
    const { canvas, drawn } = fakeCanvas()
    fakeDecode(2048, 1536)
    expect(await pictureToJpeg(file("image/png"))).toEqual({ ok: true, dataUrl: "data:image/jpeg;base64,/9j/4AAQSkZJRg==" })
    expect([canvas.width, canvas.height]).toEqual([512, 384])
    expect(drawn[0]?.slice(1)).toEqual([0, 0, 512, 384])
    expect(canvas.toDataURL).toHaveBeenCalledWith("image/jpeg", expect.any(Number))
  })

  it("given a GIF or a PDF, then the type is refused before anything is decoded", async () => {
    const decode = fakeDecode(10, 10)
    expect(await pictureToJpeg(file("image/gif"))).toEqual({ ok: false, problem: "type" })
    expect(await pictureToJpeg(file("application/pdf"))).toEqual({ ok: false, problem: "type" })
    expect(decode).not.toHaveBeenCalled()
  })

  it("given a file the browser cannot decode, then it is unreadable", async () => {
    vi.spyOn(pictureCodec, "decode").mockRejectedValue(new Error("bad image"))
    expect(await pictureToJpeg(file("image/jpeg"))).toEqual({ ok: false, problem: "unreadable" })
  })

  it("given a result above the server's 1 MB, then it is too large", async () => {
    fakeCanvas(`data:image/jpeg;base64,${"A".repeat(1_500_000)}`)
    fakeDecode(512, 512)
    expect(await pictureToJpeg(file("image/jpeg"))).toEqual({ ok: false, problem: "size" })
  })

  it("given a base64 data URL, then its decoded size counts the padding", () => {
    expect(dataUrlBytes("data:image/jpeg;base64,QUJD")).toBe(3)
    expect(dataUrlBytes("data:image/jpeg;base64,QUI=")).toBe(2)
    expect(dataUrlBytes("data:image/jpeg;base64,QQ==")).toBe(1)
  })
})
