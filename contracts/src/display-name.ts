/**
 * @module How the server names a user in audit fields (`*_create_user`, `perm_change_user` …): both sides
 * use it, the write side in its answers and the read side in its read models.
 */
import { DELETED_USER_NAME } from "./access/roles"
import type { PersonalFields } from "./events/identity/user-events"

/** "Vorname Name" (the e-mail when both are empty), or DELETED_USER_NAME for an erased user. */
export const displayName = (personal: PersonalFields, erased: boolean): string => {
  if (erased) return DELETED_USER_NAME
  const name = `${personal.usr_name_first} ${personal.usr_name}`.trim()
  return name || personal.usr_email || DELETED_USER_NAME
}
