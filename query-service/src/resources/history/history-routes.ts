/**
 * @module GET /1.2/profile/projects/{id}/history (the timeline, a page newest first), …/history.xlsx and
 * …/history.csv (the audit export: everything the same filters match, in the language of `lang`). For the
 * project's auditors and everyone who may change it (history-read.ts).
 */
import { HISTORY_LANGUAGES } from "@bimprofile/contracts/history/history-item"
import { pathId, queryChoice } from "@bimprofile/infra/http/validation"
import { type Context, Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { attachment } from "../exports/ids-routes"
import type { QueryDeps } from "../query-deps"
import { CSV_MEDIA_TYPE, historyCsv, historyXlsx, XLSX_MEDIA_TYPE } from "./history-export"
import { historyFilterOf, historyQueryOf } from "./history-filter"
import { projectNameOf, readHistoryAll, readHistoryPage, requireHistoryReader } from "./history-read"
import { HISTORY_TEXTS } from "./history-texts"

/** `verlauf-<project name>-<YYYY-MM-DD>.<extension>`: the name kept to what every file system takes. */
const fileNameOf = (word: string, project: string, extension: string) => {
  const safe = project.replace(/[\\/:*?"<>|\u0000-\u001f]+/gu, "_").trim().slice(0, 80) || "projekt"
  return `${word}-${safe}-${new Date().toISOString().slice(0, 10)}.${extension}`
}

const exportRoute = (deps: QueryDeps, format: "xlsx" | "csv") => async (c: Context<ViewerEnv>) => {
  const projectId = pathId(c)
  // Every parameter is checked before anything is read: a bad one is a 400 whoever asks.
  const filter = historyFilterOf(c)
  const lang = queryChoice(c, "lang", HISTORY_LANGUAGES) ?? "de-CH"
  await requireHistoryReader(deps, c.get("viewer"), projectId)
  const texts = HISTORY_TEXTS[lang]
  const [items, projectName] = await Promise.all([readHistoryAll(deps, projectId, filter), projectNameOf(deps, projectId)])
  const fileName = fileNameOf(texts.fileWord, projectName, format)
  const headers = { "content-disposition": attachment(fileName), "content-language": lang }
  if (format === "csv") return c.body(historyCsv(items, texts), 200, { ...headers, "content-type": CSV_MEDIA_TYPE })
  return c.body((await historyXlsx(items, texts)) as Uint8Array<ArrayBuffer>, 200, { ...headers, "content-type": XLSX_MEDIA_TYPE })
}

export const historyRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/:id/history", async (c) => {
      const projectId = pathId(c)
      const query = historyQueryOf(c)
      await requireHistoryReader(deps, c.get("viewer"), projectId)
      return c.json(await readHistoryPage(deps, projectId, query))
    })
    .get("/:id/history.xlsx", exportRoute(deps, "xlsx"))
    .get("/:id/history.csv", exportRoute(deps, "csv"))
