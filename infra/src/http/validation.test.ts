import { Schema } from "effect"
import { Hono } from "hono"
import { describe, expect, it } from "vitest"
import { onProblem } from "./problem"
import { jsonBody } from "./validation"

const log = { error: () => {} }
const app = new Hono().post("/things", jsonBody(Schema.Struct({ name: Schema.String, tags: Schema.optional(Schema.Unknown) })), (c) =>
  c.json(c.req.valid("json")),
)
app.onError(onProblem(log))

const send = (body: string | Uint8Array<ArrayBuffer>, contentType: string | null = "application/json") =>
  app.request("/things", { method: "POST", body, headers: contentType ? { "Content-Type": contentType } : {} })

describe("JSON bodies", () => {
  it("decodes a valid body, also with charset=utf-8", async () => {
    const answer = await send(JSON.stringify({ name: "Zürich" }), "application/json; charset=UTF-8")
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ name: "Zürich" })
  })

  it("refuses 5,000 nested arrays with 400 JSON_TOO_DEEP, not a stack overflow", async () => {
    const deep = `{"name":"x","tags":${"[".repeat(5000)}${"]".repeat(5000)}}`
    const answer = await send(deep)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ internal_code: "JSON_TOO_DEEP", details: { max_depth: "64" } })
  })

  it("allows 64 levels and counts no brackets inside strings", async () => {
    const nested = `{"name":"${"[".repeat(500)}","tags":${"[".repeat(63)}${"]".repeat(63)}}`
    expect((await send(nested)).status).toBe(200)
    expect((await send(`{"name":"x","tags":${"[".repeat(64)}${"]".repeat(64)}}`)).status).toBe(400)
  })

  it("refuses bytes that are not UTF-8 with 400 INVALID_ENCODING instead of replacing them", async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('{"name":"Z'), 0xfc, ...new TextEncoder().encode('rich"}')])
    const answer = await send(bytes)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ internal_code: "INVALID_ENCODING", message: "Der Inhalt der Anfrage ist kein gültiges UTF-8." })
  })

  it("refuses a body that is not application/json with 415, even when it parses as JSON", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin1", null]) {
      // Bytes, so that nothing adds a Content-Type of its own.
      const answer = await send(new TextEncoder().encode(JSON.stringify({ name: "x" })), type)
      expect(answer.status, String(type)).toBe(415)
      expect(await answer.json()).toMatchObject({ internal_code: "UNSUPPORTED_MEDIA_TYPE" })
    }
  })

  it("answers an empty body with 400 whatever its media type", async () => {
    for (const type of ["application/json", "text/plain", null]) expect((await send("", type)).status).toBe(400)
  })
})
