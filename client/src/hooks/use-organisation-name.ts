import { isPersonalOrganisationName } from "@bimprofile/contracts/access/roles"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { useQuery } from "@tanstack/react-query"
import { useCallback, useMemo } from "react"
import { displayName } from "../components/layout/user-format"
import { get } from "../lib/api-client"
import { useT } from "../lib/i18n"
import { queryKeys } from "../lib/query-keys"
import { useSession } from "./use-session"

/** The owner of a personal organisation, from its name `persoenlich@<user id>` (contracts access/roles.ts). */
export const personalOwnerId = (name: string): number | undefined => {
  const match = /^persoenlich@(\d+)$/.exec(name)
  return match ? Number(match[1]) : undefined
}

/**
 * An organisation's name as shown. A personal one says whose it is ("Persönliche Organisation von Anna
 * Muster"): the owner given by the caller (a user row, an organisation's members), the signed-in user, or a
 * user the signed-in user may see (the users list, read quietly — the users page's answer — and only when
 * `shown` names a personal organisation of someone else). An owner one may not see reads plainly
 * "Persönliche Organisation".
 */
export const useOrganisationName = (shown: readonly (string | null | undefined)[] = []) => {
  const { t, locale } = useT()
  const me = useSession().user
  // Only when a personal organisation of someone else is to be named.
  const lookUp = shown.some((name) => {
    const ownerId = name ? personalOwnerId(name) : undefined
    return ownerId !== undefined && ownerId !== me?.usr_id
  })
  const users = useQuery({
    queryKey: queryKeys.users.list(),
    queryFn: () => get<UserDto[]>("/1.2/user/users", { quiet: true }),
    enabled: lookUp,
    staleTime: 60_000,
  })
  const names = useMemo(() => new Map((users.data ?? []).map((user) => [user.usr_id, displayName(user)])), [users.data])
  return useCallback(
    (name: string | null | undefined, owner?: Pick<UserDto, "usr_name_first" | "usr_name"> | null) => {
      if (name && !isPersonalOrganisationName(name)) return name
      const ownerId = name ? personalOwnerId(name) : undefined
      const whose = owner ? displayName(owner) : ownerId !== undefined && me?.usr_id === ownerId ? displayName(me) : ownerId !== undefined ? names.get(ownerId) : undefined
      return whose ? t("user.personalOrganisationOf", { name: whose }) : t("user.personalOrganisation")
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- new texts per locale
    [me, names, locale],
  )
}
