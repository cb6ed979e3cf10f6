/**
 * Bad input never causes a 500: a table of every write endpoint of the catalogue, each sent a batch of
 * broken requests — non-JSON and empty bodies, bodies of the wrong shape, each required field missing,
 * each field of the wrong type (derived from the contract's JSON Schema), non-numeric and unknown path
 * ids, ids of another project in the body, unknown or foreign people and organisations. Every answer must
 * be 400/404/409 (401 for the auth calls) with the error body {message, internal_code, details}; none of
 * them may change anything — neither projects nor users, organisations, permissions or shares.
 */
import { buildOpenApiDocument } from "@bimprofile/contracts/api/openapi"
import { endpoints } from "@bimprofile/contracts/api/endpoints"
import { MAX_DOCUMENT_BODY_BYTES, MAX_IDS_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from "@bimprofile/infra/http/body-limit"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { one, projectShape } from "../support/profile-fixtures"
import { type ApiAnswer, type RunningStack, startTestStack } from "../support/stack"
import { brokenBodies, type JsonSchema } from "./bad-input/broken-bodies"
import { type Fixtures, identityFixture, projectFixture } from "./bad-input/fixtures"
import { UNKNOWN, writeCases } from "./bad-input/write-cases"

let running: RunningStack
const f = {} as Fixtures
const table = writeCases(f)

beforeAll(async () => {
  running = await startTestStack({ engine: "pglite" })
  f.A = await projectFixture(running.api)
  f.B = await projectFixture(running.api)
  f.I = await identityFixture(running.api, f.A)
})
afterAll(async () => {
  await running?.stop()
})

const document = buildOpenApiDocument() as { paths: Record<string, Record<string, { requestBody?: { content: { "application/json": { schema: JsonSchema } } } }>> }
// Calls that answer 501 until their issue have no input to refuse yet.
const writeEndpoints = endpoints.filter((e) => e.method !== "get" && !e.pending)
const keyOf = (e: { method: string; path: string }) => `${e.method.toUpperCase()} ${e.path}`

const problems: string[] = []
/** Records (instead of throwing at the first) every answer that is not a proper refusal. */
const check = (what: string, answer: ApiAnswer, allowed: readonly number[], expected?: number) => {
  const body = answer.body
  const shaped =
    body && typeof body === "object" && typeof body.message === "string" && body.message.length > 0 && typeof body.internal_code === "string" && "details" in body
  // A clear message: German, not the schema library's own English ("Expected number", "Missing key").
  const clear = shaped && !/Expected|Missing key|undefined|\[object/.test(JSON.stringify(body))
  if (!allowed.includes(answer.status) || (expected !== undefined && answer.status !== expected) || !shaped || !clear)
    problems.push(`${what} → ${answer.status} ${JSON.stringify(body)}${expected ? ` (expected ${expected})` : ""}`)
}

describe("bad input on every write endpoint", () => {
  beforeEach(() => {
    problems.length = 0
  })

  it("the table covers every write endpoint of the catalogue", () => {
    expect(Object.keys(table).sort()).toEqual(writeEndpoints.map(keyOf).sort())
  })

  it("is answered with 400/404/409 (401 for auth) and an error body, never a 500, and changes nothing", async () => {
    const { api } = running
    const before = [await projectShape(api, f.A.pro_id), await projectShape(api, f.B.pro_id)]
    const projectCount = (await api.get("/1.2/profile/projects")).body.length
    /** Everything of identity and sharing a refused request could have changed. */
    const identity = async () => ({
      users: await api.get("/1.2/user/users"),
      organisations: await api.get("/1.2/user/organisations"),
      permissions: await api.get(`/1.2/profile/projects/${f.A.pro_id}/permissions`),
      shares: await api.get(`/1.2/profile/projects/${f.A.pro_id}/shares`),
    })
    const identityBefore = await identity()
    for (const answer of Object.values(identityBefore)) expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    let requests = 0

    for (const endpoint of writeEndpoints) {
      const key = keyOf(endpoint)
      const entry = table[key]!
      // The auth calls (open ones and the password change) answer 401 for wrong credentials or tokens.
      const allowed = endpoint.path.startsWith("/1.2/auth/") ? [400, 401] : [400, 404, 409]
      const method = endpoint.method.toUpperCase()
      const withSecond = (path: string, value: string | number | undefined = entry.second?.value()) =>
        entry.second ? path.replace(`{${entry.second.name}}`, String(value)) : path
      const pathWith = (id: string | number) => withSecond(endpoint.path.replace("{id}", String(id)))
      const path = entry.id ? pathWith(entry.id()) : endpoint.path
      const send = async (what: string, target: string, body?: unknown, raw = false, headers: Record<string, string> = {}) => {
        requests++
        return api.call(method, target, body === undefined || raw ? body : JSON.stringify(body), headers)
      }

      if (entry.valid) {
        const schema = document.paths[endpoint.path]![endpoint.method]!.requestBody!.content["application/json"].schema
        for (const variant of brokenBodies(schema, entry.valid())) {
          const answer = await send(variant.label, path, variant.body, true)
          check(`${key} with ${variant.label}`, answer, allowed, 400)
        }
        check(`${key} without a body`, await send("no body", path), allowed, 400)
        check(`${key} with a text/plain body`, await send("text body", path, "hallo", true, { "Content-Type": "text/plain" }), [...allowed, 415], 415)
        const json = JSON.stringify(entry.valid())
        check(`${key} with JSON sent as text/plain`, await send("JSON as text", path, json, true, { "Content-Type": "text/plain" }), [...allowed, 415], 415)
        check(`${key} with 5,000 nested arrays`, await send("deep", path, `${"[".repeat(5000)}${"]".repeat(5000)}`, true), allowed, 400)
        // A Latin-1 «ü» (one byte 0xFC) at the start of the first name: replaced by U+FFFD, the body would pass.
        const at = json.indexOf('"') + 1
        const latin1 = Buffer.concat([Buffer.from(json.slice(0, at)), Buffer.from([0xfc]), Buffer.from(json.slice(at))])
        check(`${key} with a body that is not UTF-8`, await send("latin1", path, latin1, true), allowed, 400)
      }
      if (entry.id) {
        for (const bad of ["abc", "0", "-1", "1.5", "1e3", "99999999999999999999", "%20"]) {
          const answer = await send(`path id ${bad}`, pathWith(bad), entry.valid?.())
          check(`${key} with path id «${bad}»`, answer, allowed, 400)
        }
        check(`${key} with unknown path id`, await send("unknown id", pathWith(UNKNOWN), entry.valid?.()), allowed, entry.unknownId)
      }
      if (entry.second) {
        const { name, unknown } = entry.second
        const own = endpoint.path.replace("{id}", String(entry.id!()))
        for (const bad of ["abc", "0", "-1", "1.5", "99999999999999999999"])
          check(`${key} with ${name} «${bad}»`, await send(`${name} ${bad}`, withSecond(own, bad)), allowed, 400)
        check(`${key} with unknown ${name}`, await send(`unknown ${name}`, withSecond(own, UNKNOWN)), allowed, unknown)
      }
      for (const { body, status } of entry.foreign?.() ?? []) check(`${key} with ${JSON.stringify(body)}`, await send("foreign", path, body), allowed, status)
      if (endpoint.method === "delete" && endpoint.query?.some((q) => q.name === "cascade"))
        check(`${key} with cascade=vielleicht`, await send("bad flag", `${path}?cascade=vielleicht`), allowed, 400)
    }

    expect(problems, problems.join("\n")).toEqual([])
    expect(requests).toBeGreaterThan(400)
    // None of the refused requests changed anything.
    expect(await projectShape(api, f.A.pro_id)).toEqual(before[0])
    expect(await projectShape(api, f.B.pro_id)).toEqual(before[1])
    expect((await api.get("/1.2/profile/projects")).body.length).toBe(projectCount)
    expect((await one(api, `/1.2/profile/projects/${f.A.pro_id}`)).pro_change_user).toBeNull()
    const identityAfter = await identity()
    for (const part of ["users", "organisations", "permissions", "shares"] as const) expect(identityAfter[part].body, part).toEqual(identityBefore[part].body)
    expect((await api.get("/1.2/user/users?usr_email=nie.registriert%40example.ch")).body).toEqual([])
    // The admin's password was not changed by a refused password change.
    expect((await api.post("/1.2/auth/login", { usr_email: "admin@bimprofile.test", usr_pw: "admin-password-for-tests" })).status).toBe(200)
  })

  it("refuses an oversized body on every write endpoint with 413 BODY_TOO_LARGE, and checks the longest names", async () => {
    const { api } = running
    const oversized = JSON.stringify({ pro_name: "x".repeat(70 * 1024) })
    const picture = JSON.stringify({ usr_image_url: `data:image/png;base64,${"A".repeat(1600 * 1024)}` })
    const tooLong = await api.post("/1.2/profile/milestones", { mst_pha_id: f.A.phases.planung, mst_name: "M".repeat(201) })
    expect(tooLong.body).toMatchObject({ internal_code: "VALIDATION", message: "Der Meilenstein Name darf höchstens 200 Zeichen lang sein." })
    const longDesc = await api.patch(`/1.2/profile/projects/${f.A.pro_id}`, { pro_desc: "d".repeat(4001) })
    expect(longDesc.body).toMatchObject({ message: "Die Beschreibung darf höchstens 4000 Zeichen lang sein." })
    const longPassword = await api.post("/1.2/auth/login", { usr_email: "admin@bimprofile.test", usr_pw: "p".repeat(201) })
    expect(longPassword.status).toBe(400)
    expect(JSON.stringify(longPassword.body.details)).toContain("Das Passwort darf höchstens 200 Zeichen lang sein.")
    for (const endpoint of writeEndpoints) {
      const key = keyOf(endpoint)
      const entry = table[key]!
      const path = (entry.id ? endpoint.path.replace("{id}", String(entry.id())) : endpoint.path).replace(/\{[a-z_]+\}/, String(entry.second?.value() ?? 1))
      // An upload takes files of up to 20 MB, an IDS file or an Excel profile up to 50 MB (infra/src/http/body-limit.ts): one byte more is refused.
      const limit = path.endsWith("/ids") || path.endsWith("/profile.xlsx") ? MAX_IDS_BODY_BYTES : path.endsWith("/documents") ? MAX_DOCUMENT_BODY_BYTES : MAX_UPLOAD_BODY_BYTES
      const [body, headers] = endpoint.upload ? [Buffer.alloc(limit + 1, 0x41), { "Content-Type": endpoint.upload[0]! }] : [path.endsWith("/img") ? picture : oversized, {}]
      const answer = await api.call(endpoint.method.toUpperCase(), path, body, headers).catch((error) => {
        throw new Error(`${key}: ${error}`)
      })
      expect(answer.status, key).toBe(413)
      expect(answer.body, key).toMatchObject({ internal_code: "BODY_TOO_LARGE", message: "Der Inhalt der Anfrage ist zu gross." })
    }
  })

  it("the messages are German and name the field", async () => {
    const { api } = running
    const wrongType = await api.post("/1.2/profile/milestones", { mst_pha_id: "drei", mst_name: "M" })
    expect(wrongType.body).toEqual({
      message: "Ungültiger Wert für mst_pha_id: muss eine Zahl sein.",
      internal_code: "VALIDATION",
      details: { mst_pha_id: "muss eine Zahl sein" },
    })
    const missing = await api.post("/1.2/profile/roles_project", { rop_pro_id: f.A.pro_id, rop_name: "R" })
    expect(missing.body.details).toEqual({ rop_role_code_code: "muss angegeben werden" })
    const badType = await api.post("/1.2/profile/roles_project", { rop_pro_id: f.A.pro_id, rop_name: "R", rop_role_code_code: "chef" })
    expect(badType.body.details).toEqual({ rop_role_code_code: "muss «company», «supplier», «service» oder «users» sein" })
    const typeCode = "muss «pro-usr» oder «pro-ref» sein"
    expect((await api.post("/1.2/profile/projects", { pro_name: "P", pro_type_code: "<b>frei</b>" })).body.details).toEqual({ pro_type_code: typeCode })
    expect((await api.patch(`/1.2/profile/projects/${f.A.pro_id}`, { pro_type_code: "pro-xyz" })).body.details).toEqual({ pro_type_code: typeCode })
    expect((await api.post(`/1.2/profile/projects/${f.A.pro_id}/copy`, { pro_name: "K", pro_type_code: "" })).body.details).toEqual({ pro_type_code: typeCode })
    const several = await api.post("/1.2/profile/processes", {})
    expect(several.body).toMatchObject({ message: "Die Anfrage enthält ungültige Werte.", details: { prc_mst_id: "muss angegeben werden", prc_name: "muss angegeben werden" } })
    expect((await api.patch("/1.2/profile/milestones", [{ mst_id: f.A.mst, mst_seq: 1 }, { mst_id: f.A.mst, mst_seq: 2 }])).body.message).toBe(
      "Jede mst_id darf in der Liste nur einmal vorkommen.",
    )
    expect((await api.call("POST", "/1.2/profile/milestones", "{oops")).body).toMatchObject({ internal_code: "INVALID_JSON", message: "Der Inhalt der Anfrage ist kein gültiges JSON." })
    expect((await api.delete("/1.2/profile/milestones/abc")).body.message).toBe("«abc» ist keine gültige Id.")
  })

  it("a request with an unstorable string does not take down commands sent together with it", async () => {
    const { api } = running
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.post("/1.2/profile/processes", { prc_mst_id: f.A.mst, prc_name: i % 2 ? `Gleichzeitig ${i}` : `Kaputt\u0000${i}` }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(answers.map((_, i) => (i % 2 ? 201 : 400)))
    for (const answer of answers.filter((a) => a.status === 400)) expect(answer.body.details).toHaveProperty("prc_name")
    for (const answer of answers.filter((a) => a.status === 201)) await api.delete(`/1.2/profile/processes/${answer.body.prc_id}`)
  })

  it("reads refuse malformed ids and query values with 400 and unknown ids with 404, never a 500", async () => {
    const { api } = running
    const reads = endpoints.filter((e) => e.method === "get" && e.auth)
    for (const endpoint of reads) {
      if (endpoint.path.includes("{id}")) {
        for (const bad of ["abc", "0", "-7", "2.5", "99999999999999999999"])
          check(`GET ${endpoint.path} with id «${bad}»`, await api.get(endpoint.path.replace("{id}", bad)), [400], 400)
        check(`GET ${endpoint.path} with unknown id`, await api.get(endpoint.path.replace("{id}", String(UNKNOWN))), [404], 404)
      }
      const path = endpoint.path.replace("{id}", String(f.A.pro_id))
      for (const param of endpoint.query ?? []) {
        const bad = param.type === "integer" ? "zwölf" : param.type === "boolean" ? "vielleicht" : param.enum ? "alles" : undefined
        if (bad === undefined) continue
        // Paths with an id take the project's: only the project path answers 200 for it, the others 404 — both fine
        // as long as the query value is checked first or the answer is a proper refusal.
        const answer = await api.get(`${path}?${param.name}=${encodeURIComponent(bad)}`)
        check(`GET ${path}?${param.name}=${bad}`, answer, [400, 404])
      }
    }
    check("GET with X-Min-Position «bald»", await api.call("GET", `/1.2/profile/projects/${f.A.pro_id}`, undefined, { "X-Min-Position": "bald" }), [400], 400)
    expect(problems, problems.join("\n")).toEqual([])
  })
})
