/**
 * @module THE table of the authorisation matrix: for every endpoint of the API catalogue, who may call it
 * (docs/identity.md, contracts/src/access/roles.ts) and how to call it. Everyone else gets 401 — AUTH_NO_TOK
 * without a token, AUTH_PRO with one. A list answers everyone signed in, and `sees` says whose answer shows
 * P's data. A case that consumes its target (a delete) prepares a fresh one per call.
 */
import { unique } from "../../support/profile-fixtures"
import { grant, type Principal, principals, TINY_JPEG, type World } from "./world"

export type Request = {
  readonly url: string
  readonly body?: unknown
  /** The entity of P the call names (in its path or body), and the same call naming an id no one has. */
  readonly names?: { readonly id: number; readonly missing: Request }
}

/** An id no project has. */
export const NO_SUCH_ID = 999_999_999

export type Case = {
  readonly name: string
  /** Who gets the success status; everyone else 401 (or as `refused` or `hidden` say). */
  readonly allowed: readonly Principal[]
  /** The status of an allowed call: the catalogue's success status unless given. */
  readonly status?: number
  /** For lists: whose answer contains P's data (`shows` decides). */
  readonly sees?: readonly Principal[]
  readonly shows?: (body: any, world: World) => boolean
  /** What a signed-in caller who is not allowed gets, when not 401 AUTH_PRO (a job is someone else's: 404). */
  readonly refused?: { readonly status: number; readonly code: string }
  /** Live streams: check the status and headers only. */
  readonly stream?: true
  /**
   * For a call naming an entity of P (`Request.names`): a signed-in caller who may not read P gets exactly the
   * answer to the same call naming an id no one has (the id aside) — a 404, or a 400 for a reference in the
   * body — so it learns neither that the entity exists nor which project holds it. A caller who reads P but
   * may not do this gets 401 AUTH_PRO.
   */
  readonly hidden?: { readonly status: number; readonly code: string }
  prepare(world: World, principal: Principal): Promise<Request> | Request
}

export type Row = { readonly method: "get" | "post" | "patch" | "delete"; readonly path: string; readonly cases: readonly Case[] }

const everyone = principals
const signedIn = principals.filter((p) => p !== "anonymous")
const licensed = signedIn.filter((p) => p !== "demo")
export const projectReaders: readonly Principal[] = ["reader", "writer", "admin", "demo", "appAdmin"]
const projectWriters: Principal[] = ["writer", "admin", "demo", "appAdmin"]
const projectAdmins: Principal[] = ["admin", "demo", "appAdmin"]
const licensedProjectAdmins: Principal[] = ["admin", "appAdmin"]
const organisationMembers: Principal[] = ["admin", "writer", "reader", "appAdmin"]
const organisationAdmins: Principal[] = ["admin", "appAdmin"]
const appAdmins: Principal[] = ["appAdmin"]
/** Who may look a person up by e-mail: app admins and admins of an organisation or a project (not oneself's personal ones). */
// Changed on purpose (security review): the e-mail lookup needs a licence (or app admin), so demo is refused.
const emailLookup: Principal[] = ["admin", "otherOrg", "appAdmin"]

/** What an outsider is told about an entity of P named in the path, and in the body. */
const HIDDEN = { hidden: { status: 404, code: "NOT_FOUND" } } as const
const HIDDEN_REFERENCE = { hidden: { status: 400, code: "FOREIGN_ENTITY" } } as const

/** The call `at(id)` on P's entity `id`, with its twin naming an id no one has. */
const naming = (id: number, at: (id: number) => Request): Request => ({ ...at(id), names: { id, missing: at(NO_SUCH_ID) } })

const one = (name: string, allowed: readonly Principal[], prepare: Case["prepare"], extra: Partial<Case> = {}): Case => ({ name, allowed, prepare, ...extra })
const fixed = (url: string, body?: unknown) => () => (body === undefined ? { url } : { url, body })

