/** @module Bearer authentication for every call but the open ones; puts the caller on the context. */
import type { MiddlewareHandler } from "hono"
import type { TokenSigner } from "../auth/tokens"
import { requestCorrelationId } from "./correlation-id"
import { HttpProblem } from "./problem"

export type Caller = { readonly userId: number; readonly email: string; readonly orgId: number | null }

/** `tokenExpiresAt`: when the caller's access token expires (ms since the epoch); a live stream ends then. */
export type AuthVariables = { caller: Caller; correlationId: string; tokenExpiresAt: number }
export type AuthEnv = { Variables: AuthVariables }

export type AuthenticateOptions = {
  /**
   * Also accept the access token as `?access_token=` when no Authorization header is sent: for a
   * browser's EventSource, which cannot set headers (live updates only — a URL ends up in logs).
   */
  readonly queryToken?: boolean
}

export const authenticate = (signer: TokenSigner, { queryToken = false }: AuthenticateOptions = {}): MiddlewareHandler<AuthEnv> =>
  async function authenticateCaller(c, next) {
    c.set("correlationId", requestCorrelationId(c.req.header("x-correlation-id")))
    const header = c.req.header("authorization")
    const fromQuery = queryToken && header === undefined ? c.req.query("access_token") : undefined
    const token = fromQuery?.trim() || /^Bearer\s+(.+)$/i.exec(header ?? "")?.[1]?.trim()
    if (!token) throw new HttpProblem(401, "AUTH_NO_TOK", "Authentifizierung erforderlich: es wurde kein Token gesendet.")
    const verdict = await signer.verify(token, "access")
    if (!verdict.ok) {
      if (verdict.reason === "expired") throw new HttpProblem(401, "AUTH_EXP_TOK", "Das Token ist abgelaufen.")
      throw new HttpProblem(401, "AUTH_INV_TOK", "Das Token ist ungültig.")
    }
    c.set("caller", { userId: Number(verdict.claims.sub), email: verdict.claims.email, orgId: verdict.claims.org })
    c.set("tokenExpiresAt", verdict.claims.exp * 1000)
    await next()
  }
