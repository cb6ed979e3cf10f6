/** The job runner on embedded PGlite: one process owns the database. */
import { openDatabase } from "../database"
import { describeJobRunnerContract } from "./job-runner.contract"

describeJobRunnerContract("PGlite", async () => {
  const db = await openDatabase({ kind: "pglite" })
  return { db, soleProcess: true, close: () => db.close() }
})
