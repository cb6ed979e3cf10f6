import { Hono } from "hono"
import { describe, expect, it } from "vitest"
import { BODY_TOO_LARGE_TEXT, MAX_IMAGE_BODY_BYTES, MAX_JSON_BODY_BYTES, requestSizeLimit } from "./body-limit"

const app = new Hono()
  .use(requestSizeLimit())
  .post("/1.2/profile/projects", async (c) => c.json({ read: (await c.req.text()).length }))
  .patch("/1.2/user/users/:id/img", async (c) => c.json({ read: (await c.req.text()).length }))

const body = (bytes: number) => JSON.stringify({ x: "a".repeat(bytes - 8) })
const send = (method: string, path: string, text: string, chunked = false) =>
  app.request(path, {
    method,
    headers: { "Content-Type": "application/json" },
    // Without Content-Length (a stream), the limit counts what it reads.
    body: chunked ? new Blob([text]).stream() : text,
    ...(chunked && { duplex: "half" }),
  } as RequestInit)

describe("request size limit", () => {
  it("refuses a JSON body over 64 kB with 413 BODY_TOO_LARGE in the standard error body", async () => {
    for (const chunked of [false, true]) {
      const answer = await send("POST", "/1.2/profile/projects", body(MAX_JSON_BODY_BYTES + 1), chunked)
      expect(answer.status).toBe(413)
      expect(await answer.json()).toEqual({ message: BODY_TOO_LARGE_TEXT, internal_code: "BODY_TOO_LARGE", details: { max_bytes: String(MAX_JSON_BODY_BYTES) } })
    }
    expect((await send("POST", "/1.2/profile/projects", body(MAX_JSON_BODY_BYTES))).status).toBe(200)
  })

  it("allows a picture up to 1.5 MB, not more", async () => {
    expect((await send("PATCH", "/1.2/user/users/7/img", body(1400 * 1024))).status).toBe(200)
    const answer = await send("PATCH", "/1.2/user/users/7/img", body(MAX_IMAGE_BODY_BYTES + 1), true)
    expect(answer.status).toBe(413)
    expect(((await answer.json()) as { internal_code: string }).internal_code).toBe("BODY_TOO_LARGE")
  })

  it("passes a call from the wire without Content-Length or Transfer-Encoding without touching its body", async () => {
    // Such a call has no body (RFC 9112 §6.3); on the Node adapter, touching the stream builds a web Request.
    const request = new Request("http://localhost/1.2/profile/projects", { method: "DELETE" })
    let touched = false
    Object.defineProperty(request, "body", {
      get() {
        touched = true
        return null
      },
    })
    const wired = new Hono().use(requestSizeLimit()).delete("/1.2/profile/projects", (c) => c.json({ deleted: true }))
    const answer = await wired.fetch(request, { incoming: {} })
    expect(answer.status).toBe(200)
    expect(touched).toBe(false)
  })
})
