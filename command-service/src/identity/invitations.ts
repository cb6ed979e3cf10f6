/**
 * @module What the user routes need of sign-in (implemented in command-service/src/auth): mailing an
 * invited person a link to set their password, and forgetting an erased user's credentials and tokens.
 */

export interface Invitations {
  /** Sends the invitation mail with a one-time set-password link (`/password-reset/{token}`). */
  invite(userId: number, email: string): Promise<void>
}

export interface Credentials {
  /**
   * Deletes the user's password hash, one-time tokens and refresh token families, and the mails kept for
   * `email` (the outbox); the e-mail is read before erasure destroys the key.
   */
  forget(userId: number, email?: string): Promise<void>
}
