/**
 * The lag of a follower of the log as /metrics shows it: the events after its checkpoint and the age of the
 * oldest of them, read when Prometheus scrapes; 0 and 0 at the head. A second registration of the same prefix
 * (a second stack in one process) replaces the first, and removing the replaced one leaves the new one.
 */
import { Registry } from "prom-client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Database, openDatabase } from "../database"
import { lagGauges } from "./lag-gauges"

let db: Database

beforeAll(async () => {
  db = await openDatabase({ kind: "pglite" })
})

afterAll(async () => {
  await db.close()
})

const sample = async (registry: Registry, name: string) => {
  const text = await registry.metrics()
  const match = new RegExp(`^${name} (\\S+)$`, "m").exec(text)
  return match ? Number(match[1]) : undefined
}

const setCheckpoint = (name: string, position: number) =>
  db.sql.query(
    "INSERT INTO projector_checkpoints (name, position, version) VALUES ($1, $2, 1) ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position",
    [name, position],
  )

describe("lag gauges", () => {
  it("count the events after the checkpoint and the age of the oldest, 0 at the head", async () => {
    const registry = new Registry()
    lagGauges({ registry, sql: db.sql, store: db.store, checkpointName: "test-follower", prefix: "bimp_test" })
    const first = await db.store.append("lag-1", 0, [{ type: "TestHappened", data: { n: 1 }, metadata: {} }])
    await new Promise((resolve) => setTimeout(resolve, 50))
    await db.store.append("lag-2", 0, [
      { type: "TestHappened", data: { n: 2 }, metadata: {} },
      { type: "TestHappened", data: { n: 3 }, metadata: {} },
    ])
    const head = await db.store.headPosition()

    // No checkpoint yet: the whole log is behind, the oldest event at least 50 ms old.
    expect(await sample(registry, "bimp_test_lag_events")).toBe(head)
    expect(await sample(registry, "bimp_test_lag_seconds")).toBeGreaterThanOrEqual(0.05)

    await setCheckpoint("test-follower", first.lastPosition)
    expect(await sample(registry, "bimp_test_lag_events")).toBe(head - first.lastPosition)
    expect(await sample(registry, "bimp_test_lag_seconds")).toBeGreaterThan(0)

    await setCheckpoint("test-follower", head)
    expect(await sample(registry, "bimp_test_lag_events")).toBe(0)
    expect(await sample(registry, "bimp_test_lag_seconds")).toBe(0)
  })

  it("are replaced by a second registration and removed only by their own", async () => {
    const registry = new Registry()
    const older = lagGauges({ registry, sql: db.sql, store: db.store, checkpointName: "test-follower", prefix: "bimp_twice" })
    lagGauges({ registry, sql: db.sql, store: db.store, checkpointName: "test-follower", prefix: "bimp_twice" })
    older.remove()
    expect(await sample(registry, "bimp_twice_lag_events")).toBe(0)
  })

  it("say NaN, not 0, when the database cannot be read", async () => {
    const registry = new Registry()
    const failing = { query: () => Promise.reject(new Error("connection refused")) } as unknown as Database["sql"]
    lagGauges({ registry, sql: failing, store: db.store, checkpointName: "test-follower", prefix: "bimp_down" })
    const text = await registry.metrics()
    // prom-client writes "Nan"; Prometheus reads NaN in any case.
    expect(text).toMatch(/^bimp_down_lag_events nan$/im)
    expect(text).toMatch(/^bimp_down_lag_seconds nan$/im)
  })
})
