/** What a not-found page can name as missing. */
export const missingKinds = ["project", "process", "role", "element_class", "element_type", "property", "value_list"] as const
export type MissingKind = (typeof missingKinds)[number]
/** What a dialog can be open on when it leaves its list (deleted elsewhere): the missing kinds, the catalogue's lists and their items. */
export type GoneKind = MissingKind | "group_list" | "classification" | "material_list" | "property_set" | "list_item"

/** Every route path of the app (spec §2), with builders for the ones that take parameters. */
export const paths = {
  root: "/",
  login: "/login",
  logout: "/logout",
  logoutNoCustomerRole: "/logout/no-customer-role",
  register: "/register",
  activate: (tokenId = ":tokenId") => `/activate/${tokenId}`,
  passwordReset: (tokenId = ":tokenId") => `/password-reset/${tokenId}`,
  maintenance: "/maintenance",
  notAuthorized: "/not-authorized",
  notFound: "/not-found",
  /** The not-found page naming what is missing (a project, process or role); without it, a plain page. */
  notFoundOf: (what: MissingKind) => `/not-found?what=${what}`,
  licenceRequired: "/licence-required",
  projects: "/projects",
  projectsTab: (tab: ProjectTab) => `/projects/${tab}`,
  newProject: "/projects/new",
  newProjectFrom: (projectId: number | string = ":projectId") => `/projects/${projectId}/new`,
  project: (projectId: number | string = ":projectId") => `/projects/${projectId}`,
  dashboard: (projectId: number | string) => `/projects/${projectId}/dashboard`,
  processes: (projectId: number | string) => `/projects/${projectId}/processes`,
  process: (projectId: number | string, processId: number | string) => `/projects/${projectId}/processes/${processId}`,
  roles: (projectId: number | string) => `/projects/${projectId}/roles`,
  role: (projectId: number | string, roleId: number | string) => `/projects/${projectId}/roles/${roleId}`,
  documents: (projectId: number | string) => `/projects/${projectId}/documents`,
  dataCatalog: (projectId: number | string, section: CatalogSection = "main") => `/projects/${projectId}/data-catalog/${section}`,
  export: (projectId: number | string) => `/projects/${projectId}/export`,
  /** The project's timeline (issue 11); any project page takes `?as_of=` (lib/time-travel.ts). */
  history: (projectId: number | string) => `/projects/${projectId}/history`,
  /** The project's published versions (issue 11). */
  versions: (projectId: number | string) => `/projects/${projectId}/versions`,
  /** What differs between two points of the project (`?from=&to=`: a version v<n>, a position, an ISO time, now). */
  diff: (projectId: number | string) => `/projects/${projectId}/diff`,
  permissions: (projectId: number | string, section: "users" | "share" = "users") => `/projects/${projectId}/permissions/${section}`,
  templates: "/templates",
  templatesTab: (tab: TemplateTab) => `/templates/${tab}`,
  template: (projectId: number | string) => `/templates/${projectId}`,
  references: "/references/list",
  reference: (projectId: number | string = ":projectId") => `/references/${projectId}`,
  users: "/users",
  userList: "/users/list",
  organisations: "/users/organisations",
  userProfile: (userId?: number | string) => (userId === undefined ? "/users/profile" : `/users/profile/${userId}`),
  about: "/about",
} as const

export const projectTabs = ["recent", "my-organisation", "public", "list"] as const
export type ProjectTab = (typeof projectTabs)[number]
export const templateTabs = ["recent", "my-organisation", "public", "new", "list"] as const
export type TemplateTab = (typeof templateTabs)[number]
export const catalogSections = ["types", "main", "value-lists", "custom-properties", "groupings", "classifications", "material-lists"] as const
export type CatalogSection = (typeof catalogSections)[number]
