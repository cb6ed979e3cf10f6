/**
 * @module vitest globalSetup: ONE PostgreSQL cluster for the whole test run.
 *
 * Starts a throwaway cluster (about half a second: initdb + pg_ctl start) before any test file runs and
 * stops it, removing its data directory, when the run ends. Test files reach it with `testPgUrl()` from
 * ./postgres.ts and create their own database with `createTestDatabase`.
 *
 * When `TEST_PG_URL` is already set (a developer's own server, CI service container), that server is used
 * and nothing is started.
 *
 * The URL reaches the workers two ways: `process.env.TEST_PG_URL` (set here before any worker is
 * forked, so forks inherit it, and so do processes the tests spawn) and `project.provide("testPgUrl")`.
 */
import type { TestProject } from "vitest/node"
import { startPostgres } from "./postgres"

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const existing = process.env.TEST_PG_URL
  if (existing) {
    project.provide("testPgUrl", existing)
    return undefined
  }

  const started = Date.now()
  const postgres = await startPostgres()
  if (process.env.TEST_PG_VERBOSE) {
    console.log(`[global-setup] PostgreSQL ${postgres.url} (pid ${postgres.pid}) started in ${Date.now() - started} ms`)
  }
  process.env.TEST_PG_URL = postgres.url
  project.provide("testPgUrl", postgres.url)

  return async () => {
    delete process.env.TEST_PG_URL
    await postgres.stop()
  }
}
