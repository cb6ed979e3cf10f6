import type { LoginAnswerDto } from "@bimprofile/contracts/dto/user-dto"
import { get, post } from "../../../lib/api-client"
import { clearSession, storeTokens } from "../../../lib/session"

export const login = async (email: string, password: string) => {
  const answer = await post<LoginAnswerDto>("/1.2/auth/login", { usr_email: email, usr_pw: password }, { quiet: true })
  storeTokens(answer.token, answer.usr)
  return answer.usr
}

export const logout = async () => {
  await get("/1.2/auth/logout", { quiet: true }).catch(() => undefined)
  clearSession()
}
