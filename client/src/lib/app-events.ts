/**
 * @module What code outside React (the API client, token refresh, live updates) asks the shell to do:
 * show a toast, navigate, enter maintenance. The shell subscribes once; nothing else imports React here.
 */
import { Subject } from "rxjs"

export type ToastLevel = "info" | "log" | "debug" | "warning" | "error" | "success"

export type AppEvent =
  | { type: "toast"; level: ToastLevel; message: string; key?: string; action?: { label: string; run: () => void } }
  | { type: "navigate"; to: string; replace?: boolean }
  | { type: "maintenance" }
  /** The session ended after an authentication error; `toProvider`: sign in again at the identity provider. */
  | { type: "session-expired"; toProvider: boolean }

export const appEvents$ = new Subject<AppEvent>()

export const toast = (level: ToastLevel, message: string, extra: Partial<Extract<AppEvent, { type: "toast" }>> = {}) =>
  appEvents$.next({ type: "toast", level, message, ...extra })

export const navigateTo = (to: string, replace = false) => appEvents$.next({ type: "navigate", to, replace })
