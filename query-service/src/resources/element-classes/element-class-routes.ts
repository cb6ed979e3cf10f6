/**
 * @module GET /1.2/profile/element_classes[?elc_pro_id=&sort=&filter=] and …/{id}: the element classes of the
 * projects the reader may read, from the catalogue projection's table (projector/projections/catalogue.ts).
 * Authorised before anything of a class is shown: a class in a project the reader may not read is answered
 * exactly as an unknown one.
 */
import { projectAccess } from "@bimprofile/contracts/access/roles"
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import { readReadableProjects } from "@bimprofile/infra/read-models/project-access"
import { pathId, queryChoice, queryId } from "@bimprofile/infra/http/validation"
import type { ElementClassRow, ElementClassRowData } from "@bimprofile/projector/projections/catalogue"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { jsonAnswer } from "../../answers/json-answer"
import { notFoundProblem } from "@bimprofile/infra/http/problem"
import { accessFactsOf, type QueryDeps } from "../query-deps"
import type { UserNames } from "../user-names"

type Stored = { id: string | number; pro_id: string | number; parent_id: string | number | null; data: ElementClassRowData }

const rowOf = (r: Stored): ElementClassRow => ({ id: Number(r.id), proId: Number(r.pro_id), parentId: r.parent_id === null ? null : Number(r.parent_id), data: r.data })

const COLUMNS = "id, pro_id, parent_id, data"

export const elementClassDto = (row: ElementClassRow, users: UserNames): ElementClassDto => ({
  elc_id: row.id,
  elc_pro_id: row.proId,
  elc_name: row.data.name,
  elc_desc: row.data.desc,
  elc_category: row.data.category,
  elc_parent_id: row.parentId,
  elc_elt_id: null,
  elc_ifc: row.data.ifc,
  elc_uri: row.data.uri,
  // Inheritance from a reference project comes with the catalogue's next step: every class is the project's own.
  elc_origin: "local",
  elc_locked: false,
  elc_problems: row.data.problems.map(({ ifc_version, code, severity, message, details }) => ({ ifc_version, code, severity, message, details: { ...details } })),
  elc_create_date: row.data.createdAt,
  elc_create_user: users.nameOf(row.data.createdBy),
  elc_change_date: row.data.changedAt,
  elc_change_user: users.nameOf(row.data.changedBy),
})

const SORTS = ["name_asc", "name_desc"] as const
const FILTERS = ["project", "all", "problems"] as const
/** Names sort as a Swiss user reads them: case and accents second (Ä beside A), numbers by value. */
const byName = new Intl.Collator("de-CH", { sensitivity: "base", numeric: true })

export const elementClassRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/", async (c) => {
      const projectId = queryId(c, "elc_pro_id")
      const sort = queryChoice(c, "sort", SORTS) ?? "name_asc"
      // "project" lists what "all" lists until classes are inherited from a reference project (docs/catalogue.md).
      const filter = queryChoice(c, "filter", FILTERS) ?? "all"
      const [readable] = await Promise.all([
        readReadableProjects(deps.sql, c.get("viewer"), projectId === undefined ? undefined : [projectId]),
        deps.users.refreshIfStale(),
      ])
      if (readable.size === 0) return jsonAnswer(c, [])
      const rows = (
        await deps.sql.query<Stored>(
          `SELECT ${COLUMNS} FROM rm_element_classes WHERE pro_id = ANY($1::bigint[])${filter === "problems" ? " AND has_problems" : ""}`,
          [[...readable.keys()]],
        )
      ).map(rowOf)
      const direction = sort === "name_desc" ? -1 : 1
      rows.sort((a, b) => direction * byName.compare(a.data.name, b.data.name) || a.id - b.id)
      return jsonAnswer(c, rows.map((row) => elementClassDto(row, deps.users)))
    })
    .get("/:id", async (c) => {
      const id = pathId(c)
      const [[stored]] = await Promise.all([
        deps.sql.query<Stored>(`SELECT ${COLUMNS} FROM rm_element_classes WHERE id = $1`, [id], { prepared: true }),
        deps.users.refreshIfStale(),
      ])
      if (!stored) throw notFoundProblem("element_class", id)
      const row = rowOf(stored)
      const facts = await accessFactsOf(deps, row.proId, undefined)
      if (!facts || projectAccess(c.get("viewer"), facts).role === null) throw notFoundProblem("element_class", id)
      return c.json(elementClassDto(row, deps.users))
    })
