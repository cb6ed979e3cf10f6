/**
 * @module `GET /1.2/profile/properties?pty_pro_id=&sort=`: a project's properties (Merkmale); and
 * `GET /1.2/profile/element_classes/{id}/properties`: one class's, its own and inherited.
 */
import type { ClassPropertyDto, PropertyDto, TypePropertyDto } from "@bimprofile/contracts/dto/property-dto"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { get } from "../../lib/api-client"
import { queryKeys } from "../../lib/query-keys"
import type { ElementClassSort } from "../element-classes/get-element-classes"

export const useProperties = (projectId: number, sort: ElementClassSort, enabled = true) =>
  useQuery({
    queryKey: [...queryKeys.project(projectId, "properties"), "list", sort] as const,
    queryFn: () => get<PropertyDto[]>(`/1.2/profile/properties?pty_pro_id=${projectId}&sort=${sort}`),
    placeholderData: keepPreviousData,
    enabled,
  })

/** Under the properties kind: an assignment or a property's change reaches it through a live notice. */
/** `GET /1.2/profile/element_types/{id}/properties`: a type's properties, each checked against its entity. */
export const useTypeProperties = (projectId: number, elementTypeId: number | undefined) =>
  useQuery({
    queryKey: [...queryKeys.project(projectId, "properties"), "type", elementTypeId] as const,
    queryFn: () => get<TypePropertyDto[]>(`/1.2/profile/element_types/${elementTypeId}/properties`),
    enabled: elementTypeId !== undefined,
  })

export const useClassProperties = (projectId: number, elementClassId: number | undefined) =>
  useQuery({
    queryKey: [...queryKeys.project(projectId, "properties"), "class", elementClassId] as const,
    queryFn: () => get<ClassPropertyDto[]>(`/1.2/profile/element_classes/${elementClassId}/properties`),
    enabled: elementClassId !== undefined,
  })
