/**
 * GET /1.2/openapi.json against the running app: an OpenAPI 3.1 document that covers every endpoint of
 * the catalogue, documents nothing the app does not route and routes nothing it does not document,
 * documents errors and success statuses, and whose answer schemas the real answers satisfy.
 */
import { endpoints } from "@bimprofile/contracts/api/endpoints"
import { LIST_KINDS, listKinds, newList, newListItem } from "../support/list-fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { OPS_PATHS } from "@bimprofile/infra/ops/ops-routes"
import { newActivity, newMilestone, newProcess, newProject, newRole } from "../support/profile-fixtures"
import { type ApiAnswer, type RunningStack, startTestStack } from "../support/stack"
import { schemaChecks } from "./openapi/schema-checks"

let running: RunningStack
let doc: any
let ids: Record<string, number>

const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="

beforeAll(async () => {
  running = await startTestStack({ engine: "pglite" })
  const { api } = running
  const project = await newProject(api)
  const role = await newRole(api, project.pro_id)
  const milestone = await newMilestone(api, project.phases.planung)
  const process = await newProcess(api, milestone.mst_id)
  const activity = await newActivity(api, process.prc_id, "Lieferung", { provider: role.rop_id, receiver: role.rop_id })
  // A picture, so that GET users/{id}/img has one to answer (1×1 PNG).
  const picture = await api.patch(`/1.2/user/users/${running.stack.admin.userId}/img`, { usr_image_url: `data:image/png;base64,${PNG_BASE64}` })
  expect(picture.status, JSON.stringify(picture.body)).toBe(200)
  ids = {
    projects: project.pro_id,
    phases: project.phases.planung,
    milestones: milestone.mst_id,
    processes: process.prc_id,
    activities: activity.act_id,
    roles_project: role.rop_id,
    // Mapped with a problem (IFC2X3 missing), so the `problems` filter has something to list.
    element_classes: (await api.post("/1.2/profile/element_classes", { elc_pro_id: project.pro_id, elc_name: "Wand", elc_ifc: [{ ifc_version: "IFC4", entity: "IfcWall" }] })).body.elc_id,
    element_types: (await api.post("/1.2/profile/element_types", { elt_pro_id: project.pro_id, elt_name: "Wandtyp", elt_ifc: [{ ifc_version: "IFC4", entity: "IfcWallType" }] })).body.elt_id,
    value_lists: (await api.post("/1.2/profile/value_lists", { vls_pro_id: project.pro_id, vls_name: "Feuerwiderstand" })).body.vls_id,
    properties: (await api.post("/1.2/profile/properties", { pty_pro_id: project.pro_id, pty_name: "FireRating", pty_ifc: [{ ifc_version: "IFC4", pset: "Pset_WallCommon", property: "FireRating", data_type: "IfcLabel" }] })).body.pty_id,
    requirements: (await api.post("/1.2/profile/requirements", { req_act_id: activity.act_id, req_name: "Türen", req_applicability: [{ facet: "entity", name: { simple: "IFCDOOR" }, predefined_type: null }] })).body.req_id,
    documents: (await api.call("POST", `/1.2/profile/documents?doc_pro_id=${project.pro_id}&doc_name=Plan`, "%PDF-1.4\n%%EOF\n", { "Content-Type": "application/pdf" })).body.doc_id,
    // One list of each catalogue list kind, with one item.
    ...Object.fromEntries(
      await Promise.all(
        LIST_KINDS.map(async (kind) => {
          const listId = await newList(api, kind, project.pro_id)
          await newListItem(api, kind, listId)
          return [listKinds[kind].path, listId] as const
        }),
      ),
    ),
    // A job of a kind no runner takes: it waits, queued, for GET, cancel and retry to be probed.
    jobs: (await running.stack.jobStore.submit({ kind: "test.idle", input: null, userId: running.stack.admin.userId, projectId: null, maxAttempts: 1 })).id,
    // A completed export of the project, whose file GET jobs/{id}/file answers.
    exportJob: await completedExport(project.pro_id),
  }
  // A published version of all of the above (…/versions/{number}), and a point after it for `as_of` (time travel).
  expect((await api.post(`/1.2/profile/projects/${project.pro_id}/versions`, { ver_title: "Erste" })).status).toBe(201)
  ids.asOf = api.position
  const answer = await api.get("/1.2/openapi.json")
  expect(answer.status).toBe(200)
  expect(answer.headers.get("content-type")).toContain("application/json")
  doc = answer.body
})
afterAll(async () => {
  await running?.stop()
})

