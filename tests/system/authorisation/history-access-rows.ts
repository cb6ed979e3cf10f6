/**
 * @module The authorisation matrix's rows of the project timeline and its audit export (issue 11): P's auditor
 * and everyone who may change P read them; a reader of P gets 403 HISTORY_FORBIDDEN, anyone else 401.
 */
import { historyReaders, one, type Row } from "./access-cases"

const READERS_REFUSED = { refusedReaders: { status: 403, code: "HISTORY_FORBIDDEN" } } as const

export const historyAccessRows: readonly Row[] = (["history", "history.xlsx", "history.csv"] as const).map((file) => ({
  method: "get",
  path: `/1.2/profile/projects/{id}/${file}`,
  cases: [one("of P", historyReaders, (w) => ({ url: `/1.2/profile/projects/${w.project.pro_id}/${file}?kind=changed` }), READERS_REFUSED)],
}))
