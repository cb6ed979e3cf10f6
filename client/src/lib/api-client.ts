/**
 * @module The one configured client of the 1.2 API. It sends the bearer token and X-Min-Position, records
 * X-Position and the user's last activity, and handles the spec's error catalogue (§8) in one place:
 * 202 rejected, 503 retried (5×) then maintenance, 404 → not-found, token errors → one refresh and replay
 * (else logout), AUTH_PRO → not-authorized (GET) or a toast, anything else → a composed error toast. In time-travel
 * mode (time-travel.ts) it sends the project's reads with `as_of`, refuses changes, and leaves a 404 to the page.
 */
import type { ErrorBody } from "@bimprofile/contracts/errors/error-body"
import { MAX_RETRIES_ON_503, REFRESH_GRACE_MS, SUPPORT_EMAIL } from "../config/app-config"
import { paths } from "../config/paths"
import {
  ApiError,
  INVALID_AUTHORISED_PARTY,
  NO_CUSTOMER_ROLE_CODE,
  NO_PERMISSION_CODE,
  TOKEN_ERROR_CODES,
  UNVERIFIED_EMAIL_CODE,
} from "./api-error"
import { appEvents$, navigateTo, toast } from "./app-events"
import { readHeaders, takeEarly } from "./early-reads"
import { fieldLabel } from "./field-labels"
import { logoutAfterAuthError } from "./logout-after-auth-error"
import { t } from "./i18n"
import { missingKindOf } from "./missing-kind"
import { minPosition, sawReadPosition, seenPosition } from "./positions"
import { clearSession, getSession, storeTokens, updateSession } from "./session"
import { asOfPath, refusesChange, sawAsOfPosition, timeTravel } from "./time-travel"

export type ApiOptions = {
  readonly body?: unknown
  /** A file sent as the body as it is (an upload), with its media type, instead of a JSON body. */
  readonly file?: { readonly bytes: Blob; readonly type: string }
  /** Told how much of the file was sent (an upload's progress bar): the call then goes by XMLHttpRequest, which tells, where fetch does not. */
  readonly onProgress?: (sent: number, total: number) => void
  /** The answer's bytes as a Blob (a download), not read as JSON. */
  readonly binary?: boolean
  /** The language a file is written in (`Accept-Language`: reports, the Excel profile), when it is the app's, not the browser's. */
  readonly language?: string
  /** Handle errors in the caller (forms): no toast, no navigation; the ApiError is thrown. */
  readonly quiet?: boolean
  /** A 404 is an answer the caller expects (e.g. a name check): no not-found page. */
  readonly allowNotFound?: boolean
  readonly signal?: AbortSignal
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A retry waits what the server's Retry-After asks (its database restarting), at most 10 s; else a growing pause. */
const MAX_RETRY_AFTER_MS = 10_000
const retryDelayMs = (response: Response, attempt: number) => {
  const seconds = Number(response.headers.get("Retry-After"))
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 250 * attempt
}

export const api = async <T>(method: string, path: string, options: ApiOptions = {}): Promise<T> => {
  // Decided before anything is awaited: the time-travel mode of the moment the call is made.
  if (refusesChange(method, path)) throw refusedInTimeTravel()
  path = asOfPath(method, path)
  let response = await send(method, path, options)
  let answer = await body(response, options)
  if (isTokenFailure(response, answer) && !path.startsWith("/1.2/auth/")) {
    // One refresh, then the same request once more (spec §4); still refused → logged out.
    if (await refreshAfterFailure()) {
      response = await send(method, path, options)
      answer = await body(response, options)
    }
    if (isTokenFailure(response, answer)) {
      const error = new ApiError(response.status, answer as ErrorBody)
      // Even a form that shows its own errors cannot go on without a session.
      logoutAfterAuthError(error.message)
      throw error
    }
  }
  if (response.status === 202) throw new ApiError(202, answer as ErrorBody)
  if (response.ok) return answer as T
  throw handleFailure(method, path, options, new ApiError(response.status, typeof answer === "object" ? (answer as ErrorBody) : undefined))
}

export const get = <T>(path: string, options?: ApiOptions) => api<T>("GET", path, options)
export const post = <T>(path: string, body?: unknown, options?: ApiOptions) => api<T>("POST", path, { ...options, body })
export const patch = <T>(path: string, body?: unknown, options?: ApiOptions) => api<T>("PATCH", path, { ...options, body })
export const del = <T>(path: string, options?: ApiOptions) => api<T>("DELETE", path, options)

/** A change asked for while the project is shown as of an earlier point: never sent (the pages offer none). */
const refusedInTimeTravel = () => {
  const message = t("history:timeTravel.refused")
  toast("warning", message)
  return new ApiError(409, { message, internal_code: "AS_OF_READ_ONLY", details: null })
}

let refreshing: Promise<boolean> | undefined

/** One refresh at a time; resolves whether it worked. Errors are only logged (spec §4). */
export const refreshTokens = (): Promise<boolean> => {
  refreshing ??= (async () => {
    const session = getSession()
    if (!session.refreshToken) return false
    updateSession({ refreshInProgress: true })
    try {
      const response = await fetch("/1.2/auth/refresh", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ refresh_token: session.refreshToken }),
      })
      if (!response.ok) return false
      const answer = await response.json()
      storeTokens(answer.token, answer.usr)
      return true
    } catch (error) {
      console.warn("token refresh failed", error)
      return false
    } finally {
      updateSession({ refreshInProgress: false })
      refreshing = undefined
    }
  })()
  return refreshing
}

