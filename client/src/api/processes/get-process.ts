/** @module `GET /1.2/profile/processes/{id}`: one process; an unknown id answers 404, which its details page handles (GoneItem). */
import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../lib/api-client"
import { queryKeys } from "../../lib/query-keys"

/** One process; an unknown id answers 404, which the details page handles (GoneItem): deleted meanwhile or never there. */
export const getProcess = (processId: number) => get<ProcessDto>(`/1.2/profile/processes/${processId}`, { allowNotFound: true })

export const processQuery = (projectId: number, processId: number) =>
  queryOptions({ queryKey: [...queryKeys.project(projectId, "processes"), "one", processId] as const, queryFn: () => getProcess(processId) })

/** Paused while the user deletes it: a refetch then (a live notice) would answer 404. */
export const useProcess = (projectId: number, processId: number, { paused = false }: { paused?: boolean } = {}) =>
  useQuery({ ...processQuery(projectId, processId), enabled: !paused })
