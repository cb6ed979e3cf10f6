import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"

/** Every activity query of a project starts with this key (live updates invalidate it on "activities"). */
export const activityKeys = (projectId: number) => ["project", projectId, "activities"] as const

export const getProjectActivities = (projectId: number) => get<ActivityDto[]>(`/1.2/profile/activities?act_pro_id=${projectId}`)

/** All activities of a project: the links of each role (counts, provides, receives). */
export const projectActivitiesQuery = (projectId: number) =>
  queryOptions({ queryKey: [...activityKeys(projectId), "all"] as const, queryFn: () => getProjectActivities(projectId) })

export const useProjectActivities = (projectId: number) => useQuery(projectActivitiesQuery(projectId))