/** Starts the project's Excel report as an export and waits until its job completed. */
async function completedExport(projectId: number): Promise<number> {
  const { api } = running
  const started = await api.post("/1.2/profile/exports", { exp_pro_id: projectId, exp_scope: "project", exp_format: "report_xlsx" })
  expect(started.status, JSON.stringify(started.body)).toBe(201)
  const deadline = Date.now() + 30_000
  for (;;) {
    const job = (await api.get(`/1.2/profile/jobs/${started.body.job_id}`)).body
    if (job.job_state === "completed") return job.job_id
    expect(["queued", "running"], JSON.stringify(job)).toContain(job.job_state)
    expect(Date.now(), "the export completes").toBeLessThan(deadline)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const METHODS = ["get", "post", "patch", "put", "delete"] as const
const operations = () =>
  Object.entries<Record<string, any>>(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => (METHODS as readonly string[]).includes(method))
      .map(([method, operation]) => ({ path, method, operation })),
  )

/** The router's own 404 for an unknown path, as opposed to a 404 of a handler for an unknown id. */
const isRouterNotFound = (answer: ApiAnswer) =>
  answer.status === 404 && answer.body?.internal_code === "NOT_FOUND" && /^Der Pfad .* existiert nicht\.$/.test(answer.body?.message ?? "")

const { resolve, mismatch } = schemaChecks(() => doc)

/** Values of a path's own query parameters, where the same name means something else elsewhere. */
const PATH_QUERY_VALUES: Record<string, Record<string, string[]>> = {
  // The project diff's points: the working state against itself (a time before the project is a 404).
  "/1.2/profile/projects/{id}/diff": { from: ["now"], to: ["now"] },
}

/** Sensible values for a documented query parameter (of `path`), so a GET with it answers 200. */
const queryValues = (param: any, path = ""): string[] => {
  const own = PATH_QUERY_VALUES[path]?.[param.name]
  if (own) return own
  if (param.name === "as_of") return [String(ids.asOf)]
  if (param.schema.enum) return param.schema.enum
  if (param.name === "access_token") return [running.api.token!]
  if (param.schema.type === "boolean") return ["true", "false"]
  if (param.schema.type === "integer") {
    if (param.schema.maximum !== undefined && param.schema.maximum < 1000) return ["1", String(param.schema.maximum)]
    const [, prefix] = /^(\w{3})_/.exec(param.name) ?? []
    const target = param.name.replace(/^\w{3}_/, "").replace(/_id$/, "")
    const byPrefix: Record<string, string> = { pro: "projects", pha: "phases", mst: "milestones", prc: "processes", act: "activities", rop: "roles_project", elc: "element_classes", elt: "element_types", pty: "properties", vls: "value_lists",
      ...Object.fromEntries(LIST_KINDS.map((kind) => [listKinds[kind].prefix, listKinds[kind].path])),
    }
    return [String(ids[byPrefix[target] ?? ""] ?? ids[byPrefix[prefix ?? ""] ?? "projects"])]
  }
  if (param.schema.type === "string" && param.name in IFC_SEARCH_VALUES) return [IFC_SEARCH_VALUES[param.name]!]
  if (param.schema.type === "string" && param.name in HISTORY_VALUES) return [HISTORY_VALUES[param.name]!]
  return ["Prozess"]
}

/** Names the IFC pickers' searches know in every version (an unknown one is a 400 UNKNOWN_IFC_NAME). */
const IFC_SEARCH_VALUES: Record<string, string> = { q: "wall", under: "IfcElement", entity: "IfcWall", pset: "Pset_WallCommon", predefined_type: "SOLIDWALL" }

/** The timeline's time span (ISO 8601 days) and a cursor (an older position than any: the page is empty, still 200). */
const HISTORY_VALUES: Record<string, string> = { from: "2020-01-01", to: "2999-12-31", cursor: "1" }

/** Query parameters that only come in pairs (a diff's two sides): each is sent with its partner, on the bare path. */
const PAIRED: Record<string, Record<string, { partner: string; of: string }>> = {
  "/1.2/profile/requirements/diff": {
    from_act_id: { partner: "to_act_id", of: "activities" },
    to_act_id: { partner: "from_act_id", of: "activities" },
    from_mst_id: { partner: "to_mst_id", of: "milestones" },
    to_mst_id: { partner: "from_mst_id", of: "milestones" },
  },
}
/**
 * The URL of a GET with one query parameter set: on top of the target, or with its partner on the bare path.
 * `as_of` needs a project: a list names its own with its `…_pro_id` parameter.
 */
const withParam = (path: string, target: string, name: string, value: string, operation?: any) => {
  const pair = PAIRED[path]?.[name]
  if (pair) return `${path}?${name}=${ids[pair.of]}&${pair.partner}=${ids[pair.of]}`
  const project = name === "as_of" && !/\/\d+(\/|\?|$)|_id=/.test(target) ? (operation?.parameters ?? []).find((p: any) => p.in === "query" && /_pro_id$/.test(p.name)) : undefined
  if (project) target = `${target}${target.includes("?") ? "&" : "?"}${project.name}=${ids.projects}`
  return `${target}${target.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(value)}`
}

/** The path with its required query parameters, each with its first documented value. */
const withRequired = (path: string, operation: any, template = path) => {
  const pairs = PAIRED[path]
  if (pairs) {
    const [name, value] = Object.entries(pairs)[0]!
    return withParam(path, path, name, String(value))
  }
  const required = (operation.parameters ?? []).filter((p: any) => p.in === "query" && p.required)
  return required.length === 0 ? path : `${path}?${required.map((p: any) => `${p.name}=${encodeURIComponent(queryValues(p, template)[0]!)}`).join("&")}`
}

const concrete = (path: string) => {
  if (path.startsWith("/1.2/user/users/")) return path.replace("{id}", String(running.stack.admin.userId))
  if (path.startsWith("/1.2/reference/projects/")) return path.replace("{id}", String(running.stack.referenceProjectId))
  if (path === "/1.2/profile/jobs/{id}/file") return path.replace("{id}", String(ids.exportJob))
  // An event's data schema (the Kafka integration): a type and its current version's file.
  if (path.startsWith("/1.2/schemas/events/")) return path.replace("{type}", "ProjectCreated").replace("{file}", "v1.json")
  const resource = /^\/1\.2\/profile\/([a-z_]+)/.exec(path)?.[1]
  return path.replace("{id}", String(ids[resource ?? ""] ?? 1)).replace("{number}", "1")
}

const catalogued = (path: string, method: string) => endpoints.find((e) => e.path === path && e.method === method)!

let invited = 0
/** A newly invited person (the mail goes to the stack's outbox). */
const invite = async () => {
  const email = `openapi.${++invited}.${Date.now()}@example.ch`
  const answer = await running.api.post("/1.2/user/users", { usr_email: email, usr_name: "Schema", usr_name_first: "Person" })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return { id: answer.body.usr_id as number, email }
}
const newOrganisation = async () => {
  const answer = await running.api.post("/1.2/user/organisations", { org_name: `Organisation ${Date.now()} ${++invited}` })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body.org_id as number
}

/** The path of a DELETE with ids of things of its own that exist (and may go): `own` are a small project's. */
const deletable = async (path: string, own: Record<string, number>): Promise<string> => {
  const { api } = running
  const profile = /^\/1\.2\/profile\/([a-z_]+)\/\{id\}$/.exec(path)
  if (profile) return path.replace("{id}", String(own[profile[1]!]))
  const listItem = LIST_KINDS.find((kind) => path === `/1.2/profile/${listKinds[kind].path}/{id}/items/{${listKinds[kind].itemPrefix}_id}`)
  if (listItem) {
    const listId = own[listKinds[listItem].path]!
    return `/1.2/profile/${listKinds[listItem].path}/${listId}/items/${await newListItem(api, listItem, listId)}`
  }
  switch (path) {
    case "/1.2/user/users/{id}":
      return path.replace("{id}", String((await invite()).id))
    case "/1.2/user/organisations/{id}":
      return path.replace("{id}", String(await newOrganisation()))
    case "/1.2/user/organisations/{id}/members/{usr_id}": {
      const org = await newOrganisation()
      const member = await invite()
      expect((await api.post(`/1.2/user/organisations/${org}/members`, { usr_email: member.email, roles: ["emp"] })).status).toBe(200)
      return `/1.2/user/organisations/${org}/members/${member.id}`
    }
    case "/1.2/profile/projects/{id}/permissions/{usr_id}": {
      const person = await invite()
      expect((await api.post(`/1.2/profile/projects/${own.projects}/permissions`, { usr_email: person.email, roles: ["read"] })).status).toBe(201)
      return `/1.2/profile/projects/${own.projects}/permissions/${person.id}`
    }
    case "/1.2/profile/element_classes/{id}/properties/{pty_id}": {
      expect((await api.post(`/1.2/profile/element_classes/${own.element_classes}/properties`, { pty_id: own.properties })).status).toBe(201)
      return `/1.2/profile/element_classes/${own.element_classes}/properties/${own.properties}`
    }
    case "/1.2/profile/element_types/{id}/properties/{pty_id}": {
      expect((await api.post(`/1.2/profile/element_types/${own.element_types}/properties`, { pty_id: own.properties })).status).toBe(201)
      return `/1.2/profile/element_types/${own.element_types}/properties/${own.properties}`
    }
    case "/1.2/profile/value_lists/{id}/items/{vli_id}": {
      const answer = await api.post(`/1.2/profile/value_lists/${own.value_lists}/items`, { vli_name: `Wert ${Date.now()}` })
      expect(answer.status).toBe(201)
      return `/1.2/profile/value_lists/${own.value_lists}/items/${answer.body.vls_items.at(-1).vli_id}`
    }
    case "/1.2/profile/projects/{id}/shares/{org_id}": {
      const org = await newOrganisation()
      expect((await api.post(`/1.2/profile/projects/${own.projects}/shares`, { org_id: org })).status).toBe(201)
      return `/1.2/profile/projects/${own.projects}/shares/${org}`
    }
    default:
      throw new Error(`no fixture for DELETE ${path}: add one`)
  }
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with info, security and resolvable references", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/)
    expect(doc.info).toMatchObject({ title: expect.any(String), version: "1.2.17" })
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" })
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? []
    for (const ref of refs) {
      const target = JSON.parse(`{${ref}}`).$ref as string
      if (target.startsWith("#/components/")) expect(() => resolve(target, doc), target).not.toThrow()
    }
    const operationIds = operations().map((o) => o.operation.operationId)
    expect(new Set(operationIds).size).toBe(operationIds.length)
  })

  it("has every endpoint of the catalogue with its method, and nothing else", () => {
    for (const endpoint of endpoints) expect(doc.paths[endpoint.path]?.[endpoint.method], `${endpoint.method} ${endpoint.path}`).toBeDefined()
    const catalogued = new Set(endpoints.map((e) => `${e.method} ${e.path}`))
    for (const { method, path } of operations()) expect(catalogued.has(`${method} ${path}`), `${method} ${path}`).toBe(true)
  })

  it("documents every route the running app has", () => {
    const documented = new Set(operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`))
    // The operations endpoints are the operator's, outside the API (docs/operations.md).
    const operationsPaths = new Set<string>(OPS_PATHS)
    const routed = new Set(
      running.stack.app.routes
        .filter((r) => r.method !== "ALL" && !operationsPaths.has(r.path))
        .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`),
    )
    expect([...routed].filter((r) => !documented.has(r))).toEqual([])
  })

  it("documents path parameters, request bodies, success statuses and errors of each operation", () => {
    for (const { path, method, operation } of operations()) {
      const where = `${method} ${path}`
      const endpoint = endpoints.find((e) => e.path === path && e.method === method)!
      for (const [, name] of path.matchAll(/\{(\w+)\}/g))
        expect(operation.parameters.some((p: any) => p.in === "path" && p.name === name && p.required), `${where} path parameter ${name}`).toBe(true)
      for (const [status, response] of Object.entries<any>(operation.responses)) {
        expect(response.description, `${where} ${status}`).toEqual(expect.any(String))
        const success = status === String(endpoint.status)
        const types = success && endpoint.status === 204 ? [] : success && endpoint.stream ? ["text/event-stream"] : success && endpoint.media ? endpoint.media : ["application/json"]
        for (const type of types) expect(response.content?.[type]?.schema, `${where} ${status} ${type} schema`).toBeDefined()
        expect(Object.keys(response.content ?? {}).sort(), `${where} ${status} media types`).toEqual([...types].sort())
      }
      expect(operation.responses[String(endpoint.status)], `${where} success ${endpoint.status}`).toBeDefined()
      if (method !== "get") {
        expect(operation.responses["400"], `${where} documents 400`).toBeDefined()
        // 401 for every call that needs a token (checked below) and for the open calls that check credentials or
        // tokens (login, refresh); register and password reset answer anyone and never 401.
        expect(operation.responses["400"].content["application/json"].schema.$ref).toBe("#/components/schemas/ErrorBody")
        if (endpoint.body) expect(operation.requestBody?.content?.["application/json"]?.schema, `${where} request body`).toBeDefined()
        // An upload takes its file's media types and appends nothing itself (its job does): no X-Position.
        if (endpoint.upload) expect(Object.keys(operation.requestBody?.content ?? {}).sort(), `${where} upload media types`).toEqual([...endpoint.upload].sort())
        else if (endpoint.auth) expect(operation.responses[String(endpoint.status)].headers?.["X-Position"], `${where} X-Position`).toBeDefined()
      }
      if (endpoint.auth) {
        expect(operation.security, `${where} is not open`).toBeUndefined()
        expect(operation.responses["401"], `${where} documents 401`).toBeDefined()
      } else expect(operation.security, `${where} is open`).toEqual([])
    }
  })

  it("states the server's own rules: password length, id range, the PKCE verifier, the live stream's events", () => {
    const body = (method: string, path: string) => doc.paths[path][method].requestBody.content["application/json"].schema
    expect(body("post", "/1.2/auth/register").properties.usr_pw).toMatchObject({ minLength: 8, maxLength: 200 })
    expect(body("post", "/1.2/auth/login").anyOf[1].required).toContain("code_verifier")
    const id = doc.paths["/1.2/profile/milestones/{id}"].get.parameters.find((p: any) => p.name === "id").schema
    expect(id).toMatchObject({ type: "integer", maximum: Number.MAX_SAFE_INTEGER })
    expect(id.minimum ?? id.exclusiveMinimum + 1).toBe(1)
    const events = doc.paths["/1.2/live"].get.responses["200"].content["text/event-stream"].schema.anyOf
    const ready = events.find((e: any) => e.properties.event.const === "ready")
    expect(ready.properties.data).toMatchObject({ contentMediaType: "application/json", contentSchema: { required: ["position"] } })
  })

  it("answers 405 with Allow for a documented path called with an undocumented method", async () => {
    const answer = await running.api.call("PUT", "/1.2/profile/projects")
    expect(answer.status).toBe(405)
    expect(answer.headers.get("allow")).toBe("GET, POST")
  })

  it("refuses an empty X-Min-Position instead of reading it as none", async () => {
    const answer = await running.api.call("GET", "/1.2/profile/projects", undefined, { "X-Min-Position": "" })
    expect(answer.status).toBe(400)
  })

  it("documents numbers as numbers (no string alternatives like \"NaN\")", () => {
    const offenders = operations()
      .filter(({ operation }) => JSON.stringify(operation).includes('"NaN"'))
      .map(({ method, path }) => `${method} ${path}`)
    expect(offenders).toEqual([])
  })

  it("every documented GET is routed and answers 200 with its documented shape, with each documented query value", async () => {
    const { api } = running
    for (const { path, method, operation } of operations()) {
      if (method !== "get" || catalogued(path, method).stream) continue
      const target = withRequired(concrete(path), operation, path)
      const media = catalogued(path, method).media
      /** A JSON answer satisfies its schema; a file answer is of a documented media type and not empty. */
      const expectShape = (answer: ApiAnswer, url: string) => {
        if (!media) return expect(mismatch(operation.responses["200"].content["application/json"].schema, answer.body, `GET ${url}`)).toBeUndefined()
        expect(media, `GET ${url} content-type`).toContain(answer.headers.get("content-type"))
        expect(String(answer.body).length, `GET ${url} body`).toBeGreaterThan(0)
      }
      const plain = await api.get(target)
      expect(isRouterNotFound(plain), `GET ${target} is not routed`).toBe(false)
      expect(plain.status, `GET ${target}: ${JSON.stringify(plain.body)}`).toBe(200)
      expectShape(plain, target)
      for (const param of operation.parameters.filter((p: any) => p.in === "query")) {
        for (const value of queryValues(param, path)) {
          const url = withParam(path, target, param.name, value, operation)
          const answer = await api.get(url)
          expect(answer.status, `GET ${url}: ${JSON.stringify(answer.body)}`).toBe(200)
          expectShape(answer, url)
        }
      }
    }
  })

  it("every documented event stream is routed and answers 200 text/event-stream, unbuffered", async () => {
    for (const { path, method } of operations()) {
      if (method !== "get" || !catalogued(path, method).stream) continue
      const stop = new AbortController()
      const response = await fetch(running.baseUrl + concrete(path), { headers: { Authorization: `Bearer ${running.api.token}` }, signal: stop.signal })
      expect(response.status, `GET ${path}`).toBe(200)
      expect(response.headers.get("content-type")).toContain("text/event-stream")
      expect(response.headers.get("x-accel-buffering")).toBe("no")
      stop.abort()
      await response.body?.cancel().catch(() => {})
    }
  })

  it("every documented non-GET is routed: a probe reaches the handler, not the router's 404", async () => {
    const { api } = running
    for (const { path, method, operation } of operations()) {
      if (method === "get" || method === "delete") continue
      const target = concrete(path)
      // A body of the wrong shape: the handler's decoding refuses it, so nothing changes.
      const answer = await api.call(method.toUpperCase(), target, JSON.stringify("routing-probe"))
      expect(isRouterNotFound(answer), `${method} ${target} is not routed`).toBe(false)
      if (catalogued(path, method).pending) {
        // Routed, but its backend comes later: a clear 501, documented as its answer.
        expect(answer.status, `${method} ${target}`).toBe(501)
        expect(answer.body).toEqual({ message: "Diese Funktion ist noch nicht verfügbar.", internal_code: "NOT_AVAILABLE", details: null })
        expect(mismatch(operation.responses["501"].content["application/json"].schema, answer.body, `${method} ${target}`)).toBeUndefined()
        continue
      }
      if (catalogued(path, method).upload?.includes("application/json")) {
        // A JSON file (a bSDD dictionary) must be a JSON object: the probe, a JSON string, is refused by the handler.
        expect(answer.status, `${method} ${target}`).toBe(400)
        expect(mismatch(operation.responses["400"].content["application/json"].schema, answer.body, `${method} ${target}`)).toBeUndefined()
        continue
      }
      if (catalogued(path, method).upload) {
        // An upload takes a file, not JSON: refused for its media type before anything is read.
        expect(answer.status, `${method} ${target}`).toBe(415)
        expect(answer.body.internal_code).toBe("UNSUPPORTED_MEDIA_TYPE")
        expect(mismatch(operation.responses["415"].content["application/json"].schema, answer.body, `${method} ${target}`)).toBeUndefined()
        continue
      }
      expect(answer.status, `${method} ${target}`).toBe(400)
      expect(answer.body.internal_code).toBe("VALIDATION")
      expect(mismatch(operation.responses["400"].content["application/json"].schema, answer.body, `${method} ${target}`)).toBeUndefined()
    }
  })

  it("every documented DELETE is routed and answers its documented shape for an existing id", async () => {
    const { api } = running
    for (const { path, operation } of operations().filter((o) => o.method === "delete")) {
      // A small project of its own per DELETE, so one deletion does not take another's id away.
      const project = await newProject(api)
      const role = await newRole(api, project.pro_id)
      const milestone = await newMilestone(api, project.phases.bewirtschaftung)
      const process = await newProcess(api, milestone.mst_id)
      const activity = await newActivity(api, process.prc_id)
      const empty = await newMilestone(api, project.phases.planung)
      const own: Record<string, number> = {
        projects: project.pro_id,
        phases: project.phases.konzeption,
        milestones: empty.mst_id,
        processes: process.prc_id,
        activities: activity.act_id,
        roles_project: role.rop_id,
        element_classes: (await api.post("/1.2/profile/element_classes", { elc_pro_id: project.pro_id, elc_name: "Weg" })).body.elc_id,
        element_types: (await api.post("/1.2/profile/element_types", { elt_pro_id: project.pro_id, elt_name: "Weg" })).body.elt_id,
        properties: (await api.post("/1.2/profile/properties", { pty_pro_id: project.pro_id, pty_name: "Weg" })).body.pty_id,
        value_lists: (await api.post("/1.2/profile/value_lists", { vls_pro_id: project.pro_id, vls_name: "Weg" })).body.vls_id,
        ...Object.fromEntries(await Promise.all(LIST_KINDS.map(async (kind) => [listKinds[kind].path, await newList(api, kind, project.pro_id)] as const))),
        requirements: (await api.post("/1.2/profile/requirements", { req_act_id: activity.act_id, req_name: "Weg", req_applicability: [{ facet: "entity", name: { simple: "IFCWALL" }, predefined_type: null }] })).body.req_id,
        documents: (await api.call("POST", `/1.2/profile/documents?doc_pro_id=${project.pro_id}&doc_name=Weg`, `%PDF-1.4\n% ${project.pro_id}\n%%EOF\n`, { "Content-Type": "application/pdf" })).body.doc_id,
      }
      const target = await deletable(path, own)
      const answer = await api.delete(target)
      expect(isRouterNotFound(answer), `DELETE ${target} is not routed`).toBe(false)
      expect(answer.status, `DELETE ${target}: ${JSON.stringify(answer.body)}`).toBe(200)
      expect(answer.headers.get("x-position")).toMatch(/^\d+$/)
      expect(mismatch(operation.responses["200"].content["application/json"].schema, answer.body, `DELETE ${target}`)).toBeUndefined()
    }
  })

  it("the real command answers satisfy their documented schemas", async () => {
    const { api } = running
    const schemaOf = (method: string, path: string, status: number) => doc.paths[path][method].responses[String(status)].content["application/json"].schema
    const project = await api.post("/1.2/profile/projects", { pro_name: "Schema" })
    expect(mismatch(schemaOf("post", "/1.2/profile/projects", 201), project.body, "project")).toBeUndefined()
    const phases = (await api.get(`/1.2/profile/phases?pha_pro_id=${project.body.pro_id}`)).body
    const milestone = await api.post("/1.2/profile/milestones", { mst_pha_id: phases[0].pha_id, mst_name: "M" })
    expect(mismatch(schemaOf("post", "/1.2/profile/milestones", 201), milestone.body, "milestone")).toBeUndefined()
    const reorder = await api.patch("/1.2/profile/milestones", [{ mst_id: milestone.body.mst_id, mst_seq: 1 }])
    expect(mismatch(schemaOf("patch", "/1.2/profile/milestones", 200), reorder.body, "reorder")).toBeUndefined()
    const process = await api.post("/1.2/profile/processes", { prc_mst_id: milestone.body.mst_id, prc_name: "P" })
    expect(mismatch(schemaOf("post", "/1.2/profile/processes", 201), process.body, "process")).toBeUndefined()
    const role = await api.post("/1.2/profile/roles_project", { rop_pro_id: project.body.pro_id, rop_name: "R", rop_role_code_code: "users" })
    expect(mismatch(schemaOf("post", "/1.2/profile/roles_project", 201), role.body, "role")).toBeUndefined()
    const activity = await api.post("/1.2/profile/activities", { act_prc_id: process.body.prc_id, act_name: "A", act_rop_provider_id: role.body.rop_id })
    expect(mismatch(schemaOf("post", "/1.2/profile/activities", 201), activity.body, "activity")).toBeUndefined()
    const copy = await api.post(`/1.2/profile/projects/${project.body.pro_id}/copy`, { pro_name: "Schema Kopie" })
    expect(mismatch(schemaOf("post", "/1.2/profile/projects/{id}/copy", 201), copy.body, "copy")).toBeUndefined()
    const phase = await api.delete(`/1.2/profile/phases/${phases[3].pha_id}`)
    const added = await api.post("/1.2/profile/phases", { pha_pro_id: project.body.pro_id, pha_phase_code_code: "bewirtschaftung" })
    expect(phase.status).toBe(200)
    expect(added.status).toBe(201)
    expect(mismatch(schemaOf("post", "/1.2/profile/phases", 201), added.body, "phase")).toBeUndefined()
    const login = await api.post("/1.2/auth/login", { usr_email: "admin@bimprofile.test", usr_pw: "admin-password-for-tests" })
    expect(mismatch(schemaOf("post", "/1.2/auth/login", 200), login.body, "login")).toBeUndefined()
    // A classification with every field set, and an item under another: its answers, and the reads'.
    const system = await api.post("/1.2/profile/classifications", {
      cls_pro_id: project.body.pro_id, cls_name: "eBKP-H", cls_long_name: "Elementbasierter Baukostenplan Hochbau", cls_desc: "d", cls_edition: "2020",
      cls_edition_date: "2020-01-01", cls_source: "https://crb.ch/ebkp-h", cls_publisher: "CRB", cls_code_pattern: ".", cls_uri: "https://identifier.buildingsmart.org/uri/crb/ebkp-h",
    })
    expect(mismatch(schemaOf("post", "/1.2/profile/classifications", 201), system.body, "classification")).toBeUndefined()
    const top = await api.post(`/1.2/profile/classifications/${system.body.cls_id}/items`, { cli_code: "C", cli_name: "Konstruktion" })
    const under = await api.post(`/1.2/profile/classifications/${system.body.cls_id}/items`, { cli_code: "C02", cli_name: "Wand", cli_parent_id: top.body.cli_id, cli_uri: "https://example.ch/c02" })
    expect(mismatch(schemaOf("post", "/1.2/profile/classifications/{id}/items", 201), under.body, "classification item")).toBeUndefined()
    const read = await api.get(`/1.2/profile/classifications/${system.body.cls_id}`)
    expect(mismatch(schemaOf("get", "/1.2/profile/classifications/{id}", 200), read.body, "classification read")).toBeUndefined()
    const set = await api.post("/1.2/profile/property_sets", { pst_pro_id: project.body.pro_id, pst_name: "CH_Brandschutz" })
    const property = await api.post(`/1.2/profile/property_sets/${set.body.pst_id}/items`, { psp_name: "VKF", psp_datatype: "enumeration", psp_unit: null, psp_values: [{ name: "EI30", desc: null }] })
    expect(mismatch(schemaOf("post", "/1.2/profile/property_sets/{id}/items", 201), property.body, "property of a set")).toBeUndefined()
  })
})
