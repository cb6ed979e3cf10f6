import { Hono } from "hono"
import { describe, expect, it } from "vitest"
import { notFoundRoute } from "./problem"

const app = new Hono().get("/1.2/profile/milestones/:id", (c) => c.json({})).notFound(notFoundRoute)

describe("notFoundRoute", () => {
  it("answers 405 with the documented methods in Allow for a documented path called with another method", async () => {
    const answer = await app.request("/1.2/profile/milestones/7", { method: "PUT" })
    expect(answer.status).toBe(405)
    expect(answer.headers.get("allow")).toBe("DELETE, GET, PATCH")
    expect(await answer.json()).toMatchObject({ internal_code: "METHOD_NOT_ALLOWED" })
  })

  it("answers 404 for a path the API does not document", async () => {
    const answer = await app.request("/1.2/profile/nothing", { method: "GET" })
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ message: "Der Pfad /1.2/profile/nothing existiert nicht.", internal_code: "NOT_FOUND", details: null })
  })
})
