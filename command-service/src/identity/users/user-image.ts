/**
 * @module Checks a picture sent as a data URL: JPEG or PNG by its declared type *and* its first bytes
 * (a renamed file is refused), at most MAX_IMAGE_BYTES decoded.
 */
import { IMAGE_TYPES, IMAGE_WRONG_TYPE_MESSAGE, MAX_IMAGE_BYTES } from "@bimprofile/contracts/bodies/user-bodies"
import { HttpProblem } from "@bimprofile/infra/http/problem"

const DATA_URL = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]*={0,2})$/
const MAGIC: Record<(typeof IMAGE_TYPES)[number], readonly number[]> = {
  "image/jpeg": [0xff, 0xd8, 0xff],
  "image/png": [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
}
const WRONG_TYPE = IMAGE_WRONG_TYPE_MESSAGE
const TOO_LARGE = `Das Bild ist zu gross (höchstens ${MAX_IMAGE_BYTES / (1024 * 1024)} MB).`

/** The data URL as given when it is a JPEG or PNG within the limit; else 400 (usr_image_url) or 413. */
export const checkImage = (dataUrl: string): string => {
  const match = DATA_URL.exec(dataUrl.trim())
  const type = match?.[1] as (typeof IMAGE_TYPES)[number] | undefined
  if (!match || !type || !IMAGE_TYPES.includes(type)) throw wrongType()
  // base64 length says the decoded size before decoding: a huge upload is refused without allocating it.
  if (Math.floor((match[2]!.length * 3) / 4) - (match[2]!.match(/=+$/)?.[0].length ?? 0) > MAX_IMAGE_BYTES)
    throw new HttpProblem(413, "IMAGE_TOO_LARGE", TOO_LARGE, { usr_image_url: TOO_LARGE })
  const bytes = Buffer.from(match[2]!, "base64")
  if (!MAGIC[type].every((byte, i) => bytes[i] === byte)) throw wrongType()
  return dataUrl.trim()
}

const wrongType = () => new HttpProblem(400, "VALIDATION", WRONG_TYPE, { usr_image_url: WRONG_TYPE })
