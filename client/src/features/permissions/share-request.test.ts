import { describe, expect, it } from "vitest"
import { ApiError } from "../../lib/api-error"
import { asksForOrganisation, shareBody } from "./share-request"

describe("share request", () => {
  it("given a chosen organisation and an e-mail, then the organisation is sent alone", () => {
    expect(shareBody({ email: "a@b.ch", orgId: "12" })).toEqual({ org_id: 12 })
  })

  it("given only an e-mail, then the member's e-mail is sent, trimmed", () => {
    expect(shareBody({ email: " a@b.ch ", orgId: "" })).toEqual({ usr_email: "a@b.ch" })
  })

  it("given neither, then nothing is sent", () => {
    expect(shareBody({ email: "  ", orgId: "" })).toBeNull()
  })

  it("given the server's 'choose an organisation' answer, as text or as an org_id field, then the choice is asked for", () => {
    expect(asksForOrganisation(new ApiError(400, { message: "Wählen Sie eine Organisation aus.", internal_code: "VALIDATION", details: null }))).toBe(true)
    expect(asksForOrganisation(new ApiError(400, { message: "Ungültig", internal_code: "VALIDATION", details: { org_id: "Wählen Sie eine Organisation aus." } }))).toBe(true)
    expect(asksForOrganisation(new ApiError(404, { message: "Kein Benutzer gefunden.", internal_code: "NOT_FOUND", details: null }))).toBe(false)
  })
})
