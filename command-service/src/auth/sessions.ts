/**
 * @module The answer of a successful sign-in or refresh (spec §7): signed access, refresh and id tokens
 * of one session, and the user as `GET users/{id}` shows them — read by the `UserReader` it is given (the
 * write side's own view, identity/users/user-view.ts). Should the reader not know the user yet, the answer
 * waits for them a little (at most five seconds), then refuses with 503 NOT_READY (never a login error: the
 * credentials were right).
 */
import type { LoginAnswerDto, UserDto } from "@bimprofile/contracts/dto/user-dto"
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, type TokenSigner } from "@bimprofile/infra/auth/tokens"
import { randomUUID } from "node:crypto"
import { notReady } from "./auth-problems"
import type { RefreshTokens } from "./refresh-tokens"

/** Reads a user's DTO; undefined when unknown or erased (or not known to this reader yet). */
export type UserReader = (userId: number) => Promise<UserDto | undefined>

const USER_WAIT_MS = 5_000

export const waitForUser = async (read: UserReader, userId: number, timeoutMs = USER_WAIT_MS): Promise<UserDto | undefined> => {
  const until = Date.now() + timeoutMs
  for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
    const user = await read(userId)
    if (user || Date.now() >= until) return user
    await new Promise((resolve) => setTimeout(resolve, pause))
  }
}

export class Sessions {
  constructor(
    private readonly signer: TokenSigner,
    private readonly refreshTokens: RefreshTokens,
    private readonly readUser: UserReader,
    private readonly userWaitMs = USER_WAIT_MS,
  ) {}

  /** The user as the reader knows them; 503 NOT_READY when it does not within the wait. */
  async user(userId: number): Promise<UserDto> {
    const usr = await waitForUser(this.readUser, userId, this.userWaitMs)
    if (!usr) throw notReady()
    return usr
  }

  /**
   * Tokens for `userId` in session `family` (a new one when absent). `providerIdToken`: the identity
   * provider's id token, answered instead of ours so the client can end the provider's session with it.
   */
  async answer(userId: number, options: { family?: string; providerIdToken?: string } = {}): Promise<LoginAnswerDto> {
    return this.issue(userId, await this.user(userId), options)
  }

  /** Tokens for a user already read (`user`): stores the family's next refresh token. */
  async issue(userId: number, usr: UserDto, options: { family?: string; providerIdToken?: string } = {}): Promise<LoginAnswerDto> {
    const sid = options.family ?? randomUUID()
    const jti = randomUUID()
    // Never beyond the end of the session's family.
    const refreshSeconds = await this.refreshTokens.store(jti, sid, userId, REFRESH_TOKEN_SECONDS)
    const claims = { sub: String(userId), email: usr.usr_email, org: usr.usr_org_id, sid }
    const idt = options.providerIdToken
    return {
      token: {
        access_token: this.signer.sign({ ...claims, typ: "access" }, ACCESS_TOKEN_SECONDS),
        refresh_token: this.signer.sign({ ...claims, typ: "refresh", jti, ...(idt !== undefined && { idt }) }, refreshSeconds),
        id_token: idt ?? this.signer.sign({ ...claims, typ: "id", name: `${usr.usr_name_first} ${usr.usr_name}` }, ACCESS_TOKEN_SECONDS),
        expires_in: ACCESS_TOKEN_SECONDS,
        refresh_expires_in: refreshSeconds,
      },
      usr,
    }
  }
}
