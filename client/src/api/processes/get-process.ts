/** @module `GET /1.2/profile/processes/{id}`: one process; an unknown id answers 404 (the not-found page). */
import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../lib/api-client"
import { queryKeys } from "../../lib/query-keys"

export const getProcess = (processId: number) => get<ProcessDto>(`/1.2/profile/processes/${processId}`)

export const processQuery = (projectId: number, processId: number) =>
  queryOptions({ queryKey: [...queryKeys.project(projectId, "processes"), "one", processId] as const, queryFn: () => getProcess(processId) })

export const useProcess = (projectId: number, processId: number) => useQuery(processQuery(projectId, processId))
