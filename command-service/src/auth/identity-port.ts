/**
 * @module What sign-in needs of the identity side (command-service/src/identity): registering and
 * changing users through their streams, and the directory's lookups. The IdentityService and the
 * Directory satisfy these shapes; sign-in never writes a user event itself.
 */
import type { PersonalFields } from "@bimprofile/contracts/events/identity/user-events"
import type { CommandContext } from "../shared/command-context"
import type { Directory } from "../identity/directory"
import type { Registration } from "../identity/identity-service"

export type { Registration } from "../identity/identity-service"

export interface AuthIdentity {
  /** The new user's id; throws when the e-mail is registered already (the reservation refuses it). */
  registerUser(registration: Registration, ctx: CommandContext): Promise<number>
  activate(userId: number, ctx: CommandContext): Promise<unknown>
  /** Creates the user's personal organisation when a registration stopped before it (idempotent). */
  ensurePersonalOrganisation(userId: number, ctx: CommandContext): Promise<unknown>
  recordPasswordChange(userId: number, reason: "change" | "reset" | "invitation", ctx: CommandContext): Promise<unknown>
  setLicence(userId: number, licensed: boolean, source: "admin" | "sso", ctx: CommandContext): Promise<unknown>
  setAppAdmin(userId: number, appAdmin: boolean, ctx: CommandContext): Promise<unknown>
  linkProvider(userId: number, issuer: string, subject: string, ctx: CommandContext): Promise<unknown>
  userIdByProviderSubject(issuer: string, subject: string): Promise<number | undefined>
  personalFields(userId: number): Promise<PersonalFields | undefined>
}

export type AuthDirectory = Pick<Directory, "user" | "userIdByEmail">
