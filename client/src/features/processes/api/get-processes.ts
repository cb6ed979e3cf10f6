import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"

/** Every process query of a project starts with this key (live updates invalidate it on "processes"). */
export const processKeys = (projectId: number) => ["project", projectId, "processes"] as const

export const getProcesses = (projectId: number) => get<ProcessDto[]>(`/1.2/profile/processes?prc_pro_id=${projectId}`)

/** A project's processes in plan order (phase, milestone, sequence). */
export const processesQuery = (projectId: number) =>
  queryOptions({ queryKey: [...processKeys(projectId), "list"] as const, queryFn: () => getProcesses(projectId) })

export const useProcesses = (projectId: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...processesQuery(projectId), enabled: options.enabled ?? true })
