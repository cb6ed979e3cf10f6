import { describe, expect, it } from "vitest"
import { ApiError } from "./api-error"
import { formErrorsOf } from "./form-errors"

describe("formErrorsOf", () => {
  it("given field details of the form's fields, then they go beside the fields and nothing is general", () => {
    const error = new ApiError(400, { message: "Ungültig", internal_code: "VALIDATION", details: { usr_email: "Unbekannt", other: "x" } })
    expect(formErrorsOf(error, ["usr_email", "roles"])).toEqual({ fields: { usr_email: "Unbekannt" }, general: null })
  })

  it("given no field details and a fallback field, then the message goes to that field", () => {
    const error = new ApiError(404, { message: "Kein Benutzer gefunden.", internal_code: "NOT_FOUND", details: null })
    expect(formErrorsOf(error, ["usr_email"], (e) => (e.status === 404 ? "usr_email" : undefined))).toEqual({
      fields: { usr_email: "Kein Benutzer gefunden." },
      general: null,
    })
  })

  it("given no field details and no fallback, then the message is general", () => {
    const error = new ApiError(409, { message: "Konflikt", internal_code: "CONFLICT", details: null })
    expect(formErrorsOf(error, ["usr_email"])).toEqual({ fields: {}, general: "Konflikt" })
  })
})
