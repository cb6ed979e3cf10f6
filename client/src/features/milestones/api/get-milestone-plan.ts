/**
 * @module The dashboard's plan: the phases with their milestones and processes
 * (`GET /1.2/profile/phases?pha_pro_id=&nested=milestones-processes&statistics=true`) and the project's
 * counts, which the project frame has read already (`projectQuery`, shared: no second read of the project
 * on a dashboard load), shaped as a `Plan`. Also the source list of a milestone or process import (another
 * project's plan, one nested project read).
 */
import type { PhaseDto } from "@bimprofile/contracts/dto/phase-dto"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { projectQuery } from "../../../api/projects/get-project"
import { apiReads } from "../../../config/api-reads"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"
import { toPlan } from "../plan-model"

const getNestedPhases = (projectId: number) =>
  get<PhaseDto[]>(apiReads.milestonePlan(projectId))

/**
 * Keyed under "milestones": a notice of any kind the plan shows reaches it (`answersAffectedBy`). The project
 * comes from the cache while fresh; after an invalidation its refetch (started first: "projects" precedes
 * "milestones" in `invalidateAnswers`) is joined, not repeated.
 */
export const milestonePlanQuery = (projectId: number) =>
  queryOptions({
    queryKey: [...queryKeys.project(projectId, "milestones"), "plan"] as const,
    queryFn: async ({ client }) => {
      const [project, phases] = await Promise.all([client.fetchQuery(projectQuery(projectId)), getNestedPhases(projectId)])
      return toPlan({ ...project, pro_pha_nested: phases })
    },
  })

export const useMilestonePlan = (projectId: number) => useQuery(milestonePlanQuery(projectId))

/** Another project's plan, as the source of an import: quiet, a failure shows in the dialog. */
export const importSourcePlanQuery = (projectId: number) =>
  queryOptions({
    queryKey: [...queryKeys.project(projectId, "milestones"), "import-source"] as const,
    queryFn: async () => toPlan(await get<ProjectDto>(`/1.2/profile/projects/${projectId}?statistics=true&nested=phases-processes`, { quiet: true })),
  })

export const useImportSourcePlan = (projectId: number | null) => useQuery({ ...importSourcePlanQuery(projectId ?? 0), enabled: projectId !== null })
