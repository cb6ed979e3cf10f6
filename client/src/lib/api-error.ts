/** @module An API call that did not succeed: its status and error body {message, internal_code, details}. */
import type { ErrorBody } from "@bimprofile/contracts/errors/error-body"

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | undefined,
  ) {
    super(body?.message ?? `HTTP ${status}`)
  }

  get code() {
    return this.body?.internal_code
  }

  /** Per-field texts of a 400/409, for forms to show beside their fields. */
  get fieldErrors(): Record<string, string> {
    const details = this.body?.details
    return details && typeof details === "object" ? details : {}
  }
}

/** Codes that mean "your token is not (or no longer) good": refresh once, else log out (spec §8). */
export const TOKEN_ERROR_CODES = new Set(["AUTH", "AUTH_NO_TOK", "AUTH_EXP_TOK", "AUTH_BE_TOK", "AUTH_INV_TOK", "invalid_token", "AUTH_IDP_INV_TOK"])
/** The provider's "invalid authorised party" code counts as both a token error and a permission error. */
export const INVALID_AUTHORISED_PARTY = "AUTH_IDP_AZP"
export const NO_PERMISSION_CODE = "AUTH_PRO"
export const UNVERIFIED_EMAIL_CODE = "AUTH_IDP_EMAIL"
export const NO_CUSTOMER_ROLE_CODE = "AUTH_IDP_ROLE"
