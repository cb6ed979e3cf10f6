/** The event store contract on embedded PGlite (in memory), the engine of the default run mode. */
import { openDatabase } from "../database"
import { describeEventStoreContract } from "./event-store.contract"

describeEventStoreContract("PGlite (in memory)", async (options) => {
  const db = await openDatabase({ kind: "pglite", ...options })
  return { store: db.store, sql: db.sql, close: () => db.close() }
})
