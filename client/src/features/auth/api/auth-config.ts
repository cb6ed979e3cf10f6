import type { AuthConfigDto } from "@bimprofile/contracts/dto/auth-config-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"
import { getSession, updateSession } from "../../../lib/session"

/** GET /1.2/auth/config: the provider's addresses and the login methods; stored locally (spec §7). */
export const getAuthConfig = async (): Promise<AuthConfigDto> => {
  const config = await get<AuthConfigDto>("/1.2/auth/config", { quiet: true })
  updateSession({ authConfig: config })
  return config
}

/** The stored configuration, else a fresh one (null when the server cannot say). */
export const storedOrFreshAuthConfig = async (): Promise<AuthConfigDto | null> =>
  getSession().authConfig ?? (await getAuthConfig().catch(() => null))

export const authConfigQuery = () =>
  queryOptions({ queryKey: queryKeys.authConfig, queryFn: getAuthConfig, staleTime: 5 * 60_000, retry: false })

export const useAuthConfig = () => useQuery(authConfigQuery())

/** Whether the configuration offers a login method (an answer of another shape offers none). */
export const offers = (config: AuthConfigDto | null | undefined, method: "password" | "oidc") =>
  Array.isArray(config?.login_methods) && config.login_methods.includes(method)
