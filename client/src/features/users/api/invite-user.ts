import type { CreateUserBody } from "@bimprofile/contracts/bodies/user-bodies"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { post } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

/**
 * POST /1.2/user/users: invite a new person; the server mails them a link to set a password. Quiet: the
 * form shows a refusal (an existing e-mail, 409) at its field.
 */
export const inviteUser = (body: CreateUserBody) => post<UserDto>("/1.2/user/users", body, { quiet: true })

export const useInviteUser = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.users.all }), queryClient.invalidateQueries({ queryKey: queryKeys.organisations.all })]),
  })
}
