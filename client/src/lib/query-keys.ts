/**
 * @module The react-query keys of identity data, shared by the features that read it (auth, profile, users,
 * organisations, permissions) and by live updates (`live-updates.ts`), which invalidate by these prefixes:
 *
 * - a "users" notice (project_id null)         → everything under `["users"]`
 * - an "organisations" notice (project_id null) → everything under `["organisations"]`
 * - a "permissions" notice of project P          → `["project", P, "permissions"]` (and the project lists)
 *
 * Put every user answer under `users.all`, every organisation answer under `organisations.all`, a project's
 * permission and share answers under `projectPermissions(P)`, so a live notice reaches them.
 */
export const queryKeys = {
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
} as const
