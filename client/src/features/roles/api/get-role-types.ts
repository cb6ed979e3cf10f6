import { ROLE_TYPES } from "@bimprofile/contracts/codes"
import type { CodeDto } from "@bimprofile/contracts/dto/code-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"

export const getRoleTypes = () => get<CodeDto[]>("/1.2/profile/codes?cod_col_name=role_project", { quiet: true })

/** The four role types of the code list; until it answers, the contract's list stands in. */
export const roleTypesQuery = () =>
  queryOptions({
    queryKey: ["codes", "role_project"] as const,
    queryFn: getRoleTypes,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: ROLE_TYPES.map((type) => ({ cod_col_name: "role_project", cod_code: type.code, cod_name: type.name, cod_seq: type.seq })),
  })

export const useRoleTypes = () => useQuery(roleTypesQuery())
