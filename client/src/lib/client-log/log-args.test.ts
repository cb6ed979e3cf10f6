import { ClientLogBody, entryBytes, MAX_ARG_TEXT, MAX_ENTRY_BYTES } from "@bimprofile/contracts/ops/client-log"
import { decodeWith } from "@bimprofile/contracts/codec/decode"
import { describe, expect, it } from "vitest"
import { ApiError } from "../api-error"
import { toEntry, toLogArg } from "./log-args"

const at = new Date("2026-11-27T10:00:00.000Z")
/** What the server decodes: the entry must pass as it is. */
const accepted = (entry: unknown) => decodeWith(ClientLogBody)({ entries: [entry] })

describe("a logged value as a client log argument", () => {
  it("keeps JSON, names what is not JSON, and describes errors with their stack", () => {
    expect(toLogArg({ a: [1, "x", true, null] })).toEqual({ a: [1, "x", true, null] })
    expect([toLogArg(undefined), toLogArg(Number.NaN), toLogArg(10n), toLogArg(function load() {})]).toEqual(["undefined", "NaN", "10", "[function load]"])
    const error = toLogArg(new TypeError("x is undefined")) as Record<string, unknown>
    expect(error).toMatchObject({ name: "TypeError", message: "x is undefined", stack: expect.stringContaining("x is undefined") })
    const api = new ApiError(409, { message: "Der Name ist vergeben.", internal_code: "NAME_TAKEN", details: null })
    expect(toLogArg(api)).toMatchObject({ message: "Der Name ist vergeben.", status: 409 })
    expect(toLogArg(document.createElement("div"))).toBe("[div]")
  })

  it("cuts texts, lists, objects, depth and cycles to the server's bounds", () => {
    expect((toLogArg("x".repeat(5000)) as string).length).toBe(MAX_ARG_TEXT)
    const list = toLogArg(Array.from({ length: 50 }, (_, i) => i)) as unknown[]
    expect(list).toHaveLength(20)
    expect(list.at(-1)).toBe("… 31 more")
    expect(Object.keys(toLogArg(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i]))) as object)).toHaveLength(20)
    expect(toLogArg({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({ a: { b: { c: { d: "[object]" } } } })
    const cycle: Record<string, unknown> = { name: "cycle" }
    cycle.self = cycle
    expect(toLogArg(cycle)).toEqual({ name: "cycle", self: "[circular]" })
  })
})

describe("an entry of one logged call", () => {
  it("carries severity, arguments, time, the route without its query and the build, and the server takes it", () => {
    const entry = toEntry("error", ["Laden fehlgeschlagen", { status: 503 }], { at, route: "/password-reset/abc?token=geheim", appVersion: "index-abc123" })
    expect(entry).toEqual({ severity: "error", args: ["Laden fehlgeschlagen", { status: 503 }], at: "2026-11-27T10:00:00.000Z", route: "/password-reset/abc", app_version: "index-abc123" })
    expect(accepted(entry).ok).toBe(true)
  })

  it("redacts credentials before anything leaves the browser", () => {
    const entry = toEntry("warning", [{ Authorization: "Bearer abc", refresh_token: "r", nested: { usr_pw: "p" } }, "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln"], { at })
    expect(entry.args).toEqual([{ Authorization: "[redacted]", refresh_token: "[redacted]", nested: { usr_pw: "[redacted]" } }, "Bearer [redacted]"])
  })

  it("cuts what is too large until the entry fits the server's bytes, and stays valid", () => {
    const huge = { rows: Array.from({ length: 20 }, (_, i) => ({ id: i, text: "ä".repeat(1500) })) }
    const entry = toEntry("error", ["gross", huge, "ü".repeat(2000), new Error("mit Stack")], { at, route: "/projects/1" })
    expect(entryBytes(entry)).toBeLessThanOrEqual(MAX_ENTRY_BYTES)
    expect(entry.args[0]).toBe("gross")
    expect(accepted(entry).ok).toBe(true)
  })
})
