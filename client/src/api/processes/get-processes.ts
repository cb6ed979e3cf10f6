/** @module `GET /1.2/profile/processes?prc_pro_id=`: a project's processes in plan order (phase, milestone, sequence). */
import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../lib/api-client"
import { queryKeys } from "../../lib/query-keys"

export const getProcesses = (projectId: number) => get<ProcessDto[]>(`/1.2/profile/processes?prc_pro_id=${projectId}`)

export const processesQuery = (projectId: number) =>
  queryOptions({ queryKey: [...queryKeys.project(projectId, "processes"), "list"] as const, queryFn: () => getProcesses(projectId) })

export const useProcesses = (projectId: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...processesQuery(projectId), enabled: options.enabled ?? true })
