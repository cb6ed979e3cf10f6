/**
 * @module Everything the /1.2/auth routes work with: the identity side, the read side's user, mail, and
 * the sign-in tables (built once from the database by `createAuthServices`).
 */
import type { IdentityConfig } from "@bimprofile/infra/config"
import type { PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import type { TokenSigner } from "@bimprofile/infra/auth/tokens"
import { requestCorrelationId } from "@bimprofile/infra/http/correlation-id"
import type { Logger } from "@bimprofile/infra/logger"
import type { Mailer, MailMessage } from "@bimprofile/infra/mail/mailer"
import type { SqlClient } from "@bimprofile/infra/sql/sql-client"
import type { Context } from "hono"
import type { CommandContext } from "../shared/command-context"
import { CredentialStore } from "./credential-store"
import type { AuthDirectory, AuthIdentity } from "./identity-port"
import { OidcDiscovery } from "./oidc/discovery"
import { ProviderClient } from "./oidc/provider-client"
import { OneTimeTokens } from "./one-time-tokens"
import { RefreshTokens } from "./refresh-tokens"
import { Sessions, type UserReader } from "./sessions"
import type { RegistrationSource } from "./registration-source"
import { Throttle } from "./throttle"

export type AuthDeps = {
  /** Queries, and transactions for the throttle's per-scope locks. */
  readonly sql: Pick<SqlClient, "query" | "transaction">
  readonly signer: TokenSigner
  readonly identity: AuthIdentity
  readonly directory: AuthDirectory
  /** The read side's user (`readUserDto`). */
  readonly readUser: UserReader
  /** Who last set the user's licence ("sso": the provider's pro role, which may take it back). */
  readonly licenceSource: (userId: number) => Promise<"admin" | "sso" | undefined>
  /** How the account came to be (registration-source.ts). */
  readonly registrationSource: (userId: number) => Promise<RegistrationSource | undefined>
  readonly vault: Pick<PersonalDataVault, "emailDigest" | "digest">
  readonly mailer: Mailer
  readonly config: IdentityConfig
  readonly log: Logger
  /** How long a sign-in waits for the user to reach the read models (default five seconds). */
  readonly userWaitMs?: number
}

export type AuthServices = AuthDeps & {
  readonly credentials: CredentialStore
  readonly oneTimeTokens: OneTimeTokens
  readonly refreshTokens: RefreshTokens
  readonly throttle: Throttle
  readonly sessions: Sessions
  readonly provider: { readonly discovery: OidcDiscovery; readonly client: ProviderClient } | undefined
}

export const createAuthServices = (deps: AuthDeps): AuthServices => {
  const refreshTokens = new RefreshTokens(deps.sql)
  const oidc = deps.config.oidc
  const discovery = oidc ? new OidcDiscovery(oidc.issuer, deps.log) : undefined
  return {
    ...deps,
    credentials: new CredentialStore(deps.sql),
    oneTimeTokens: new OneTimeTokens(deps.sql),
    refreshTokens,
    throttle: new Throttle(deps.sql),
    sessions: new Sessions(deps.signer, refreshTokens, deps.readUser, deps.userWaitMs),
    provider: oidc && discovery ? { discovery, client: new ProviderClient(oidc, discovery, deps.log) } : undefined,
  }
}

/** The context of a call nobody is signed in for (registration, reset, login): user 0. */
export const anonymousContext = (c: Context, userId = 0): CommandContext => ({
  userId,
  orgId: null,
  correlationId: requestCorrelationId(c.req.header("x-correlation-id")),
  causationId: null,
})

/**
 * Sends without making the caller wait: the answer must not take longer when a mail goes out than when
 * none does (that would tell whether an e-mail is registered). Failures are logged without the address.
 */
export const sendInBackground = (services: Pick<AuthDeps, "mailer" | "log">, message: MailMessage) => {
  services.mailer.send(message).catch((error: unknown) => {
    services.log.error("sending a mail failed", { subject: message.subject, ...errorCodes(error) })
  })
}

/**
 * Only codes of an error, never its message: an SMTP server's or the database's message may quote an
 * e-mail address.
 */
export const errorCodes = (error: unknown) => {
  const { code, responseCode, internalCode, name } = (error ?? {}) as { code?: unknown; responseCode?: unknown; internalCode?: unknown; name?: unknown }
  return {
    code: String(code ?? internalCode ?? "unknown"),
    responseCode: typeof responseCode === "number" ? responseCode : null,
    error: typeof name === "string" ? name : "unknown",
  }
}

/**
 * Work done after the answer went out (what would otherwise make the answer's timing tell whether an
 * e-mail is registered); a failure is logged by its codes only.
 */
export const runInBackground = (services: Pick<AuthDeps, "log">, what: string, work: () => Promise<unknown>) => {
  void Promise.resolve()
    .then(work)
    .catch((error: unknown) => services.log.error(`${what} failed`, errorCodes(error)))
}
