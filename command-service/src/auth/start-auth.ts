/**
 * @module Sign-in for one process: mail, the sign-in tables, the identity provider's discovery (started in
 * the background) and the first administrator. Called by `startIdentity` (identity/start-identity.ts).
 */
import type { IdentityConfig } from "@bimprofile/infra/config"
import type { PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import type { TokenSigner } from "@bimprofile/infra/auth/tokens"
import type { Logger } from "@bimprofile/infra/logger"
import { createMailer, type Mailer } from "@bimprofile/infra/mail/mailer"
import type { SqlClient } from "@bimprofile/infra/sql/sql-client"
import path from "node:path"
import type { Credentials, Invitations } from "../identity/invitations"
import { type AuthServices, createAuthServices } from "./auth-deps"
import { type BootstrapResult, ensureAdministrator } from "./bootstrap-admin"
import type { AuthDirectory, AuthIdentity } from "./identity-port"
import { licenceSourceFrom } from "./licence-source"
import { registrationSourceFrom } from "./registration-source"
import { mailInvitations, storedCredentials } from "./mail-invitations"
import type { UserReader } from "./sessions"

export type StartAuthOptions = {
  readonly sql: Pick<SqlClient, "query" | "transaction">
  readonly store: Pick<EventStore, "readStream" | "readByType">
  readonly signer: TokenSigner
  readonly identity: AuthIdentity
  readonly directory: AuthDirectory
  readonly vault: PersonalDataVault
  /** The user of a sign-in answer, as the write side knows them (identity/users/user-view.ts). */
  readonly readUser: UserReader
  readonly config: IdentityConfig
  /** `${dataDir}/outbox/` takes the mails when no SMTP_URL is set. */
  readonly dataDir: string
  readonly admin: { email: string | undefined; password: string | undefined }
  readonly log: Logger
  /** Another transport (tests); default: SMTP_URL or the outbox. */
  readonly mailer?: Mailer
}

export type Auth = {
  readonly services: AuthServices
  readonly invitations: Invitations
  readonly credentials: Credentials
  readonly admin: BootstrapResult
  stop(): void
}

export const startAuth = async (options: StartAuthOptions): Promise<Auth> => {
  const { sql, config, log } = options
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(options.dataDir, "outbox"),
      log,
      // Outbox files named by the recipient's keyed digest: erasure finds and deletes them.
      recipientKey: (to) => options.vault.emailDigest(to),
    })
  const services = createAuthServices({
    sql,
    signer: options.signer,
    identity: options.identity,
    directory: options.directory,
    readUser: options.readUser,
    licenceSource: licenceSourceFrom(options.store),
    registrationSource: registrationSourceFrom(options.store),
    vault: options.vault,
    mailer,
    config,
    log,
  })
  services.provider?.discovery.start()
  const admin = await ensureAdministrator(
    { sql, store: options.store, identity: options.identity, directory: options.directory, credentials: services.credentials, log },
    options.admin,
  )
  await services.refreshTokens.prune()
  return {
    services,
    invitations: mailInvitations(services),
    credentials: storedCredentials(services),
    admin,
    stop: () => services.provider?.discovery.stop(),
  }
}
