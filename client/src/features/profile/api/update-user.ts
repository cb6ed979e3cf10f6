/** @module Changes of a user from the profile: names, picture, licence, app admin, deletion (spec §7 User). */
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { type QueryClient, useQueryClient } from "@tanstack/react-query"
import { useMemo } from "react"
import { del, patch } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"
import { getSession, updateSession } from "../../../lib/session"

const quiet = { quiet: true } as const

/** The calls, each updating the cache with the answer (the changed user) and the signed-in user's own copy. */
export const userChanges = (queryClient: QueryClient) => {
  const changed = (user: UserDto) => {
    queryClient.setQueryData(queryKeys.users.detail(user.usr_id), user)
    void queryClient.invalidateQueries({ queryKey: queryKeys.users.all })
    const own = getSession().user
    if (own && own.usr_id === user.usr_id) updateSession({ user: { ...own, ...user } })
    return user
  }
  return {
    rename: async (userId: number, names: { usr_name_first: string; usr_name: string }) =>
      changed(await patch<UserDto>(`/1.2/user/users/${userId}`, names, quiet)),
    /** A JPEG data URL, or null to remove the picture. */
    setImage: async (userId: number, dataUrl: string | null) =>
      changed(await patch<UserDto>(`/1.2/user/users/${userId}/img`, { usr_image_url: dataUrl }, quiet)),
    /** The switches: a refusal is the API client's toast. */
    setLicence: async (userId: number, licensed: boolean) =>
      changed(await patch<UserDto>(`/1.2/user/users/${userId}/license`, { usr_has_license: licensed })),
    setAppAdmin: async (userId: number, appAdmin: boolean) =>
      changed(await patch<UserDto>(`/1.2/user/users/${userId}/admin`, { usr_app_admin: appAdmin })),
    remove: async (userId: number) => {
      await del(`/1.2/user/users/${userId}`, quiet)
      queryClient.removeQueries({ queryKey: queryKeys.users.detail(userId) })
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.organisations.all })
    },
  }
}

export const useUserChanges = () => {
  const queryClient = useQueryClient()
  return useMemo(() => userChanges(queryClient), [queryClient])
}
