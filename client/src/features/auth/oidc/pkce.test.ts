import { describe, expect, it } from "vitest"
import { base64Url, codeChallengeS256, createCodeVerifier, createState } from "./pkce"

// RFC 7636 Appendix B: the octets of the verifier, the verifier, and its S256 challenge.
const RFC_OCTETS = [116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121]
const RFC_VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
const RFC_CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"

describe("PKCE", () => {
  it("given the RFC 7636 octets, then the verifier is the RFC's (base64url, no padding)", () => {
    expect(createCodeVerifier((bytes) => (bytes.set(RFC_OCTETS), bytes))).toBe(RFC_VERIFIER)
  })

  it("given the RFC 7636 verifier, then the S256 challenge is the RFC's", async () => {
    expect(await codeChallengeS256(RFC_VERIFIER)).toBe(RFC_CHALLENGE)
  })

  it("given the browser's randomness, then verifiers are 43 URL-safe characters and differ, states too", () => {
    const a = createCodeVerifier()
    const b = createCodeVerifier()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(a).not.toBe(b)
    expect(createState()).not.toBe(createState())
  })

  it("given bytes that need + / and padding in base64, then base64url uses - _ and no =", () => {
    expect(base64Url(new Uint8Array([251, 255, 191]))).toBe("-_-_")
    expect(base64Url(new Uint8Array([255]))).toBe("_w")
  })
})
