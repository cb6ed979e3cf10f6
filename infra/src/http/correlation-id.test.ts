import { Hono } from "hono"
import { describe, expect, it } from "vitest"
import { correlationId } from "./correlation-id"
import { currentCorrelationId } from "../ops/correlation-context"

const app = new Hono()
app.use(correlationId())
app.get("/built", (c) => c.json({ id: currentCorrelationId() }))
// A handler's own Response does not take the headers prepared on the context.
app.get("/own", () => new Response("own"))

describe("correlationId middleware", () => {
  it("names the id in an answer built by the context, the same id the handler ran under", async () => {
    const answer = await app.request("/built", { headers: { "x-correlation-id": "tab-1.call_2" } })
    expect(answer.headers.get("x-correlation-id")).toBe("tab-1.call_2")
    expect(await answer.json()).toEqual({ id: "tab-1.call_2" })
  })

  it("names it in a handler's own Response too", async () => {
    const answer = await app.request("/own", { headers: { "x-correlation-id": "tab-1.call_3" } })
    expect(answer.headers.get("x-correlation-id")).toBe("tab-1.call_3")
    expect(await answer.text()).toBe("own")
  })
})
