/**
 * @module The dashboard's one read: the project with its phases, milestones and processes and the counts
 * (`GET /1.2/profile/projects/{id}?statistics=true&nested=phases-processes`), decoded and shaped as a `Plan`.
 * Also the source list of a milestone or process import (another project's plan).
 */
import { decodeOrThrow } from "@bimprofile/contracts/codec/decode"
import { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"
import { toPlan } from "../plan-model"

const decodeProject = decodeOrThrow(ProjectDto)

export const getMilestonePlan = async (projectId: number, options: { quiet?: boolean } = {}) =>
  toPlan(decodeProject(await get<unknown>(`/1.2/profile/projects/${projectId}?statistics=true&nested=phases-processes`, options)))

/** Keyed under "milestones": a notice of any kind the plan shows reaches it (`answersAffectedBy`). */
export const milestonePlanQuery = (projectId: number) =>
  queryOptions({ queryKey: [...queryKeys.project(projectId, "milestones"), "plan"] as const, queryFn: () => getMilestonePlan(projectId) })

export const useMilestonePlan = (projectId: number) => useQuery(milestonePlanQuery(projectId))

/** Another project's plan, as the source of an import: quiet, a failure shows in the dialog. */
export const importSourcePlanQuery = (projectId: number) =>
  queryOptions({
    queryKey: [...queryKeys.project(projectId, "milestones"), "import-source"] as const,
    queryFn: () => getMilestonePlan(projectId, { quiet: true }),
  })

export const useImportSourcePlan = (projectId: number | null) => useQuery({ ...importSourcePlanQuery(projectId ?? 0), enabled: projectId !== null })
