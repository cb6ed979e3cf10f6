/**
 * Client log forwarding (spec §7, issue 12) on the real stack: the client's warnings and errors posted to
 * POST /1.2/client-log are written to the server's log at their level with the call's correlation id, the user
 * and the arguments (credentials redacted), counted in GET /metrics, limited per
 * user (and per address for anonymous callers) with 429 and Retry-After, and refused with 400 when invalid or
 * too large.
 */
import type { Logger, LogLevel } from "@bimprofile/infra/logger"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { invitePerson, type Person } from "../support/people"
import { type SmtpInbox, startSmtpInbox } from "../support/smtp-inbox"
import { ApiClient, type RunningStack, startTestStack } from "../support/stack"

type Line = { readonly level: LogLevel; readonly message: string; readonly fields: Record<string, any> }
const lines: Line[] = []
const recordingLogger: Logger = Object.fromEntries(
  (["debug", "info", "warn", "error"] as const).map((level) => [level, (message: string, fields: Record<string, unknown> = {}) => void lines.push({ level, message, fields })]),
) as Logger

let inbox: SmtpInbox
let running: RunningStack
let other: Person

beforeAll(async () => {
  inbox = await startSmtpInbox()
  // TRUST_PROXY: anonymous senders are told apart by X-Forwarded-For, as behind nginx.
  running = await startTestStack({ env: { SMTP_URL: inbox.url, TRUST_PROXY: "1" }, log: recordingLogger })
  other = await invitePerson(running.api, inbox, { name: "Zweite" })
}, 120_000)
afterAll(async () => {
  await running?.stop()
  await inbox?.stop()
})

const clientLines = (correlationId: string) => lines.filter((line) => line.fields.source === "client" && line.fields.correlationId === correlationId)
const entries = (n: number, text = "Eintrag") => ({ entries: Array.from({ length: n }, (_, i) => ({ severity: "warning", args: [text, i] })) })

/** A counter's value per label value, as GET /metrics answers it (Prometheus text). */
const counter = async (name: string, label: string): Promise<Record<string, number>> => {
  const answer = await fetch(`${running.baseUrl}/metrics`)
  expect(answer.status).toBe(200)
  const text = await answer.text()
  const values: Record<string, number> = {}
  for (const match of text.matchAll(new RegExp(`^${name}\\{${label}="([^"]+)"\\} (\\d+)$`, "gm"))) values[match[1]!] = Number(match[2])
  return values
}

