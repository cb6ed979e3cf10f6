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
} as const
