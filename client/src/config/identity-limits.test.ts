import * as authBodies from "@bimprofile/contracts/bodies/auth-bodies"
import * as userBodies from "@bimprofile/contracts/bodies/user-bodies"
import { describe, expect, it } from "vitest"
import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./identity-limits"

describe("identity limits", () => {
  it("given the contracts, then the client checks the same password lengths, picture size and picture types", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(authBodies.MIN_PASSWORD_LENGTH)
    expect(MAX_PASSWORD_LENGTH).toBe(authBodies.MAX_PASSWORD_LENGTH)
    expect(MAX_IMAGE_BYTES).toBe(userBodies.MAX_IMAGE_BYTES)
    expect(IMAGE_TYPES).toEqual(userBodies.IMAGE_TYPES)
  })
})
