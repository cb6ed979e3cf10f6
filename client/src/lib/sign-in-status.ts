/**
 * @module The sign-in status of spec §4 Authentication: loading (a login or a provider code exchange is
 * running), success, error (the last attempt failed; `error` says why when the login page is to show it),
 * unauthorized (the session was ended after an authentication error). Kept in memory: a page load starts
 * from what the stored session says.
 */
import { BehaviorSubject } from "rxjs"
import { isLoggedIn } from "./session"

export type SignInStatus = "loading" | "success" | "error" | "unauthorized"

export type SignInState = {
  readonly status: SignInStatus | null
  /** While loading: which way, so the login page shows progress on the right control. */
  readonly via?: "password" | "sso"
  readonly error?: unknown
  /** After an error: the login page it leads to (with the error code); the route guard goes there too. */
  readonly loginAddress?: string | undefined
}

const initial = (): SignInState => ({ status: isLoggedIn() ? "success" : null })

export const signIn$ = new BehaviorSubject<SignInState>(initial())

export const signInStatus = () => signIn$.value.status

export const signInLoading = (via: "password" | "sso") => signIn$.next({ status: "loading", via })
export const signInSucceeded = () => signIn$.next({ status: "success" })
export const signInFailed = (error?: unknown, loginAddress?: string) => signIn$.next({ status: "error", error, loginAddress })
export const signInUnauthorized = () => signIn$.next({ status: "unauthorized" })
/** A deliberate logout: no sign-in state any more. */
export const signInEnded = () => signIn$.next({ status: null })

/** For tests: back to what the stored session says. */
export const resetSignInStatus = () => signIn$.next(initial())
