/** @module The user list's search and order (spec §2 /users/list). Pure. */
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { matchesSearch } from "../../lib/text-search"

type Listed = Pick<UserDto, "usr_name" | "usr_name_first" | "usr_email" | "usr_org_name">

/** Every word of the query in the name, e-mail or organisation; ordered by last then first name. */
export const searchUsers = <U extends Listed>(users: readonly U[], query: string, locale?: string): U[] =>
  users
    .filter((user) => matchesSearch([user.usr_name_first, user.usr_name, user.usr_email, user.usr_org_name], query))
    .sort(
      (a, b) =>
        a.usr_name.localeCompare(b.usr_name, locale, { sensitivity: "base" }) || a.usr_name_first.localeCompare(b.usr_name_first, locale, { sensitivity: "base" }),
    )
