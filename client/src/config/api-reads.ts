/**
 * @module The API reads the app sends at its start, by path: written once here, for the modules that send
 * them and for the early start (app/start-early.ts), which must not import those modules' libraries.
 */
export const apiReads = {
  /** GET /status/info: maintenance, backend version, default project (spec §4). */
  statusInfo: "/status/info",
  /** GET /1.2/user/users/{id}?partial=true: the user's permissions. */
  permissions: (userId: number) => `/1.2/user/users/${userId}?partial=true`,
  /** GET /1.2/profile/projects?statistics=true: every project the user sees, with its counts. */
  projects: "/1.2/profile/projects?statistics=true",
  /** GET /1.2/profile/projects/{id}?statistics=true: the frame of every project page, the dashboard's counts. */
  project: (projectId: number) => `/1.2/profile/projects/${projectId}?statistics=true`,
  /** GET /1.2/profile/phases?…&nested=milestones-processes: the dashboard's plan. */
  milestonePlan: (projectId: number) => `/1.2/profile/phases?pha_pro_id=${projectId}&nested=milestones-processes&statistics=true`,
} as const
