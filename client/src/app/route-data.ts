/**
 * @module What each page reads, started as soon as its route matches: in parallel with the page's chunk (and
 * its frame's), instead of after them (app start → layout chunk → project → page chunk → page data).
 * The pages read the same query options, so their queries join these requests. Only for a signed-in user:
 * a signed-out visit is sent to the login by the route guard, and must not call the API first.
 */
import type { QueryClient } from "@tanstack/react-query"
import type { Params } from "react-router-dom"
import { projectActivitiesQuery } from "../api/activities/get-project-activities"
import { documentsQuery } from "../api/documents/get-documents"
import { processesQuery } from "../api/processes/get-processes"
import { projectQuery } from "../api/projects/get-project"
import { rolesQuery } from "../api/roles/get-roles"
import { milestonePlanQuery } from "../features/milestones/api/get-milestone-plan"
import { milestonesQuery } from "../features/processes/api/get-milestones"
import { phasesQuery } from "../features/processes/api/get-phases"
import { projectsQuery } from "../features/projects/api/get-projects"
import { referenceProjectQuery } from "../features/references/api/get-reference-project"
import { referenceProjectsQuery } from "../features/references/api/get-reference-projects"

type Prefetch = (queryClient: QueryClient, projectId: number) => Promise<unknown>[]

/** By route name (router.tsx): the queries its page reads at first render. */
const PREFETCH: Record<string, Prefetch> = {
  projects: (client) => [client.prefetchQuery(projectsQuery())],
  project: (client, id) => [client.prefetchQuery(projectQuery(id))],
  dashboard: (client, id) => [client.prefetchQuery(milestonePlanQuery(id))],
  processes: (client, id) => [
    client.prefetchQuery(phasesQuery(id)),
    client.prefetchQuery(milestonesQuery(id)),
    client.prefetchQuery(processesQuery(id)),
    client.prefetchQuery(projectActivitiesQuery(id)),
  ],
  roles: (client, id) => [client.prefetchQuery(rolesQuery(id)), client.prefetchQuery(projectActivitiesQuery(id))],
  documents: (client, id) => [client.prefetchQuery(documentsQuery(id))],
  export: (client, id) => [client.prefetchQuery(processesQuery(id)), client.prefetchQuery(projectActivitiesQuery(id)), client.prefetchQuery(documentsQuery(id))],
  references: (client) => [client.prefetchQuery(referenceProjectsQuery())],
  reference: (client, id) => [client.prefetchQuery(referenceProjectQuery(id))],
}

/** Routes whose reads name no project. */
const WITHOUT_PROJECT = new Set(["projects", "references"])

export const prefetchRouteData = (queryClient: QueryClient, routeName: string, params: Params) => {
  const prefetch = PREFETCH[routeName]
  if (!prefetch) return
  const projectId = Number(params.projectId)
  if (!WITHOUT_PROJECT.has(routeName) && !(Number.isInteger(projectId) && projectId > 0)) return
  void Promise.all(prefetch(queryClient, projectId))
}
