/**
 * @module Identity and sign-in for one process: the personal-data vault, the write side's directory, the
 * identity service and sign-in (`startAuth`). The launcher and the command service's own server call it.
 */
import type { TokenSigner } from "@bimprofile/infra/auth/tokens"
import type { IdentityConfig } from "@bimprofile/infra/config"
import { loadPersonalDataVault, type PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import type { Database } from "@bimprofile/infra/database"
import type { IdAllocator } from "@bimprofile/infra/ids/id-allocator"
import type { Logger } from "@bimprofile/infra/logger"
import type { CommandAppDeps } from "../app"
import { CredentialStore } from "../auth/credential-store"
import { type Auth, startAuth } from "../auth/start-auth"
import { IdentityService } from "./identity-service"
import { StreamDirectory } from "./stream-directory"
import { type ProjectStates, UserProjectRoles } from "./users/user-project-roles"
import { readUserView } from "./users/user-view"

export type StartIdentityOptions = {
  readonly db: Pick<Database, "sql" | "store" | "bus">
  readonly ids: IdAllocator
  /** The project states of the write side (project-service.ts): a user's roles on projects come from them. */
  readonly projects: ProjectStates
  readonly signer: TokenSigner
  readonly config: IdentityConfig
  /** `${dataDir}/outbox/` takes the mails when no SMTP_URL is set. */
  readonly dataDir: string
  readonly admin: { email: string | undefined; password: string | undefined }
  readonly log: Logger
}

export type Identity = {
  /** Seals and opens personal fields; e-mail digests. */
  readonly vault: PersonalDataVault
  /** The write side's users and organisations (implements Directory). */
  readonly directory: StreamDirectory
  readonly identity: IdentityService
  readonly auth: Auth
  /** What `createCommandApp` takes for people, sign-in and /1.2/user. */
  readonly appDeps: Pick<CommandAppDeps, "directory" | "people" | "auth" | "users">
}

export const startIdentity = async ({ db, ids, projects, signer, config, dataDir, admin, log }: StartIdentityOptions): Promise<Identity> => {
  const vault = await loadPersonalDataVault(db.sql, config.pepper)
  const directory = new StreamDirectory(db.store, vault, { subscribe: (listener) => db.bus.subscribe("bimp_identity", () => listener()) })
  const identity = new IdentityService(db.store, ids, vault, directory)
  const projectRoles = new UserProjectRoles(db.store, projects)
  const credentials = new CredentialStore(db.sql)
  const readUser = (userId: number) => readUserView({ directory, vault, projectRoles, lastLogin: (id) => credentials.lastLogin(id) }, userId)
  const auth = await startAuth({ sql: db.sql, store: db.store, signer, identity, directory, vault, readUser, config, dataDir, admin, log })
  return {
    vault,
    directory,
    identity,
    auth,
    appDeps: {
      directory,
      people: identity,
      auth: auth.services,
      users: { store: db.store, identity, directory, invitations: auth.invitations, credentials: auth.credentials, readUser },
    },
  }
}