const containsId = (field: string, id: (w: World) => number) => (body: any, world: World) =>
  Array.isArray(body) && body.some((item) => item[field] === id(world))
const nonEmpty = (body: any) => Array.isArray(body) && body.length > 0

/** The four kinds of project content share one shape of rows. */
const contentRows = (
  path: string,
  spec: {
    id: (w: World) => number
    listQuery: (w: World) => string
    /** The entity of P a new one is created in (none: created in the project itself). */
    parent?: (w: World) => number
    create: (w: World, parentId: number) => unknown
    patch: () => unknown
    resequence?: (id: number) => unknown
    fresh: (w: World) => Promise<number>
    /** The body of a copy (none: the resource has no copy). */
    copy?: (w: World) => unknown
  },
): Row[] => [
  { method: "get", path, cases: [one("of P", signedIn, (w) => ({ url: `${path}?${spec.listQuery(w)}` }), { sees: projectReaders, shows: nonEmpty })] },
  { method: "get", path: `${path}/{id}`, cases: [one("of P", projectReaders, (w) => naming(spec.id(w), (id) => ({ url: `${path}/${id}` })), HIDDEN)] },
  {
    method: "post", path,
    cases: [
      spec.parent
        ? one("in P", projectWriters, (w) => naming(spec.parent!(w), (parentId) => ({ url: path, body: spec.create(w, parentId) })), HIDDEN_REFERENCE)
        : one("in P", projectWriters, (w) => ({ url: path, body: spec.create(w, w.project.pro_id) })),
    ],
  },
  {
    method: "patch", path: `${path}/{id}`,
    cases: [one("of P", projectWriters, (w) => naming(spec.id(w), (id) => ({ url: `${path}/${id}`, body: spec.patch() })), HIDDEN)],
  },
  ...(spec.resequence
    ? [{ method: "patch", path, cases: [one("of P", projectWriters, (w) => naming(spec.id(w), (id) => ({ url: path, body: spec.resequence!(id) })), HIDDEN_REFERENCE)] } as Row]
    : []),
  {
    method: "delete", path: `${path}/{id}`,
    cases: [one("a fresh one of P", projectWriters, async (w) => naming(await spec.fresh(w), (id) => ({ url: `${path}/${id}` })), HIDDEN)],
  },
  ...(spec.copy
    ? [
        {
          method: "post", path: `${path}/{id}/copy`,
          cases: [one("within P", projectWriters, (w) => naming(spec.id(w), (id) => ({ url: `${path}/${id}/copy`, body: spec.copy!(w) })), HIDDEN)],
        } as Row,
      ]
    : []),
]

const jobNotFound = { status: 404, code: "NOT_FOUND" } as const
/** A queued job started by `principal` (the app admin's for anonymous). */
const idleJob = (w: World, principal: Principal, projectId: number | null = null) =>
  w.stack.stack.jobStore.submit({ kind: "test.idle", input: null, userId: w.idOf(principal === "anonymous" ? "appAdmin" : principal), projectId, maxAttempts: 1 })
const cancelledJob = async (w: World, principal: Principal, projectId: number | null = null) => {
  const job = await idleJob(w, principal, projectId)
  await w.stack.stack.jobStore.cancel(job.id)
  return job
}

const created = async (answer: Promise<{ status: number; body: any }>, field: string): Promise<number> => {
  const { status, body } = await answer
  if (status !== 201 && status !== 200) throw new Error(`setup failed: ${status} ${JSON.stringify(body)}`)
  return Number(body[field])
}

