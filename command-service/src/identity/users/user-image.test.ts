import { MAX_IMAGE_BYTES } from "@bimprofile/contracts/bodies/user-bodies"
import { describe, expect, it } from "vitest"
import { checkImage } from "./user-image"

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])
const url = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString("base64")}`
const problem = (f: () => unknown) => {
  try {
    f()
  } catch (error) {
    return error
  }
  throw new Error("expected a refusal")
}

describe("checkImage", () => {
  it("accepts a PNG and a JPEG whose bytes match their type", () => {
    expect(checkImage(url("image/png", png))).toBe(url("image/png", png))
    expect(checkImage(url("image/jpeg", jpeg))).toBe(url("image/jpeg", jpeg))
  })
  it("refuses other types, a renamed file and no data URL with 400 on usr_image_url", () => {
    for (const bad of [url("image/gif", Buffer.from("GIF89a")), url("image/png", jpeg), url("image/jpeg", png), "https://x/y.png", "data:image/png,abc"])
      expect(problem(() => checkImage(bad))).toMatchObject({ status: 400, details: { usr_image_url: expect.any(String) } })
  })
  it("refuses more than MAX_IMAGE_BYTES with 413 IMAGE_TOO_LARGE, and accepts exactly the limit", () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1)
    png.copy(big)
    expect(problem(() => checkImage(url("image/png", big)))).toMatchObject({ status: 413, internalCode: "IMAGE_TOO_LARGE" })
    expect(checkImage(url("image/png", big.subarray(0, MAX_IMAGE_BYTES)))).toContain("data:image/png")
  })
})
