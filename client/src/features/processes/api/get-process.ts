import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { processKeys } from "./get-processes"

/** One process; an unknown id answers 404, which the API client turns into the not-found page. */
export const getProcess = (processId: number) => get<ProcessDto>(`/1.2/profile/processes/${processId}`)

export const processQuery = (projectId: number, processId: number) =>
  queryOptions({ queryKey: [...processKeys(projectId), "one", processId] as const, queryFn: () => getProcess(processId) })

export const useProcess = (projectId: number, processId: number) => useQuery(processQuery(projectId, processId))
