import type { PhaseDto } from "@bimprofile/contracts/dto/phase-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

export const getPhases = (projectId: number) => get<PhaseDto[]>(`/1.2/profile/phases?pha_pro_id=${projectId}`)

/** The project's phases, the top level of the process list. */
export const phasesQuery = (projectId: number) =>
  queryOptions({ queryKey: [...queryKeys.project(projectId, "phases"), "for-processes"] as const, queryFn: () => getPhases(projectId) })

export const usePhases = (projectId: number) => useQuery(phasesQuery(projectId))
