import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

/** Quiet: a failure shows in the import dialog, not as a page change. */
export const getSourceProcesses = (projectId: number) => get<ProcessDto[]>(`/1.2/profile/processes?prc_pro_id=${projectId}`, { quiet: true })

/** The processes of the project an import takes from. */
export const sourceProcessesQuery = (projectId: number) =>
  queryOptions({ queryKey: [...queryKeys.project(projectId, "processes"), "import-source"] as const, queryFn: () => getSourceProcesses(projectId) })

export const useSourceProcesses = (projectId: number | null) =>
  useQuery({ ...sourceProcessesQuery(projectId ?? 0), enabled: projectId !== null })
