/**
 * @module Re-reads the signed-in user (names, picture, licence, app admin, permission lists) when a live
 * notice says users, organisations or permissions changed, so rights granted or withdrawn meanwhile apply
 * at once. Bursts of notices coalesce into one read at a time (plus one more if more came meanwhile).
 */
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { get } from "./api-client"
import { getSession, updateSession } from "./session"

let running: Promise<void> | undefined
let again = false

const readOnce = async () => {
  const user = getSession().user
  if (!user || !getSession().accessToken) return
  try {
    const fresh = await get<UserDto>(`/1.2/user/users/${user.usr_id}`, { quiet: true })
    const current = getSession().user
    if (current && current.usr_id === fresh.usr_id) updateSession({ user: { ...current, ...fresh } })
  } catch {
    /* offline or refused: the stored user stays; a refused token is handled by the API client */
  }
}

export const refreshOwnUser = (): Promise<void> => {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    do {
      again = false
      await readOnce()
    } while (again)
  })().finally(() => {
    running = undefined
  })
  return running
}
