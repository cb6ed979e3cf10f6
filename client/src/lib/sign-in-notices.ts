/** Keys of the toasts that ask the user to sign in; the shell takes them away once signed in. */
export const SIGN_IN_NOTICE_KEYS = { authRequired: "sign-in-required", expired: "session-expired" } as const
