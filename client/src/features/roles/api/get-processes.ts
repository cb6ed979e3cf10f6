import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"

export const getProcesses = (projectId: number) => get<ProcessDto[]>(`/1.2/profile/processes?prc_pro_id=${projectId}`)

/** The project's processes in plan order: the processes of a role's activities. */
export const processesQuery = (projectId: number) =>
  queryOptions({ queryKey: ["project", projectId, "processes", "list"] as const, queryFn: () => getProcesses(projectId) })

export const useProcesses = (projectId: number) => useQuery(processesQuery(projectId))
