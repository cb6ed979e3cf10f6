/**
 * @module THE table of the authorisation matrix: for every endpoint of the API catalogue, who may call it
 * (docs/identity.md, contracts/src/access/roles.ts) and how to call it. Everyone else gets 401 — AUTH_NO_TOK
 * without a token, AUTH_PRO with one. A list answers everyone signed in, and `sees` says whose answer shows
 * P's data. A case that consumes its target (a delete) prepares a fresh one per call.
 */
import { unique } from "../../support/profile-fixtures"
import { appAdmins, cancelledJob, completedExport, containsId, contentRows, created, emailLookup, everyone, fixed, HIDDEN, idleJob, jobNotFound, licensed, licensedProjectAdmins, naming, nonEmpty, one, organisationAdmins, organisationMembers, projectAdmins, projectReaders, projectWriters, signedIn, type Row } from "./access-cases"
import { catalogueAccessRows } from "./catalogue-access-rows"
import { historyAccessRows } from "./history-access-rows"
import { versionAccessRows } from "./version-access-rows"
import { grant, TINY_JPEG, type World } from "./world"

export { type Case, NO_SUCH_ID, projectReaders, type Request, type Row } from "./access-cases"

/** The admin of P's export of P, made once per world (kept: a job of P, which P's readers see, but not its file). */
const adminsExports = new WeakMap<World, Promise<number>>()
const adminsExportOfP = (w: World) => {
  if (!adminsExports.has(w)) adminsExports.set(w, completedExport(w, "admin", w.project.pro_id))
  return adminsExports.get(w)!
}

export const accessTable: readonly Row[] = [
  // — status and documents: open
  { method: "get", path: "/status/info", cases: [one("", everyone, fixed("/status/info"))] },
  { method: "get", path: "/1.2/status/info", cases: [one("", everyone, fixed("/1.2/status/info"))] },
  { method: "get", path: "/1.2/openapi.json", cases: [one("", everyone, fixed("/1.2/openapi.json"))] },
  // The Kafka topic's AsyncAPI document and event schemas: open, like the OpenAPI document (docs/kafka.md).
  { method: "get", path: "/1.2/asyncapi.json", cases: [one("", everyone, fixed("/1.2/asyncapi.json"))] },
  { method: "get", path: "/1.2/schemas/events/{type}/{file}", cases: [one("", everyone, fixed("/1.2/schemas/events/ProjectCreated/v1.json"))] },
  // Client log forwarding: errors before sign-in happen, so everyone may post (limited per user or address).
  { method: "post", path: "/1.2/client-log", cases: [one("a warning", everyone, fixed("/1.2/client-log", { entries: [{ severity: "warning", args: ["authorisation matrix"] }] }))] },
  // — the event log's tamper evidence (docs/audit.md): app admins, and holders of the role auditor on a project
  { method: "get", path: "/1.2/audit/verify", cases: [one("", ["auditor", "appAdmin"], fixed("/1.2/audit/verify"))] },
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
  // An export's file: its starter's only, also when it is a job of P that P's readers follow.
  {
    method: "get", path: "/1.2/profile/jobs/{id}/file",
    cases: [
      one("of one's own export", signedIn, async (w, p) => ({ url: `/1.2/profile/jobs/${await completedExport(w, p)}/file` })),
      one("of P's admin's export of P", ["admin"], async (w) => ({ url: `/1.2/profile/jobs/${await adminsExportOfP(w)}/file` }), { refused: jobNotFound }),
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
  // — reference projects: everyone signed in reads the provider's; no other project is one of them
  {
    method: "get", path: "/1.2/reference/projects",
    cases: [
      one("the provider's", signedIn, fixed("/1.2/reference/projects"), { sees: signedIn, shows: containsId("pro_id", (w) => Number(w.stack.stack.referenceProjectId)) }),
      one("never P", signedIn, fixed("/1.2/reference/projects"), { sees: [], shows: containsId("pro_id", (w) => w.project.pro_id) }),
    ],
  },
  {
    method: "get", path: "/1.2/reference/projects/{id}",
    cases: [
      one("the provider's", signedIn, (w) => ({ url: `/1.2/reference/projects/${w.stack.stack.referenceProjectId}` })),
      one("P, no reference project", [], (w) => ({ url: `/1.2/reference/projects/${w.project.pro_id}` }), { refused: { status: 404, code: "NOT_FOUND" } }),
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
  // — the data catalogue of P
  ...catalogueAccessRows,
  ...historyAccessRows,
  ...versionAccessRows,
]
