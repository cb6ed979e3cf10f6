import { Hono } from "hono"
import { describe, expect, it } from "vitest"
import { isDatabaseUnavailable } from "./database-unavailable"
import { onProblem } from "./problem"

const withCode = (message: string, code?: string) => Object.assign(new Error(message), code === undefined ? {} : { code })

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["the server shutting down (57P01)", withCode("terminating connection due to administrator command", "57P01")],
    ["the server starting up (57P03)", withCode("the database system is starting up", "57P03")],
    ["a connection exception (08006)", withCode("connection failure", "08006")],
    ["pg's cut socket", new Error("Connection terminated unexpectedly")],
    ["a broken pooled client", new Error("Client has encountered a connection error and is not queryable")],
    ["a refusal on every address", new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], "")],
    ["a wrapped one", new Error("append failed", { cause: withCode("x", "ECONNRESET") })],
  ])("given %s, then it is one", (_, error) => expect(isDatabaseUnavailable(error)).toBe(true))

  it.each([
    ["a unique violation", withCode("duplicate key", "23505")],
    ["a syntax error", withCode("syntax error", "42601")],
    ["a plain bug", new TypeError("x is undefined")],
    ["nothing", undefined],
  ])("given %s, then it is not", (_, error) => expect(isDatabaseUnavailable(error)).toBe(false))
})

describe("onProblem with the database away", () => {
  it("answers 503 SERVICE_UNAVAILABLE with Retry-After, and a bug still 500", async () => {
    const app = new Hono()
    app.get("/down", () => Promise.reject(withCode("terminating connection due to administrator command", "57P01")))
    app.get("/bug", () => Promise.reject(new TypeError("x is undefined")))
    app.onError(onProblem({ error: () => undefined }))
    const down = await app.request("/down")
    expect(down.status).toBe(503)
    expect(down.headers.get("retry-after")).toBe("2")
    expect(await down.json()).toMatchObject({ internal_code: "SERVICE_UNAVAILABLE", details: null })
    expect((await app.request("/bug")).status).toBe(500)
  })
})
