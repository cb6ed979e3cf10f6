/** @module The endpoint catalogue's entries for the project timeline and its audit export (issue 11; docs/audit.md "Timeline"). */
import { Schema } from "effect"
import { choice, type Endpoint, id, type QueryParam } from "../api/endpoint-kit"
import { HistoryPageDto } from "./history-dto"
import { HISTORY_DEFAULT_LIMIT, HISTORY_ENTITIES, HISTORY_KINDS, HISTORY_LANGUAGES, HISTORY_MAX_LIMIT } from "./history-item"

const IsoDateOrDateTime = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/u),
)

/** A page's cursor: opaque to clients (the position of the last item shown, in base 36). */
const Cursor = Schema.String.check(Schema.isPattern(/^[0-9a-z]{1,10}$/u))

/** The filters of the timeline and of its export alike. */
const filters: readonly QueryParam[] = [
  choice("entity", HISTORY_ENTITIES, "Only changes of this kind of entity (a resequence is on the group's parent, an upload on its list)."),
  id("entity_id", "Only changes of the entity with this id (with entity: of that kind; a permission's id is the user's)."),
  id("usr_id", "Only changes by this user."),
  { name: "from", type: "string", schema: IsoDateOrDateTime, description: "From this day (YYYY-MM-DD, UTC) or instant (ISO 8601 date-time; without an offset UTC) on." },
  { name: "to", type: "string", schema: IsoDateOrDateTime, description: "Up to this day (inclusive: to its end) or instant (inclusive); before from: 400." },
  choice("kind", HISTORY_KINDS, "Only changes of this kind."),
]

const ERRORS = [400, 401, 403, 404]
const WHO = "For the project's auditors (project role auditor) and everyone who may change it (write, admin, app admins): a reader of the project gets 403 HISTORY_FORBIDDEN, someone who may not read it 401 AUTH_PRO, an unknown project 404; a bad filter value is 400 naming the parameter"

export const historyEndpoints: readonly Endpoint[] = [
  {
    method: "get", path: "/1.2/profile/projects/{id}/history", tag: "History", auth: true, answer: HistoryPageDto, status: 200, errors: ERRORS,
    summary: `The project's timeline, newest first: every change with who (usr_name; an erased user reads «Gelöschter Benutzer»), when, which entity (its name at that change, after a delete its last name), the kind (created, changed, moved, deleted) and what changed (before → after by the event's field names: before null for created, after null for deleted, else before holds the previous values of exactly after's fields). A page of limit items and next_cursor for the next (null: the end). ${WHO}`,
    query: [
      ...filters,
      { name: "cursor", type: "string", schema: Cursor, description: "The next_cursor of the previous page (opaque)." },
      { name: "limit", type: "integer", maximum: HISTORY_MAX_LIMIT, description: `Items per page, 1 to ${HISTORY_MAX_LIMIT} (default ${HISTORY_DEFAULT_LIMIT}).` },
    ],
  },
  ...(["xlsx", "csv"] as const).map((format): Endpoint => ({
    method: "get", path: `/1.2/profile/projects/{id}/history.${format}`, tag: "History", auth: true, answer: Schema.Unknown, status: 200, errors: ERRORS,
    media: [format === "xlsx" ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" : "text/csv; charset=utf-8"],
    summary: `The audit export of the timeline as ${format === "xlsx" ? "an Excel workbook (bold, frozen, filtered header row)" : "CSV (UTF-8 with BOM, ; between cells, RFC 4180 quoting: as Excel in Switzerland opens it)"}: every item the filters match (no paging), newest first, one row per changed field — position, time (UTC), user, entity, entity id, entity name, kind, field, before, after — with headers, entities and kinds in lang. Content-Disposition names verlauf-<project>-<date>.${format} (the word in lang). ${WHO}`,
    query: [...filters, choice("lang", HISTORY_LANGUAGES, "The language of headers, entities and kinds (default de-CH).")],
  })),
]
