import { patch } from "../../../lib/api-client"

/** PATCH /1.2/auth/password: the signed-in user's own password; the current one is needed. */
export const changePassword = (oldPassword: string, newPassword: string) =>
  patch("/1.2/auth/password", { usr_pw_old: oldPassword, usr_pw: newPassword }, { quiet: true })
