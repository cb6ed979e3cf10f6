/** @module `GET /1.2/profile/element_types?elt_pro_id=&sort=`: a project's element class types (Fachklassentypen). */
import type { ElementTypeDto } from "@bimprofile/contracts/dto/element-type-dto"
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../lib/api-client"
import { queryKeys } from "../../lib/query-keys"
import type { ElementClassSort } from "../element-classes/get-element-classes"

export const elementTypesQuery = (projectId: number, sort: ElementClassSort) =>
  queryOptions({
    queryKey: [...queryKeys.project(projectId, "element_types"), "list", sort] as const,
    queryFn: () => get<ElementTypeDto[]>(`/1.2/profile/element_types?elt_pro_id=${projectId}&sort=${sort}`),
  })

/** The list keeps showing the previous answer while another sort loads. */
export const useElementTypes = (projectId: number, sort: ElementClassSort, enabled = true) =>
  useQuery({ ...elementTypesQuery(projectId, sort), placeholderData: keepPreviousData, enabled })
