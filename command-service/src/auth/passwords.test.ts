import { describe, expect, it } from "vitest"
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords"

describe("passwords", () => {
  it("a hash verifies its password only, and two hashes of one password differ", async () => {
    const hash = await hashPassword("richtig-langes-passwort")
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(await verifyPassword("richtig-langes-passwort", hash)).toBe(true)
    expect(await verifyPassword("falsches-passwort", hash)).toBe(false)
    expect(await hashPassword("richtig-langes-passwort")).not.toBe(hash)
  })

  it("Unicode compositions count as the same password", async () => {
    expect(await verifyPassword("Gru\u0308sse", await hashPassword("Grüsse"))).toBe(true)
  })

  it("refuses stored parameters beyond the cost bound, and the dummy never matches", async () => {
    const hash = await hashPassword("passwort-123")
    expect(await verifyPassword("passwort-123", hash.replace("scrypt$32768$", "scrypt$1048576$"))).toBe(false)
    expect(await verifyPassword("passwort-123", "bcrypt$whatever")).toBe(false)
    expect(await verifyAgainstDummy("passwort-123")).toBe(false)
  })
})
