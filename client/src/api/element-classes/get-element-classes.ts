/** @module `GET /1.2/profile/element_classes?elc_pro_id=&sort=&filter=`: a project's element classes (Fachklassen). */
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../lib/api-client"
import { queryKeys } from "../../lib/query-keys"

export type ElementClassSort = "name_asc" | "name_desc"
/** project: the project's own classes; all; problems: only classes whose mapping has an error in some version. */
export type ElementClassFilter = "project" | "all" | "problems"

export const getElementClasses = (projectId: number, sort: ElementClassSort, filter: ElementClassFilter) =>
  get<ElementClassDto[]>(`/1.2/profile/element_classes?elc_pro_id=${projectId}&sort=${sort}&filter=${filter}`)

export const elementClassesQuery = (projectId: number, sort: ElementClassSort, filter: ElementClassFilter) =>
  queryOptions({
    queryKey: [...queryKeys.project(projectId, "element_classes"), "list", sort, filter] as const,
    queryFn: () => getElementClasses(projectId, sort, filter),
  })

/** The list keeps showing the previous answer while another sort or filter loads (no flash of a spinner). */
export const useElementClasses = (projectId: number, sort: ElementClassSort, filter: ElementClassFilter) =>
  useQuery({ ...elementClassesQuery(projectId, sort, filter), placeholderData: keepPreviousData })
