import { describe, expect, it } from "vitest"
import { TokenSigner } from "./tokens"

const signer = new TokenSigner(Buffer.from("tokens-test-secret"))
const claims = { sub: "7", email: "a@b.test", org: null, sid: "s1" }
const access = signer.sign({ ...claims, typ: "access" }, 600)

describe("token verification", () => {
  it("accepts a token it signed, of the expected kind", async () => {
    expect(await signer.verify(access, "access")).toMatchObject({ ok: true, claims: { sub: "7", typ: "access", sid: "s1" } })
    expect(await signer.verify(access, "refresh")).toEqual({ ok: false, reason: "invalid" })
  })

  it("refuses a token with extra segments, a changed payload or another key", async () => {
    const [header, payload, signature] = access.split(".")
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: "1", typ: "access", exp: 9_999_999_999 })).toString("base64url")
    const forged = [
      `${access}.extra`,
      `${access}.`,
      `${header}.${otherPayload}.${signature}`,
      `${header}.${payload}`,
      new TokenSigner(Buffer.from("another-secret")).sign({ ...claims, typ: "access" }, 600),
      // alg "none" without signature.
      `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`,
    ]
    for (const token of forged) expect(await signer.verify(token, "access"), token).toEqual({ ok: false, reason: "invalid" })
  })

  it("tells an expired token from an invalid one, and still reads its claims for logout", async () => {
    const expired = signer.sign({ ...claims, typ: "access" }, 60, Date.now() - 3_600_000)
    expect(await signer.verify(expired, "access")).toEqual({ ok: false, reason: "expired" })
    expect(await signer.verifyIgnoringExpiry(expired, "access")).toMatchObject({ sid: "s1" })
    expect(await signer.verifyIgnoringExpiry(`${expired}.extra`, "access")).toBeUndefined()
  })

  it("remembers a verified token, yet still refuses it once expired or for another kind", async () => {
    const now = Date.now()
    const token = signer.sign({ ...claims, typ: "access" }, 60, now)
    expect(await signer.verify(token, "access", now)).toMatchObject({ ok: true })
    expect(await signer.verify(token, "access", now + 30_000)).toMatchObject({ ok: true, claims: { sub: "7" } })
    expect(await signer.verify(token, "refresh", now + 30_000)).toEqual({ ok: false, reason: "invalid" })
    expect(await signer.verify(token, "access", now + 61_000)).toEqual({ ok: false, reason: "expired" })
    expect(await signer.verify(`${token}.extra`, "access", now)).toEqual({ ok: false, reason: "invalid" })
  })
})