describe("POST /1.2/client-log", () => {
  it("writes each entry to the log at its level with the correlation id, the user and the redacted arguments, and counts it", async () => {
    const before = await counter("bimp_client_log_entries_total", "severity")
    const answer = await running.api.call(
      "POST",
      "/1.2/client-log",
      {
        entries: [
          { severity: "warning", args: ["Antwort langsam", { ms: 5200, path: "/1.2/profile/projects" }], at: "2026-11-27T10:15:00.000Z", route: "/projects", app_version: "1.2.17" },
          { severity: "error", args: ["TypeError: x is undefined", { headers: { Authorization: "Bearer geheim.geheim.geheim" }, usr_pw: "Passwort" }] },
        ],
      },
      { "X-Correlation-Id": "tab-7f3a.client-log" },
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(204)
    expect(answer.body).toBeUndefined()
    expect(answer.headers.get("x-correlation-id")).toBe("tab-7f3a.client-log")
    const written = clientLines("tab-7f3a.client-log")
    expect(written).toEqual([
      {
        level: "warn",
        message: "client warning",
        fields: expect.objectContaining({ userId: running.stack.admin.userId, args: ["Antwort langsam", { ms: 5200, path: "/1.2/profile/projects" }], at: "2026-11-27T10:15:00.000Z", route: "/projects", appVersion: "1.2.17" }),
      },
      {
        level: "error",
        message: "client error",
        fields: expect.objectContaining({ userId: running.stack.admin.userId, args: ["TypeError: x is undefined", { headers: { Authorization: "[redacted]" }, usr_pw: "[redacted]" }] }),
      },
    ])
    expect(JSON.stringify(lines)).not.toContain("geheim")
    const after = await counter("bimp_client_log_entries_total", "severity")
    expect((after.warning ?? 0) - (before.warning ?? 0)).toBe(1)
    expect((after.error ?? 0) - (before.error ?? 0)).toBe(1)
  })

  it("takes entries before sign-in: no user, and a token that does not verify makes no user either", async () => {
    const anonymous = new ApiClient(running.baseUrl, undefined)
    const headers = { "X-Correlation-Id": "before-sign-in", "X-Forwarded-For": "203.0.113.50" }
    expect((await anonymous.call("POST", "/1.2/client-log", entries(1, "Anmeldung"), headers)).status).toBe(204)
    const forged = new ApiClient(running.baseUrl, "kein.gültiges.token")
    expect((await forged.call("POST", "/1.2/client-log", entries(1, "gefälscht"), headers)).status).toBe(204)
    expect(clientLines("before-sign-in").map((line) => [line.fields.userId, line.fields.token])).toEqual([
      [null, undefined],
      [null, "invalid"],
    ])
    // Without an id of its own, the entry's line names the id the answer names.
    const unnamed = await anonymous.call("POST", "/1.2/client-log", entries(1, "ohne Id"), { "X-Forwarded-For": "203.0.113.51" })
    expect(unnamed.status).toBe(204)
    expect(clientLines(unnamed.headers.get("x-correlation-id")!)).toHaveLength(1)
  })

  it("limits entries per user: 429 with Retry-After and a problem body once the burst is used, another user unaffected", async () => {
    const before = await counter("bimp_client_log_rejected_total", "reason")
    const statuses: number[] = []
    let refused
    for (let post = 0; post < 4; post++) {
      const answer = await other.api.call("POST", "/1.2/client-log", entries(20, "Flut"), { "X-Correlation-Id": "flood" })
      statuses.push(answer.status)
      if (answer.status === 429) refused = answer
    }
    // The burst is 60 entries: three posts of 20 pass, the fourth would need 20 more.
    expect(statuses).toEqual([204, 204, 204, 429])
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThanOrEqual(30)
    expect(refused!.body).toMatchObject({ internal_code: "CLIENT_LOG_RATE", message: expect.stringContaining("Sekunden"), details: { retry_after: refused!.headers.get("retry-after") } })
    expect(clientLines("flood")).toHaveLength(60)
    // The admin's bucket is the admin's own.
    expect((await running.api.call("POST", "/1.2/client-log", entries(20, "andere"))).status).toBe(204)
    const after = await counter("bimp_client_log_rejected_total", "reason")
    expect((after.rate_limited ?? 0) - (before.rate_limited ?? 0)).toBe(1)
  })

  it("limits anonymous callers per address (X-Forwarded-For behind the proxy)", async () => {
    const anonymous = new ApiClient(running.baseUrl, undefined)
    const from = (address: string) => anonymous.call("POST", "/1.2/client-log", entries(20, "anonym"), { "X-Forwarded-For": address })
    for (let post = 0; post < 3; post++) expect((await from("198.51.100.7")).status).toBe(204)
    const refused = await from("198.51.100.7")
    expect(refused.status).toBe(429)
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/)
    expect((await from("198.51.100.8")).status).toBe(204)
  })

  it("refuses invalid and oversized bodies with 400 (415 for another media type), writes nothing and counts them", async () => {
    const before = await counter("bimp_client_log_rejected_total", "reason")
    const written = lines.length
    const post = (body: unknown, headers: Record<string, string> = {}) => running.api.call("POST", "/1.2/client-log", body, { "X-Correlation-Id": "refused", ...headers })
    const invalid = [
      await post({}),
      await post({ entries: [] }),
      await post({ entries: [{ severity: "debug", args: ["nur im Browser"] }] }),
      await post({ entries: [{ severity: "error", args: "kein Array" }] }),
      await post(entries(21)),
      await post({ entries: [{ severity: "error", args: [[[[[["zu tief"]]]]]] }] }),
      await post({ entries: [{ severity: "error", args: ["x".repeat(2001)] }] }),
      await post({ entries: [{ severity: "error", args: [], route: "/password-reset/abc?token=x" }] }),
      await post("{ kein JSON"),
    ]
    for (const answer of invalid) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(answer.body).toMatchObject({ message: expect.any(String), internal_code: expect.stringMatching(/^(VALIDATION|INVALID_JSON)$/) })
    }
    const tooLarge = await post({ entries: [{ severity: "error", args: ["x".repeat(2000), "y".repeat(2000), "z".repeat(200)] }] })
    expect(tooLarge.status).toBe(400)
    expect(tooLarge.body).toMatchObject({ internal_code: "CLIENT_LOG_ENTRY_TOO_LARGE", details: { "entries.0": expect.stringContaining("4096") } })
    const text = await post("severity=error", { "Content-Type": "text/plain" })
    expect(text.status).toBe(415)
    // Beyond 64 kB the body is not even read.
    expect((await post({ entries: [{ severity: "error", args: ["x".repeat(70_000)] }] })).status).toBe(413)
    expect(lines.slice(written).filter((line) => line.fields.source === "client")).toEqual([])
    const after = await counter("bimp_client_log_rejected_total", "reason")
    expect((after.invalid ?? 0) - (before.invalid ?? 0)).toBe(invalid.length + 1)
    expect((after.too_large ?? 0) - (before.too_large ?? 0)).toBe(1)
  })
})
