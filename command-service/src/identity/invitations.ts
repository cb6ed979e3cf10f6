/**
 * @module What the user routes need of sign-in (implemented in command-service/src/auth): mailing an
 * invited person a link to set their password, and forgetting an erased user's credentials and tokens.
 */

export interface Invitations {
  /**
   * Counts one invitation of `inviterId` within the hourly cap (BIMP_INVITATIONS_PER_HOUR); at the cap,
   * counts nothing and answers the seconds until the next one is allowed.
   */
  admit(inviterId: number): Promise<{ readonly ok: true } | { readonly ok: false; readonly retryAfter: number }>
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
