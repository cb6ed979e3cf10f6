import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Database, openDatabase } from "../database"
import { createIdAllocator } from "./id-allocator"

describe("id leases", () => {
  let db: Database
  beforeAll(async () => {
    db = await openDatabase({ kind: "pglite" })
  })
  afterAll(async () => {
    await db?.close()
  })

  it("give each of many concurrent callers all the ids it leased, none shared", async () => {
    const ids = createIdAllocator(db.sql)
    const needs = Array.from({ length: 60 }, (_, i) => ({ process: 1 + (i % 7), milestone: i % 3 }))
    const leases = await Promise.all(needs.map((need) => ids.lease(need)))
    const taken: number[] = []
    leases.forEach((lease, i) => {
      for (let n = 0; n < needs[i]!.process; n++) taken.push(lease.take("process"))
      expect(() => lease.take("process")).toThrow(/No process id leased/)
    })
    expect(new Set(taken).size).toBe(taken.length)
    expect(taken.length).toBe(needs.reduce((sum, need) => sum + need.process, 0))
  })

  it("gives unused ids back, so the next lease takes them first", async () => {
    const ids = createIdAllocator(db.sql)
    const first = await ids.lease({ role: 3 })
    const used = first.take("role")
    first.release()
    const second = await ids.lease({ role: 2 })
    expect([second.take("role"), second.take("role")]).toEqual([used + 1, used + 2])
  })
})
