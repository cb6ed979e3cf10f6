/**
 * @module The one react-query key scheme, shared by every feature and resource API module (client/src/api) and
 * by live updates (`live-updates.ts`), which invalidate by these prefixes:
 *
 * - a "users" notice (project_id null)         → everything under `["users"]`
 * - an "organisations" notice (project_id null) → everything under `["organisations"]`
 * - a "permissions" notice of project P          → `["project", P, "permissions"]` (and the project lists)
 * - a notice of kinds K in project P           → `["project", P, k]` for every k of `answersAffectedBy(K)`,
 *   and for catalogue kinds also in each project whose cached `["project", Q, "projects"]` names P as `pro_pro_id`
 *
 * Put every user answer under `users.all`, every organisation answer under `organisations.all`, a project's
 * answers under `project(P, kind)` (the kind whose read model it shows; nested answers under the parent's
 * kind), so a live notice reaches them. Mutations invalidate through the same function (`invalidate-answers.ts`).
 */
import type { LiveKind } from "@bimprofile/contracts/live/live-kinds"

/** The read models that belong to one project (users and organisations are global). */
export type ProjectKind = Exclude<LiveKind, "users" | "organisations">

export const queryKeys = {
  /** Every answer about one project. */
  projectAll: (projectId: number) => ["project", projectId] as const,
  /** A project's answers of one read model: `[...project(P, kind), "list" | "one", …]`. */
  project: <K extends ProjectKind>(projectId: number, kind: K) => ["project", projectId, kind] as const,
  authConfig: ["auth", "config"] as const,
  users: {
    all: ["users"] as const,
    /** GET /1.2/user/users (optionally ?usr_email=). */
    list: (filter: { usr_email?: string } = {}) => ["users", "list", filter] as const,
    /** GET /1.2/user/users/{id}. */
    detail: (userId: number) => ["users", userId] as const,
    /** GET /1.2/user/users/{id}?partial=true. */
    permissions: (userId: number) => ["users", userId, "permissions"] as const,
  },
  organisations: {
    all: ["organisations"] as const,
    /** GET /1.2/user/organisations. */
    list: () => ["organisations", "list"] as const,
    /** GET /1.2/user/organisations/{id} (with members). */
    detail: (orgId: number) => ["organisations", orgId] as const,
  },
  /** GET /1.2/profile/projects/{id}/permissions and the project's shares: `[...projectPermissions(id), "users" | "shares" …]`. */
  projectPermissions: (projectId: number) => ["project", projectId, "permissions"] as const,
  /** Every project list (the project feature's `projectListsKey`). */
  projectLists: ["projects"] as const,
  /** The IFC pickers' searches (GET /1.2/profile/ifc/…): the shipped IFC knowledge, which no notice changes. */
  ifc: (resource: "entities" | "property_sets" | "properties", search: Record<string, string>) => ["ifc", resource, search] as const,
} as const
