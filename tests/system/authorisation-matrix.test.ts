/**
 * The authorisation matrix (issue 4): every endpoint of the API catalogue × {anonymous, no access, read,
 * auditor (issue 11), write, admin, other organisation, demo user, app admin}, each cell's expected status generated from one
 * table (`authorisation/access-table.ts`). A refused call is 401 — AUTH_NO_TOK without a token, AUTH_PRO
 * with one — and never shows another project's data. A call naming an entity of a project the caller may not
 * read (in its path or its body) is answered exactly as the same call naming an id no one has.
 */
import { endpoints } from "@bimprofile/contracts/api/endpoints"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type SmtpInbox, startSmtpInbox } from "../support/smtp-inbox"
import { type RunningStack, startTestStack } from "../support/stack"
import { accessTable, type Case, NO_SUCH_ID, projectReaders, type Request, type Row } from "./authorisation/access-table"
import { buildWorld, type Principal, principals, type World } from "./authorisation/world"

let inbox: SmtpInbox
let stack: RunningStack
let world: World

beforeAll(async () => {
  inbox = await startSmtpInbox()
  stack = await startTestStack({ env: { SMTP_URL: inbox.url, APP_URL: "http://bimprofile.test" } })
  world = await buildWorld(stack, inbox)
}, 120_000)

afterAll(async () => {
  await stack?.stop()
  await inbox?.stop()
})

const key = (e: { method: string; path: string }) => `${e.method.toUpperCase()} ${e.path}`

describe("the access table", () => {
  it("has a row for every endpoint of the catalogue, and no row for an endpoint that does not exist", () => {
    const catalogue = endpoints.map(key).sort()
    const table = accessTable.map(key).sort()
    expect(table).toEqual(catalogue)
  })
})

/** Makes a case's call as a principal: status and body, or, for a stream, the status and content type only. */
const call = async (row: Row, testCase: Case, principal: Principal, request: Request) => {
  const client = world.client(principal)
  if (testCase.stream) {
    const abort = new AbortController()
    const response = await fetch(stack.baseUrl + request.url, {
      headers: client.token ? { Authorization: `Bearer ${client.token}` } : {},
      signal: abort.signal,
    })
    const contentType = response.headers.get("content-type") ?? ""
    const body = contentType.includes("json") ? await response.json() : undefined
    abort.abort()
    return { status: response.status, body, contentType }
  }
  const answer = await client.call(row.method.toUpperCase(), request.url, request.body, { ...request.headers, ...(row.method === "get" && { "X-Min-Position": String(client.position) }) })
  return { status: answer.status, body: answer.body, contentType: answer.headers.get("content-type") ?? "" }
}

const successStatus = (row: Row, testCase: Case) =>
  testCase.status ?? endpoints.find((e) => key(e) === key(row))?.status ?? 200

describe.each(accessTable.flatMap((row) => row.cases.map((testCase) => ({ row, testCase, label: `${key(row)}${testCase.name ? ` (${testCase.name})` : ""}` }))))(
  "$label",
  ({ row, testCase }) => {
    it.each(principals.map((principal) => ({ principal })))("as $principal", async ({ principal }) => {
      const request = await testCase.prepare(world, principal)
      const { status, body, contentType } = await call(row, testCase, principal, request)
      const context = `${key(row)} as ${principal}: ${status} ${JSON.stringify(body)?.slice(0, 300)}`
      if (testCase.allowed.includes(principal)) {
        expect(status, context).toBe(successStatus(row, testCase))
        if (testCase.stream) expect(contentType).toContain("text/event-stream")
        if (testCase.sees) expect(testCase.shows!(body, world), `${context}\nshows P's data`).toBe(testCase.sees.includes(principal))
      } else if (testCase.refused && principal !== "anonymous") {
        expect(status, context).toBe(testCase.refused.status)
        expect(body?.internal_code, context).toBe(testCase.refused.code)
      } else if (testCase.refusedReaders && projectReaders.includes(principal)) {
        expect(status, context).toBe(testCase.refusedReaders.status)
        expect(body?.internal_code, context).toBe(testCase.refusedReaders.code)
      } else if (testCase.hidden && principal !== "anonymous" && !projectReaders.includes(principal)) {
        expect(status, context).toBe(testCase.hidden.status)
        expect(body?.internal_code, context).toBe(testCase.hidden.code)
        // The very answer to the same call naming an id no one has, that id replaced by the entity's.
        const missing = await call(row, testCase, principal, request.names!.missing)
        expect(missing.status, context).toBe(status)
        expect(JSON.stringify(body), context).toBe(JSON.stringify(missing.body).replaceAll(String(NO_SUCH_ID), String(request.names!.id)))
      } else {
        const refusal = principal === "anonymous" ? { status: 401, code: "AUTH_NO_TOK" } : { status: 401, code: "AUTH_PRO" }
        expect(status, context).toBe(refusal.status)
        expect(body?.internal_code, context).toBe(refusal.code)
      }
    })
  },
)
