/**
 * The pg client on a real PostgreSQL server: a statement asked for as `prepared` is parsed and planned once
 * per connection and then reused (pg_prepared_statements shows it once, however often it ran), with its
 * parameters bound per call; other statements leave nothing prepared behind.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase, testPgUrl } from "../../../tests/support/postgres"
import { createPgClient } from "./pg-client"

describe("pg client: prepared statements", () => {
  let database: TestDatabase
  // One connection, so that what it prepared is what pg_prepared_statements (per session) shows.
  let sql: ReturnType<typeof createPgClient>

  beforeAll(async () => {
    database = await createTestDatabase(await testPgUrl())
    sql = createPgClient({ connectionString: database.url, max: 1 })
    await sql.query("CREATE TABLE things (id bigint PRIMARY KEY, name text NOT NULL)")
    await sql.query("INSERT INTO things VALUES (1, 'eins'), (2, 'zwei'), (3, 'drei')")
  })
  afterAll(async () => {
    await sql.close()
    await database.drop()
  })

  const preparedTexts = async () =>
    (await sql.query<{ statement: string }>("SELECT statement FROM pg_prepared_statements ORDER BY statement")).map((r) => r.statement)

  it("prepares a statement once and binds each call's parameters", async () => {
    const text = "SELECT name FROM things WHERE id = $1"
    const names = []
    for (const id of [1, 2, 3, 2]) names.push((await sql.query<{ name: string }>(text, [id], { prepared: true }))[0]?.name)
    expect(names).toEqual(["eins", "zwei", "drei", "zwei"])
    expect(await preparedTexts()).toEqual([text])
  })

  it("prepares nothing for a statement not asked for as prepared", async () => {
    const before = await preparedTexts()
    expect((await sql.query<{ n: number }>("SELECT count(*)::int AS n FROM things WHERE id > $1", [1]))[0]?.n).toBe(2)
    expect(await preparedTexts()).toEqual(before)
  })

  it("keeps a prepared statement working inside a transaction and after the table changed", async () => {
    const text = "SELECT id, name FROM things WHERE name = $1"
    expect(await sql.query(text, ["eins"], { prepared: true })).toEqual([{ id: 1, name: "eins" }])
    await sql.transaction(async (tx) => {
      await tx.query("UPDATE things SET name = 'one' WHERE id = 1")
      expect(await tx.query(text, ["one"], { prepared: true })).toEqual([{ id: 1, name: "one" }])
    })
    await sql.query("ALTER TABLE things ADD COLUMN note text")
    expect(await sql.query(text, ["one"], { prepared: true })).toEqual([{ id: 1, name: "one" }])
  })
})

describe("pg client: a connection cut inside a transaction", () => {
  let database: TestDatabase
  let sql: ReturnType<typeof createPgClient>

  beforeAll(async () => {
    database = await createTestDatabase(await testPgUrl())
    sql = createPgClient({ connectionString: database.url, max: 1 })
  })
  afterAll(async () => {
    await sql.close()
    await database.drop()
  })

  it("fails that transaction only — the process lives on and the pool connects anew", async () => {
    const admin = createPgClient({ connectionString: database.url, max: 1 })
    try {
      const cut = sql.transaction(async (tx) => {
        const [{ pid }] = (await tx.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")) as [{ pid: number }]
        // The server ends the session while the transaction waits between two queries (as a restart does).
        await admin.query("SELECT pg_terminate_backend($1)", [pid])
        await new Promise((resolve) => setTimeout(resolve, 200))
        return tx.query("SELECT 1")
      })
      await expect(cut).rejects.toThrow()
      expect(await sql.transaction((tx) => tx.query<{ one: number }>("SELECT 1 AS one"))).toEqual([{ one: 1 }])
    } finally {
      await admin.close()
    }
  })
})
