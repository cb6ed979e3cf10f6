/**
 * The `X-Correlation-Id` a client sends is stored in the events of its call only when it is a short
 * plain id (at most 64 of A–Z, a–z, 0–9, «.», «_», «-»); anything else gets a generated one.
 */
import { describe, expect, it } from "vitest"
import { useTestStack } from "../support/use-test-stack"

const running = useTestStack()

/** The correlation ids stored for the project created with `header`. */
const storedFor = async (header: string) => {
  const created = await running.api.call("POST", "/1.2/profile/projects", { pro_name: `Korrelation ${Date.now()} ${Math.random()}` }, { "X-Correlation-Id": header })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const rows = await running.stack.db.sql.query<{ id: string }>(
    "SELECT DISTINCT metadata->>'correlationId' AS id FROM events WHERE data->>'pro_id' = $1 OR stream_id LIKE $2",
    [String(created.body.pro_id), `%-${created.body.pro_id}`],
  )
  expect(rows.length).toBeGreaterThan(0)
  return rows.map((row) => row.id)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe("correlation ids", () => {
  it("keeps a bounded id the client sends", async () => {
    expect(await storedFor("web-7.request_42")).toEqual(["web-7.request_42"])
    expect(await storedFor("a".repeat(64))).toEqual(["a".repeat(64)])
  })

  it("replaces a long or odd one with a generated id instead of storing it verbatim", async () => {
    for (const header of ["a".repeat(65), "<script>alert(1)</script>", "ein Satz mit Leerzeichen", "x".repeat(4000)]) {
      const stored = await storedFor(header)
      expect(stored, header.slice(0, 30)).toHaveLength(1)
      expect(stored[0]).toMatch(UUID)
    }
  })
})
