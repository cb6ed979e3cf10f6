/**
 * @module What a change of some read models makes stale, decided in one place for live notices
 * (`live-updates.ts`) and for the client's own mutations: every answer that may show the change
 * (`answersAffectedBy`), each invalidated once — in the project that changed and, for its catalogue, in the
 * projects open in this tab that inherit from it (a change in a reference project shows in its user projects).
 */
import { answersAffectedBy, INHERITED_LIVE_KINDS, type LiveKind } from "@bimprofile/contracts/live/live-kinds"
import type { Query, QueryClient } from "@tanstack/react-query"
import { queryKeys } from "./query-keys"

/** Identity answers belong to no project: their keys are global (see query-keys.ts). */
const GLOBAL_KEYS: Partial<Record<LiveKind, readonly unknown[]>> = { users: queryKeys.users.all, organisations: queryKeys.organisations.all }

/** What a project shows of its reference project besides its own (docs/catalogue.md "Inheritance"): the catalogue. */
const INHERITED_KINDS: ReadonlySet<LiveKind> = new Set<LiveKind>(INHERITED_LIVE_KINDS)

/**
 * The projects of this tab that inherit from `referenceId`: those whose answer is cached (the frame of every
 * project page reads it) and names it as their reference project (`pro_pro_id`). Their catalogue answers list
 * the reference project's items, so a change there is a change of theirs.
 */
const inheritorsOf = (queryClient: QueryClient, referenceId: number): number[] => {
  const found = new Set<number>()
  for (const [key, data] of queryClient.getQueriesData<{ readonly pro_pro_id?: unknown }>({ queryKey: ["project"] })) {
    const projectId = key[1]
    if (key[2] === "projects" && typeof projectId === "number" && projectId !== referenceId && data?.pro_pro_id === referenceId) found.add(projectId)
  }
  return [...found]
}

/**
 * Invalidates the answers a change of `kinds` in project `projectId` (null: no one project) may show.
 * `keep` spares a query (a deleted item's own, which would answer 404 if refetched while its page is open).
 */
export const invalidateAnswers = (
  queryClient: QueryClient,
  projectId: number | null,
  kinds: readonly LiveKind[],
  keep?: (query: Query) => boolean,
): Promise<unknown> => {
  const affected = answersAffectedBy(kinds)
  const work: Promise<unknown>[] = []
  const inheritors = projectId !== null && affected.some((kind) => INHERITED_KINDS.has(kind)) ? inheritorsOf(queryClient, projectId) : []
  if (projectId !== null || affected.includes("projects")) work.push(queryClient.invalidateQueries({ queryKey: queryKeys.projectLists }))
  // Answers nest, count and name other kinds (a role's activity count, a milestone's processes): refresh
  // every answer that may show the change, not only the changed kind's own.
  for (const kind of affected) {
    const global = GLOBAL_KEYS[kind]
    if (global) work.push(queryClient.invalidateQueries({ queryKey: global }))
    else if (projectId !== null) {
      work.push(queryClient.invalidateQueries({ queryKey: ["project", projectId, kind], ...(keep && { predicate: (query) => !keep(query) }) }))
      if (INHERITED_KINDS.has(kind)) for (const inheritor of inheritors) work.push(queryClient.invalidateQueries({ queryKey: ["project", inheritor, kind] }))
    }
    // A change of no one project (a user renamed, an organisation deleted) reaches this kind in every project.
    else work.push(queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === "project" && query.queryKey[2] === kind }))
  }
  return Promise.all(work)
}
