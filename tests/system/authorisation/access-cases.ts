/**
 * @module The parts the authorisation matrix's rows are made of (access-table.ts, catalogue-access-rows.ts):
 * who is who among the principals, how a case names P's entity and its missing twin, and the rows every kind
 * of project content shares.
 */
import { unique } from "../../support/profile-fixtures"
import { type Principal, principals, type World } from "./world"

export type Request = {
  readonly url: string
  readonly body?: unknown
  /** Headers besides the token (an upload's media type). */
  readonly headers?: Readonly<Record<string, string>>
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
  /** What a caller who reads P but may not do this gets, when not 401 AUTH_PRO (P's history: 403). */
  readonly refusedReaders?: { readonly status: number; readonly code: string }
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

export const everyone = principals
export const signedIn = principals.filter((p) => p !== "anonymous")
export const licensed = signedIn.filter((p) => p !== "demo")
/** Everyone with a role on P: the auditor reads all a reader does (and changes nothing, like a reader). */
export const projectReaders: readonly Principal[] = ["reader", "auditor", "writer", "admin", "demo", "appAdmin"]
/** Who reads P's history (contracts/access/roles `mayReadHistory`): its auditor and everyone who may change it. */
export const historyReaders: readonly Principal[] = ["auditor", "writer", "admin", "demo", "appAdmin"]
export const projectWriters: Principal[] = ["writer", "admin", "demo", "appAdmin"]
export const projectAdmins: Principal[] = ["admin", "demo", "appAdmin"]
export const licensedProjectAdmins: Principal[] = ["admin", "appAdmin"]
export const organisationMembers: Principal[] = ["admin", "writer", "reader", "appAdmin"]
export const organisationAdmins: Principal[] = ["admin", "appAdmin"]
export const appAdmins: Principal[] = ["appAdmin"]
/** Who may look a person up by e-mail: app admins and admins of an organisation or a project (not oneself's personal ones). */
// Changed on purpose (security review): the e-mail lookup needs a licence (or app admin), so demo is refused.
export const emailLookup: Principal[] = ["admin", "otherOrg", "appAdmin"]

/** What an outsider is told about an entity of P named in the path, and in the body. */
export const HIDDEN = { hidden: { status: 404, code: "NOT_FOUND" } } as const
export const HIDDEN_REFERENCE = { hidden: { status: 400, code: "FOREIGN_ENTITY" } } as const

/** The call `at(id)` on P's entity `id`, with its twin naming an id no one has. */
export const naming = (id: number, at: (id: number) => Request): Request => ({ ...at(id), names: { id, missing: at(NO_SUCH_ID) } })

export const one = (name: string, allowed: readonly Principal[], prepare: Case["prepare"], extra: Partial<Case> = {}): Case => ({ name, allowed, prepare, ...extra })
export const fixed = (url: string, body?: unknown) => () => (body === undefined ? { url } : { url, body })

export const containsId = (field: string, id: (w: World) => number) => (body: any, world: World) =>
  Array.isArray(body) && body.some((item) => item[field] === id(world))
export const nonEmpty = (body: any) => Array.isArray(body) && body.length > 0

/** The four kinds of project content share one shape of rows. */
export const contentRows = (
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

export const jobNotFound = { status: 404, code: "NOT_FOUND" } as const
/** A queued job started by `principal` (the app admin's for anonymous). */
export const idleJob = (w: World, principal: Principal, projectId: number | null = null) =>
  w.stack.stack.jobStore.submit({ kind: "test.idle", input: null, userId: w.idOf(principal === "anonymous" ? "appAdmin" : principal), projectId, maxAttempts: 1 })
export const cancelledJob = async (w: World, principal: Principal, projectId: number | null = null) => {
  const job = await idleJob(w, principal, projectId)
  await w.stack.stack.jobStore.cancel(job.id)
  return job
}

/**
 * A completed export job started by `principal` (the app admin's for anonymous): the Excel report of a personal
 * project of theirs, or of `projectId`. Its file is the starter's: GET /1.2/profile/jobs/{id}/file.
 */
export const completedExport = async (w: World, principal: Principal, projectId?: number): Promise<number> => {
  const client = w.client(principal === "anonymous" ? "appAdmin" : principal)
  const project = projectId ?? (await created(client.post("/1.2/profile/projects", { pro_name: unique("Eigener Export") }), "pro_id"))
  const jobId = await created(client.post("/1.2/profile/exports", { exp_pro_id: project, exp_scope: "project", exp_format: "report_xlsx" }), "job_id")
  const deadline = Date.now() + 30_000
  for (;;) {
    const job = (await client.get(`/1.2/profile/jobs/${jobId}`)).body
    if (job?.job_state === "completed") return jobId
    if (job?.job_state !== "queued" && job?.job_state !== "running") throw new Error(`setup failed: export ${jobId} ${JSON.stringify(job)}`)
    if (Date.now() > deadline) throw new Error(`setup failed: export ${jobId} did not complete`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export const created = async (answer: Promise<{ status: number; body: any }>, field: string): Promise<number> => {
  const { status, body } = await answer
  if (status !== 201 && status !== 200) throw new Error(`setup failed: ${status} ${JSON.stringify(body)}`)
  return Number(body[field])
}

