/** Self-service account calls of spec §7 (register, activate, password reset). */
import { patch, post } from "../../../lib/api-client"

export const register = (body: { usr_email: string; usr_pw: string; usr_name: string; usr_name_first: string }) =>
  post("/1.2/auth/register", body, { quiet: true })
export const activate = (token: string) => patch("/1.2/auth/register", { token }, { quiet: true })
export const requestPasswordReset = (email: string) => post("/1.2/auth/password/reset", { usr_email: email }, { quiet: true })
export const resetPassword = (token: string, password: string) => patch("/1.2/auth/password/reset", { token, usr_pw: password }, { quiet: true })