const send = async (method: string, path: string, options: ApiOptions, attempt = 1): Promise<Response> => {
  const session = getSession()
  updateSession({ lastActivity: Date.now() })
  const read = { accessToken: session.accessToken, minPosition: minPosition() }
  // A read the app start already sent (lib/early-reads.ts) is not sent twice.
  const early = method === "GET" && attempt === 1 ? takeEarly(path, read) : undefined
  // Loaded with the first upload that shows its progress: no page needs it at start.
  const transport = options.onProgress && options.file ? (await import("./fetch-with-progress")).fetchWithProgress(options.onProgress) : fetch
  const response = await (early ??
    transport(path, {
      method,
      headers: {
        ...(method === "GET" ? readHeaders(read.accessToken, read.minPosition) : session.accessToken && { Authorization: `Bearer ${session.accessToken}` }),
        ...(options.body !== undefined && { "Content-Type": "application/json" }),
        ...(options.file && { "Content-Type": options.file.type }),
        ...(options.language && { "Accept-Language": options.language }),
      },
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
      ...(options.file && { body: options.file.bytes }),
      ...(options.signal && { signal: options.signal }),
    }))
  seenPosition(Number(response.headers.get("X-Position") ?? 0))
  sawReadPosition(Number(response.headers.get("X-Read-Position") ?? 0))
  sawAsOfPosition(response.headers.get("X-As-Of-Position"))
  if (response.status === 503) {
    if (attempt <= MAX_RETRIES_ON_503) {
      await wait(retryDelayMs(response, attempt))
      return send(method, path, options, attempt + 1)
    }
    appEvents$.next({ type: "maintenance" })
  }
  return response
}

const body = async (response: Response, options: ApiOptions): Promise<unknown> => {
  if (options.binary && response.ok) return response.blob()
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const isTokenFailure = (response: Response, answer: unknown) => {
  if (response.status !== 401 && response.status !== 400) return false
  const code = (answer as ErrorBody | undefined)?.internal_code ?? ""
  return TOKEN_ERROR_CODES.has(code) || code === INVALID_AUTHORISED_PARTY
}

/** The refresh after a refused token: not when none exists or the last try is long past expiry (spec §4). */
const refreshAfterFailure = async () => {
  const session = getSession()
  if (!session.refreshToken) return false
  const tooLate = session.expiresAt !== null && Date.now() > session.expiresAt + REFRESH_GRACE_MS && session.refreshAttemptAt !== null
  updateSession({ refreshAttemptAt: Date.now() })
  return !tooLate && (await refreshTokens())
}

/** What the app does about a refused call that is not a token problem; returns the error to throw. */
const handleFailure = (method: string, path: string, options: ApiOptions, error: ApiError): ApiError => {
  const code = error.code ?? ""
  if (options.quiet) return error
  if (error.status === 401 && (code === NO_PERMISSION_CODE || code === INVALID_AUTHORISED_PARTY)) {
    if (method === "GET") navigateTo(paths.notAuthorized, true)
    else toast("error", error.message)
  } else if (error.status === 401 && code === UNVERIFIED_EMAIL_CODE) {
    toast("error", t("errors.unverifiedEmail"))
  } else if (error.status === 401 && code === NO_CUSTOMER_ROLE_CODE) {
    toast("error", t("errors.noCustomerRole", { email: SUPPORT_EMAIL }))
    clearSession()
    navigateTo(paths.logoutNoCustomerRole, true)
  } else if (error.status === 404 && options.allowNotFound) {
    // the caller expects it
  } else if (error.status === 404 && method === "GET" && timeTravel()) {
    // What did not exist yet at that point: the page says so and keeps the point in time (no not-found page).
  } else if (error.status === 404 && method === "GET") {
    toast("warning", error.message)
    const missing = missingKindOf(path)
    navigateTo(missing ? paths.notFoundOf(missing) : paths.notFound, true)
  } else {
    toast("error", composeErrorMessage(error))
  }
  return error
}

/** message, then ' (internal code: X)' when there is one, then one line per field: 'label ist text'. */
export const composeErrorMessage = (error: ApiError): string => {
  const lines = [error.message + (error.code ? ` (${t("errors.internalCode")}: ${error.code})` : "")]
  for (const [field, text] of Object.entries(error.fieldErrors)) {
    if (text === error.message) continue
    lines.push(`${fieldLabel(field)} ${t("errors.is")} ${text.charAt(0).toLowerCase()}${text.slice(1)}`)
  }
  return lines.join("\n")
}

