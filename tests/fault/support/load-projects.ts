/**
 * @module The projects a fault test's load works on: created through the command service, their phases read
 * from the log (the test runs no query service).
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { ApiClient } from "../../support/stack"
import type { LoadProject } from "./command-load"

export const createLoadProjects = async (api: ApiClient, sql: SqlQuery, count: number): Promise<LoadProject[]> => {
  const projects: LoadProject[] = []
  for (let i = 1; i <= count; i++) {
    const created = await api.post("/1.2/profile/projects", { pro_name: `Lastprojekt ${i}` })
    if (created.status !== 201) throw new Error(`create project: ${created.status} ${JSON.stringify(created.body)}`)
    const id = created.body.pro_id as number
    const phases = await sql.query<{ id: number }>(
      "SELECT (data->>'phaseId')::int AS id FROM events WHERE stream_id = $1 AND type = 'PhaseAdded' ORDER BY stream_version",
      [`project-${id}`],
    )
    projects.push({ pro_id: id, phaseIds: phases.map((p) => p.id) })
  }
  return projects
}

/** Polls `condition` every 100 ms until it holds; fails after `timeoutMs` with `what` and `detail()`. */
export const until = async (what: string, condition: () => Promise<boolean> | boolean, timeoutMs = 60_000, detail: () => string = () => ""): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${detail()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