export const accessTable: readonly Row[] = [
  // — status and documents: open
  { method: "get", path: "/status/info", cases: [one("", everyone, fixed("/status/info"))] },
  { method: "get", path: "/1.2/status/info", cases: [one("", everyone, fixed("/1.2/status/info"))] },
  { method: "get", path: "/1.2/openapi.json", cases: [one("", everyone, fixed("/1.2/openapi.json"))] },
  // — auth: open calls answer everyone alike; only the password change needs a session
  { method: "post", path: "/1.2/auth/login", cases: [one("unknown credentials", everyone, () => ({ url: "/1.2/auth/login", body: { usr_email: `${unique("unbekannt").replace(" ", "-")}@example.ch`, usr_pw: "falsch-falsch" } }), { status: 401 })] },
  { method: "post", path: "/1.2/auth/refresh", cases: [one("a forged token", everyone, fixed("/1.2/auth/refresh", { refresh_token: "nicht.gueltig.x" }), { status: 401 })] },
  { method: "get", path: "/1.2/auth/logout", cases: [one("", everyone, fixed("/1.2/auth/logout"))] },
  { method: "get", path: "/1.2/auth/config", cases: [one("", everyone, fixed("/1.2/auth/config"))] },
  {
    method: "post", path: "/1.2/auth/register",
    cases: [one("a new address", everyone, () => ({ url: "/1.2/auth/register", body: { usr_email: `${unique("neu").replace(" ", "-")}@example.ch`, usr_pw: "Ein-langes-Passwort", usr_name: "Neu", usr_name_first: "Nina" } }))],
  },
  { method: "patch", path: "/1.2/auth/register", cases: [one("an unknown token", everyone, fixed("/1.2/auth/register", { token: "kein-token" }), { status: 400 })] },
  { method: "post", path: "/1.2/auth/password/reset", cases: [one("any address", everyone, fixed("/1.2/auth/password/reset", { usr_email: "niemand@example.ch" }))] },
  { method: "patch", path: "/1.2/auth/password/reset", cases: [one("an unknown token", everyone, fixed("/1.2/auth/password/reset", { token: "kein-token", usr_pw: "Ein-langes-Passwort" }), { status: 400 })] },
  { method: "patch", path: "/1.2/auth/password", cases: [one("one's own", signedIn, (w, p) => ({ url: "/1.2/auth/password", body: { usr_pw_old: w.passwordOf(p), usr_pw: w.passwordOf(p) } }))] },
  // — users
  {
    method: "get", path: "/1.2/user/users",
    cases: [
      one("all readable", signedIn, fixed("/1.2/user/users"), { sees: organisationMembers, shows: containsId("usr_id", (w) => w.people.writer.id) }),
      one("looked up by e-mail", emailLookup, (w) => ({ url: `/1.2/user/users?usr_email=${encodeURIComponent(w.spare.email)}` })),
    ],
  },
  {
    method: "get", path: "/1.2/user/users/{id}",
    cases: [
      one("oneself", signedIn, (w, p) => ({ url: `/1.2/user/users/${w.idOf(p)}` })),
      one("a member of O", organisationMembers, (w) => ({ url: `/1.2/user/users/${w.people.writer.id}` })),
      one("someone sharing nothing", ["noAccess", "appAdmin"], (w) => ({ url: `/1.2/user/users/${w.people.noAccess.id}` })),
    ],
  },
  { method: "get", path: "/1.2/user/users/{id}/img", cases: [one("of the admin of O", organisationMembers, (w) => ({ url: `/1.2/user/users/${w.people.admin.id}/img` }))] },
  {
    method: "post", path: "/1.2/user/users",
    cases: [one("into O", organisationAdmins, (w) => ({ url: "/1.2/user/users", body: { usr_email: `${unique("eingeladen").replace(" ", "-")}@example.ch`, usr_name: "Gast", usr_name_first: "Gina", org_id: w.orgId, org_roles: ["emp"] } }))],
  },
  {
    method: "patch", path: "/1.2/user/users/{id}",
    cases: [
      one("oneself", signedIn, (w, p) => ({ url: `/1.2/user/users/${w.idOf(p)}`, body: { usr_name_first: "Test" } })),
      one("someone else", appAdmins, (w) => ({ url: `/1.2/user/users/${w.spare.id}`, body: { usr_name_first: "Test" } })),
    ],
  },
  {
    method: "delete", path: "/1.2/user/users/{id}",
    cases: [one("a fresh invited person", appAdmins, async (w) => ({ url: `/1.2/user/users/${await created(w.appAdmin.post("/1.2/user/users", { usr_email: `${unique("weg").replace(" ", "-")}@example.ch`, usr_name: "Weg", usr_name_first: "Willi" }), "usr_id")}` }))],
  },
  {
    method: "patch", path: "/1.2/user/users/{id}/img",
    cases: [
      one("one's own", signedIn, (w, p) => ({ url: `/1.2/user/users/${w.idOf(p)}/img`, body: { usr_image_url: TINY_JPEG } })),
      one("someone else's", appAdmins, (w) => ({ url: `/1.2/user/users/${w.spare.id}/img`, body: { usr_image_url: TINY_JPEG } })),
    ],
  },
  { method: "patch", path: "/1.2/user/users/{id}/license", cases: [one("of someone", appAdmins, (w) => ({ url: `/1.2/user/users/${w.spare.id}/license`, body: { usr_has_license: true } }))] },
  { method: "patch", path: "/1.2/user/users/{id}/admin", cases: [one("of someone", appAdmins, (w) => ({ url: `/1.2/user/users/${w.spare.id}/admin`, body: { usr_app_admin: false } }))] },
  // — organisations
  { method: "get", path: "/1.2/user/organisations", cases: [one("", signedIn, fixed("/1.2/user/organisations"), { sees: organisationMembers, shows: containsId("org_id", (w) => w.orgId) })] },
  { method: "get", path: "/1.2/user/organisations/{id}", cases: [one("O", organisationMembers, (w) => ({ url: `/1.2/user/organisations/${w.orgId}` }))] },
  { method: "post", path: "/1.2/user/organisations", cases: [one("a new one", licensed, () => ({ url: "/1.2/user/organisations", body: { org_name: unique("Neue Organisation") } }))] },
  { method: "patch", path: "/1.2/user/organisations/{id}", cases: [one("O", organisationAdmins, (w) => ({ url: `/1.2/user/organisations/${w.orgId}`, body: { org_desc: unique("Beschreibung") } }))] },
  {
    method: "delete", path: "/1.2/user/organisations/{id}",
    cases: [one("a fresh one of admin", organisationAdmins, async (w) => ({ url: `/1.2/user/organisations/${await created(w.owner.post("/1.2/user/organisations", { org_name: unique("Kurzlebig") }), "org_id")}` }))],
  },
  { method: "post", path: "/1.2/user/organisations/{id}/members", cases: [one("into O", organisationAdmins, (w) => ({ url: `/1.2/user/organisations/${w.orgId}/members`, body: { usr_email: w.spare.email, roles: ["emp"] } }))] },
  {
    method: "delete", path: "/1.2/user/organisations/{id}/members/{usr_id}",
    cases: [
      one("someone else, from O", organisationAdmins, async (w) => {
        await created(w.owner.post(`/1.2/user/organisations/${w.orgId}/members`, { usr_email: w.spare.email, roles: ["emp"] }), "org_id")
        return { url: `/1.2/user/organisations/${w.orgId}/members/${w.spare.id}` }
      }),
    ],
  },
  // — live updates
  { method: "get", path: "/1.2/live", cases: [one("", signedIn, fixed("/1.2/live"), { stream: true })] },
  // — jobs: of a kind no runner takes, so they wait where the case put them
  {
    method: "get", path: "/1.2/profile/jobs/{id}",
    cases: [
      one("one's own", signedIn, async (w, p) => ({ url: `/1.2/profile/jobs/${(await idleJob(w, p)).id}` })),
      one("of P, started by its admin", projectReaders, async (w) => ({ url: `/1.2/profile/jobs/${(await idleJob(w, "admin", w.project.pro_id)).id}` }), { refused: jobNotFound }),
    ],
  },
  {
    method: "post", path: "/1.2/profile/jobs/{id}/cancel",
    cases: [
      one("one's own", signedIn, async (w, p) => ({ url: `/1.2/profile/jobs/${(await idleJob(w, p)).id}/cancel`, body: {} })),
      one("of P, started by its admin", ["admin"], async (w) => ({ url: `/1.2/profile/jobs/${(await idleJob(w, "admin", w.project.pro_id)).id}/cancel`, body: {} }), { refused: jobNotFound }),
    ],
  },
  {
    method: "post", path: "/1.2/profile/jobs/{id}/retry",
    cases: [
      one("one's own, cancelled", signedIn, async (w, p) => ({ url: `/1.2/profile/jobs/${(await cancelledJob(w, p)).id}/retry`, body: {} })),
      one("of P, started by its admin, cancelled", ["admin"], async (w) => ({ url: `/1.2/profile/jobs/${(await cancelledJob(w, "admin", w.project.pro_id)).id}/retry`, body: {} }), { refused: jobNotFound }),
    ],
  },
  // — projects
  { method: "get", path: "/1.2/profile/projects", cases: [one("", signedIn, fixed("/1.2/profile/projects"), { sees: projectReaders, shows: containsId("pro_id", (w) => w.project.pro_id) })] },
  { method: "get", path: "/1.2/profile/projects/{id}", cases: [one("P", projectReaders, (w) => ({ url: `/1.2/profile/projects/${w.project.pro_id}?statistics=true&nested=phases-processes` }))] },
  { method: "post", path: "/1.2/profile/projects", cases: [one("a personal one", signedIn, () => ({ url: "/1.2/profile/projects", body: { pro_name: unique("Eigenes Projekt") } }))] },
  { method: "patch", path: "/1.2/profile/projects/{id}", cases: [one("P", projectAdmins, (w) => ({ url: `/1.2/profile/projects/${w.project.pro_id}`, body: { pro_desc: unique("Beschreibung") } }))] },
  { method: "delete", path: "/1.2/profile/projects/{id}", cases: [one("a fresh one like P", projectAdmins, async (w) => ({ url: `/1.2/profile/projects/${(await w.freshProject()).pro_id}` }))] },
  { method: "post", path: "/1.2/profile/projects/{id}/copy", cases: [one("P", projectReaders, (w) => ({ url: `/1.2/profile/projects/${w.project.pro_id}/copy`, body: { pro_name: unique("Kopie") } }))] },
  { method: "get", path: "/1.2/profile/projects/{id}/permissions", cases: [one("of P", licensedProjectAdmins, (w) => ({ url: `/1.2/profile/projects/${w.project.pro_id}/permissions` }))] },
  { method: "post", path: "/1.2/profile/projects/{id}/permissions", cases: [one("on P", licensedProjectAdmins, (w) => ({ url: `/1.2/profile/projects/${w.project.pro_id}/permissions`, body: { usr_email: w.spare.email, roles: ["read"] } }))] },
  {
    method: "delete", path: "/1.2/profile/projects/{id}/permissions/{usr_id}",
    cases: [
      one("someone else's, on P", licensedProjectAdmins, async (w) => {
        await grant(w.owner, w.project.pro_id, w.spare.email, ["read"])
        return { url: `/1.2/profile/projects/${w.project.pro_id}/permissions/${w.spare.id}` }
      }),
    ],
  },
  { method: "get", path: "/1.2/profile/projects/{id}/shares", cases: [one("of P", licensedProjectAdmins, (w) => ({ url: `/1.2/profile/projects/${w.project.pro_id}/shares` }))] },
  {
    method: "post", path: "/1.2/profile/projects/{id}/shares",
    cases: [
      one("P with O2", licensedProjectAdmins, async (w) => {
        await w.owner.delete(`/1.2/profile/projects/${w.project.pro_id}/shares/${w.otherOrgId}`)
        return { url: `/1.2/profile/projects/${w.project.pro_id}/shares`, body: { org_id: w.otherOrgId } }
      }),
    ],
  },
  {
    method: "delete", path: "/1.2/profile/projects/{id}/shares/{org_id}",
    cases: [
      one("P with O2", licensedProjectAdmins, async (w) => {
        await w.owner.post(`/1.2/profile/projects/${w.project.pro_id}/shares`, { org_id: w.otherOrgId })
        return { url: `/1.2/profile/projects/${w.project.pro_id}/shares/${w.otherOrgId}` }
      }),
    ],
  },
  // — phases
  { method: "get", path: "/1.2/profile/phases", cases: [one("of P", signedIn, (w) => ({ url: `/1.2/profile/phases?pha_pro_id=${w.project.pro_id}` }), { sees: projectReaders, shows: nonEmpty })] },
  {
    method: "get",
    path: "/1.2/profile/phases/{id}",
    cases: [one("of P", projectReaders, (w) => naming(w.project.phases.planung, (id) => ({ url: `/1.2/profile/phases/${id}` })), HIDDEN)],
  },
  {
    method: "post", path: "/1.2/profile/phases",
    cases: [
      one("the missing one of a fresh project", projectWriters, async (w) => {
        const project = await w.freshProject()
        await created(w.owner.delete(`/1.2/profile/phases/${project.phases.bewirtschaftung}`), "pha_id")
        return { url: "/1.2/profile/phases", body: { pha_pro_id: project.pro_id, pha_phase_code_code: "bewirtschaftung" } }
      }),
    ],
  },
  {
    method: "delete", path: "/1.2/profile/phases/{id}",
    cases: [one("of a fresh project", projectWriters, async (w) => naming((await w.freshProject()).phases.bewirtschaftung, (id) => ({ url: `/1.2/profile/phases/${id}` })), HIDDEN)],
  },
  { method: "get", path: "/1.2/profile/codes", cases: [one("", signedIn, fixed("/1.2/profile/codes?cod_col_name=role_project"))] },
  // The IFC pickers: the shipped IFC knowledge, the same for everyone signed in.
  { method: "get", path: "/1.2/profile/ifc/entities", cases: [one("", signedIn, fixed("/1.2/profile/ifc/entities?ifc_version=IFC4&q=wall"))] },
  { method: "get", path: "/1.2/profile/ifc/property_sets", cases: [one("", signedIn, fixed("/1.2/profile/ifc/property_sets?ifc_version=IFC4&entity=IfcWall"))] },
  { method: "get", path: "/1.2/profile/ifc/properties", cases: [one("", signedIn, fixed("/1.2/profile/ifc/properties?ifc_version=IFC4&pset=Pset_WallCommon"))] },
  // — content of P
  ...contentRows("/1.2/profile/milestones", {
    id: (w) => w.project.milestoneId,
    listQuery: (w) => `mst_pro_id=${w.project.pro_id}`,
    parent: (w) => w.project.phases.planung,
    create: (_, phaseId) => ({ mst_pha_id: phaseId, mst_name: unique("Meilenstein") }),
    patch: () => ({ mst_desc: unique("Beschreibung") }),
    resequence: (id) => [{ mst_id: id, mst_seq: 1 }],
    fresh: (w) => created(w.owner.post("/1.2/profile/milestones", { mst_pha_id: w.project.phases.realisierung, mst_name: unique("Weg") }), "mst_id"),
    copy: (w) => ({ mst_name: unique("Meilenstein-Kopie"), mst_pha_id: w.project.phases.planung }),
  }),
  ...contentRows("/1.2/profile/processes", {
    id: (w) => w.project.processId,
    listQuery: (w) => `prc_pro_id=${w.project.pro_id}`,
    parent: (w) => w.project.milestoneId,
    create: (_, milestoneId) => ({ prc_mst_id: milestoneId, prc_name: unique("Prozess") }),
    patch: () => ({ prc_desc: unique("Beschreibung") }),
    resequence: (id) => [{ prc_id: id, prc_seq: 1 }],
    fresh: (w) => created(w.owner.post("/1.2/profile/processes", { prc_mst_id: w.project.milestoneId, prc_name: unique("Weg") }), "prc_id"),
    copy: (w) => ({ prc_name: unique("Prozess-Kopie"), prc_mst_id: w.project.milestoneId }),
  }),
  ...contentRows("/1.2/profile/activities", {
    id: (w) => w.project.activityId,
    listQuery: (w) => `act_pro_id=${w.project.pro_id}`,
    parent: (w) => w.project.processId,
    create: (_, processId) => ({ act_prc_id: processId, act_name: unique("Aktivität"), act_rop_provider_id: null, act_rop_receiver_id: null }),
    patch: () => ({ act_desc: unique("Beschreibung") }),
    resequence: (id) => [{ act_id: id, act_seq: 1 }],
    fresh: (w) => created(w.owner.post("/1.2/profile/activities", { act_prc_id: w.project.processId, act_name: unique("Weg"), act_rop_provider_id: null, act_rop_receiver_id: null }), "act_id"),
    copy: (w) => ({ act_name: unique("Aktivität-Kopie"), act_prc_id: w.project.processId }),
  }),
  ...contentRows("/1.2/profile/roles_project", {
    id: (w) => w.project.roleId,
    listQuery: (w) => `rop_pro_id=${w.project.pro_id}`,
    create: (_, projectId) => ({ rop_pro_id: projectId, rop_name: unique("Rolle"), rop_role_code_code: "service" }),
    patch: () => ({ rop_desc: unique("Beschreibung") }),
    fresh: (w) => created(w.owner.post("/1.2/profile/roles_project", { rop_pro_id: w.project.pro_id, rop_name: unique("Weg"), rop_role_code_code: "users" }), "rop_id"),
    copy: () => ({ rop_name: unique("Rolle-Kopie") }),
  }),
  ...contentRows("/1.2/profile/element_classes", {
    id: (w) => w.project.elementClassId,
    listQuery: (w) => `elc_pro_id=${w.project.pro_id}`,
    create: (_, projectId) => ({ elc_pro_id: projectId, elc_name: unique("Fachklasse") }),
    patch: () => ({ elc_desc: unique("Beschreibung") }),
    fresh: (w) => created(w.owner.post("/1.2/profile/element_classes", { elc_pro_id: w.project.pro_id, elc_name: unique("Weg") }), "elc_id"),
  }),
  ...contentRows("/1.2/profile/element_types", {
    id: (w) => w.project.elementTypeId,
    listQuery: (w) => `elt_pro_id=${w.project.pro_id}`,
    create: (_, projectId) => ({ elt_pro_id: projectId, elt_name: unique("Fachklassentyp") }),
    patch: () => ({ elt_desc: unique("Beschreibung") }),
    fresh: (w) => created(w.owner.post("/1.2/profile/element_types", { elt_pro_id: w.project.pro_id, elt_name: unique("Weg") }), "elt_id"),
  }),
  ...contentRows("/1.2/profile/properties", {
    id: (w) => w.project.propertyId,
    listQuery: (w) => `pty_pro_id=${w.project.pro_id}`,
    create: (_, projectId) => ({ pty_pro_id: projectId, pty_name: unique("Merkmal") }),
    patch: () => ({ pty_desc: unique("Beschreibung") }),
    fresh: (w) => created(w.owner.post("/1.2/profile/properties", { pty_pro_id: w.project.pro_id, pty_name: unique("Weg") }), "pty_id"),
  }),
  ...contentRows("/1.2/profile/value_lists", {
    id: (w) => w.project.valueListId,
    listQuery: (w) => `vls_pro_id=${w.project.pro_id}`,
    create: (_, projectId) => ({ vls_pro_id: projectId, vls_name: unique("Werteliste") }),
    patch: () => ({ vls_desc: unique("Beschreibung") }),
    fresh: (w) => created(w.owner.post("/1.2/profile/value_lists", { vls_pro_id: w.project.pro_id, vls_name: unique("Weg") }), "vls_id"),
  }),
  // A list's values: changed by the project's writers (a fresh value each time).
  {
    method: "post", path: "/1.2/profile/value_lists/{id}/items",
    cases: [one("to the list of P", projectWriters, (w) => naming(w.project.valueListId, (id) => ({ url: `/1.2/profile/value_lists/${id}/items`, body: { vli_name: unique("Wert") } })), HIDDEN)],
  },
  {
    method: "patch", path: "/1.2/profile/value_lists/{id}/items/{vli_id}",
    cases: [
      one("a fresh value of P", projectWriters, async (w) => {
        const answer = await w.owner.post(`/1.2/profile/value_lists/${w.project.valueListId}/items`, { vli_name: unique("Wert") })
        if (answer.status !== 201) throw new Error(`setup failed: ${answer.status} ${JSON.stringify(answer.body)}`)
        const itemId = answer.body.vls_items.at(-1).vli_id
        return naming(w.project.valueListId, (id) => ({ url: `/1.2/profile/value_lists/${id}/items/${itemId}`, body: { vli_desc: unique("Beschreibung") } }))
      }, HIDDEN),
    ],
  },
  {
    method: "delete", path: "/1.2/profile/value_lists/{id}/items/{vli_id}",
    cases: [
      one("a fresh value of P", projectWriters, async (w) => {
        const answer = await w.owner.post(`/1.2/profile/value_lists/${w.project.valueListId}/items`, { vli_name: unique("Wert") })
        if (answer.status !== 201) throw new Error(`setup failed: ${answer.status} ${JSON.stringify(answer.body)}`)
        const itemId = answer.body.vls_items.at(-1).vli_id
        return naming(w.project.valueListId, (id) => ({ url: `/1.2/profile/value_lists/${id}/items/${itemId}` }))
      }, HIDDEN),
    ],
  },
  // A class's properties: read with the project, assigned and removed by its writers (a fresh property each time).
  {
    method: "get", path: "/1.2/profile/element_classes/{id}/properties",
    cases: [one("of a class of P", projectReaders, (w) => naming(w.project.elementClassId, (id) => ({ url: `/1.2/profile/element_classes/${id}/properties` })), HIDDEN)],
  },
  {
    method: "post", path: "/1.2/profile/element_classes/{id}/properties",
    cases: [
      one("a fresh property to a class of P", projectWriters, async (w) => {
        const propertyId = await created(w.owner.post("/1.2/profile/properties", { pty_pro_id: w.project.pro_id, pty_name: unique("Zuordnung") }), "pty_id")
        return naming(w.project.elementClassId, (id) => ({ url: `/1.2/profile/element_classes/${id}/properties`, body: { pty_id: propertyId } }))
      }, HIDDEN),
    ],
  },
  {
    method: "delete", path: "/1.2/profile/element_classes/{id}/properties/{pty_id}",
    cases: [
      one("a fresh assignment in P", projectWriters, async (w) => {
        const propertyId = await created(w.owner.post("/1.2/profile/properties", { pty_pro_id: w.project.pro_id, pty_name: unique("Zuordnung") }), "pty_id")
        await created(w.owner.post(`/1.2/profile/element_classes/${w.project.elementClassId}/properties`, { pty_id: propertyId }), "pty_id")
        return naming(w.project.elementClassId, (id) => ({ url: `/1.2/profile/element_classes/${id}/properties/${propertyId}` }))
      }, HIDDEN),
    ],
  },
]
