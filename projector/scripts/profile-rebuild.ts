/**
 * Profiles `rebuildProjection` on a real database: fills an EMPTY database with generated project
 * histories (when it holds no events yet), then rebuilds a few times and prints the rates.
 *
 *   DATABASE_URL=postgres://… node --import tsx projector/scripts/profile-rebuild.ts [events=100000] [projects=400] [runs=3]
 *
 * Without DATABASE_URL it runs on an in-memory PGlite.
 */
import { openDatabase } from "@bimprofile/infra/database"
import { rebuildProjection } from "../src/runner/rebuild"
import { appendGeneratedCommands } from "../src/testing/append-generated-commands"
import { generateProjectHistories } from "../src/testing/generate-project-histories"

const [events = 100_000, projects = 400, runs = 3] = process.argv.slice(2).map(Number)
const url = process.env.DATABASE_URL
const db = await openDatabase(url ? { kind: "pg", url } : { kind: "pglite" })
try {
  if ((await db.store.headPosition()) === 0) {
    const started = performance.now()
    const commands = generateProjectHistories({ projects, events, seed: 42 })
    const head = await appendGeneratedCommands(db.store, commands)
    console.log(`appended ${head.toLocaleString("en")} events of ${projects} projects in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  for (let run = 1; run <= runs; run++) {
    const result = await rebuildProjection({ sql: db.sql, store: db.store })
    const rows = await db.sql.query<{ n: number }>(
      "SELECT (SELECT count(*) FROM rm_projects) + (SELECT count(*) FROM rm_phases) + (SELECT count(*) FROM rm_milestones) + (SELECT count(*) FROM rm_processes) + (SELECT count(*) FROM rm_activities) + (SELECT count(*) FROM rm_roles) AS n",
    )
    console.log(
      `run ${run}: ${result.events.toLocaleString("en")} events → ${Number(rows[0]!.n).toLocaleString("en")} rows in ${result.seconds.toFixed(2)} s = ${Math.round(result.events / result.seconds).toLocaleString("en")} ev/s`,
    )
  }
} finally {
  await db.close()
}
