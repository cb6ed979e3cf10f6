/** @module `GET /1.2/profile/value_lists?vls_pro_id=&sort=`: a project's value lists (Wertelisten) with their values. */
import type { ValueListDto } from "@bimprofile/contracts/dto/value-list-dto"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { get } from "../../lib/api-client"
import { queryKeys } from "../../lib/query-keys"
import type { ElementClassSort } from "../element-classes/get-element-classes"

export const useValueLists = (projectId: number, sort: ElementClassSort, enabled = true) =>
  useQuery({
    queryKey: [...queryKeys.project(projectId, "value_lists"), "list", sort] as const,
    queryFn: () => get<ValueListDto[]>(`/1.2/profile/value_lists?vls_pro_id=${projectId}&sort=${sort}`),
    placeholderData: keepPreviousData,
    enabled,
  })
