import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

/** GET /1.2/user/users: all users for an app admin, else oneself and the members of one's organisations. */
export const usersQuery = () => queryOptions({ queryKey: queryKeys.users.list(), queryFn: () => get<UserDto[]>("/1.2/user/users") })

export const useUsers = () => useQuery(usersQuery())
