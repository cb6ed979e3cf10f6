/** @module Configuration from the environment, read once at start. */
import path from "node:path"

export type Config = {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  readonly adminEmail: string | undefined
  readonly adminPassword: string | undefined
  readonly jwtSecret: string | undefined
  readonly logLevel: "debug" | "info" | "warn" | "error"
  /** Sign-in, mail and identity provider: see docs/identity.md "Configuration". */
  readonly identity: IdentityConfig
}

export type IdentityConfig = {
  /** Base of the links in mails (`${appUrl}/activate/{token}`). */
  readonly appUrl: string
  /** smtp(s)://user:pass@host:port; without it mails are written as .eml files to `${dataDir}/outbox/`. */
  readonly smtpUrl: string | undefined
  readonly mailFrom: string
  readonly oidc: OidcConfig | undefined
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  readonly trustProxy: boolean
  readonly pepper: string | undefined
  /** Invitations one person may send per hour (BIMP_INVITATIONS_PER_HOUR): each sends a mail to an address of their choice. */
  readonly invitationsPerHour: number
}

export type OidcConfig = {
  readonly issuer: string
  readonly clientId: string
  readonly clientSecret: string | undefined
  /** Claim holding the roles; a dotted path such as `realm_access.roles` works. */
  readonly rolesClaim: string
  /** The role every user needs; empty: no check. */
  readonly customerRole: string
  readonly proRole: string
  readonly registerUrl: string | null
  readonly passwordUrl: string | null
  readonly profileUrl: string | null
}

/** A positive whole number, else the default (an unusable value must not switch a limit off). */
const positiveInteger = (value: string | undefined, fallback: number) => {
  const parsed = Number(value)
  return value !== undefined && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback
}

/** Live streams (GET /1.2/live) one user may hold open at once (BIMP_LIVE_STREAMS_PER_USER). */
export const readLiveStreamsPerUser = (env: NodeJS.ProcessEnv = process.env): number => positiveInteger(env.BIMP_LIVE_STREAMS_PER_USER, 20)

/** Bytes of answers the query service keeps per process (BIMP_ANSWER_CACHE_MB, mebibytes; default 64). */
export const readAnswerCacheBytes = (env: NodeJS.ProcessEnv = process.env): number => positiveInteger(env.BIMP_ANSWER_CACHE_MB, 64) * 1024 * 1024

const flag = (value: string | undefined) => value !== undefined && /^(1|true|yes|on)$/i.test(value.trim())

export const readIdentityConfig = (env: NodeJS.ProcessEnv = process.env): IdentityConfig => ({
  appUrl: (env.APP_URL || `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, ""),
  smtpUrl: env.SMTP_URL || undefined,
  mailFrom: env.MAIL_FROM || "BIM Profile <no-reply@bimprofile.local>",
  oidc: env.OIDC_ISSUER
    ? {
        issuer: env.OIDC_ISSUER,
        clientId: env.OIDC_CLIENT_ID ?? "",
        clientSecret: env.OIDC_CLIENT_SECRET || undefined,
        rolesClaim: env.OIDC_ROLES_CLAIM || "roles",
        customerRole: env.OIDC_CUSTOMER_ROLE ?? "customer",
        proRole: env.OIDC_PRO_ROLE || "pro",
        registerUrl: env.OIDC_REGISTER_URL || null,
        passwordUrl: env.OIDC_PASSWORD_URL || null,
        profileUrl: env.OIDC_PROFILE_URL || null,
      }
    : undefined,
  trustProxy: flag(env.TRUST_PROXY),
  pepper: env.BIMP_IDENTITY_PEPPER || undefined,
  invitationsPerHour: positiveInteger(env.BIMP_INVITATIONS_PER_HOUR, 50),
})

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => ({
  port: Number(env.PORT ?? 8080),
  host: env.HOST ?? "0.0.0.0",
  dataDir: path.resolve(env.DATA_DIR ?? "data"),
  databaseUrl: env.DATABASE_URL || undefined,
  adminEmail: env.BIMP_ADMIN_EMAIL || undefined,
  adminPassword: env.BIMP_ADMIN_PASSWORD || undefined,
  jwtSecret: env.BIMP_JWT_SECRET || undefined,
  logLevel: (env.LOG_LEVEL as Config["logLevel"]) ?? "info",
  identity: readIdentityConfig(env),
})
