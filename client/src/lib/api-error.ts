/** @module An API call that did not succeed: its status and error body {message, internal_code, details}. */
import type { ErrorBody } from "@bimprofile/contracts/errors/error-body"
import { serverMessage } from "./server-message"

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | undefined,
  ) {
    // The user's language (lib/server-message.ts); `body.message` keeps the server's own words.
    super(body?.message === undefined ? `HTTP ${status}` : serverMessage(body))
  }

  get code() {
    return this.body?.internal_code
  }

  /** Per-field texts of a 400/409, for forms to show beside their fields. */
  get fieldErrors(): Record<string, string> {
    const details = this.body?.details
    if (!details || typeof details !== "object") return {}
    // A field text that repeats the message is worded like the message.
    return Object.fromEntries(Object.entries(details).map(([field, text]) => [field, text === this.body?.message ? this.message : text]))
  }
}

/** Codes that mean "your token is not (or no longer) good": refresh once, else log out (spec §8). */
export const TOKEN_ERROR_CODES = new Set(["AUTH", "AUTH_NO_TOK", "AUTH_EXP_TOK", "AUTH_BE_TOK", "AUTH_INV_TOK", "invalid_token", "AUTH_IDP_INV_TOK"])
/** The provider's "invalid authorised party" code counts as both a token error and a permission error. */
export const INVALID_AUTHORISED_PARTY = "AUTH_IDP_AZP"
export const NO_PERMISSION_CODE = "AUTH_PRO"
export const UNVERIFIED_EMAIL_CODE = "AUTH_IDP_EMAIL"
export const NO_CUSTOMER_ROLE_CODE = "AUTH_IDP_ROLE"
