/**
 * @module GET /1.2/profile/element_classes[?elc_pro_id=&sort=&filter=] and …/{id}: the element classes of the
 * projects the reader may read, from the catalogue projection's table (projector/projections/catalogue.ts).
 * Authorised before anything of a class is shown: a class in a project the reader may not read is answered
 * exactly as an unknown one.
 */
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import { pathId, queryChoice, queryId } from "@bimprofile/infra/http/validation"
import type { ElementClassRowData } from "@bimprofile/projector/projections/catalogue"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import type { QueryDeps } from "../query-deps"
import type { UserNames } from "../user-names"
import { cachedCatalogueRead, type ItemRow, itemAudit, itemOrigin, mappingProblemsDto, NAME_SORTS, readItem, readItems, sortByName } from "./catalogue-reads"

const TABLE = "rm_element_classes"
const COLUMNS = "id, pro_id, parent_id, data"

export const elementClassDto = (row: ItemRow<ElementClassRowData>, users: UserNames): ElementClassDto => ({
  elc_id: row.id,
  elc_pro_id: row.proId,
  elc_name: row.data.name,
  elc_desc: row.data.desc,
  elc_category: row.data.category,
  elc_parent_id: row.parentId,
  elc_elt_id: row.data.typeId ?? null,
  elc_ifc: row.data.ifc,
  elc_uri: row.data.uri,
  ...itemOrigin("elc", row),
  elc_problems: mappingProblemsDto(row.data.problems),
  ...itemAudit("elc", row.data, users),
})

const FILTERS = ["project", "all", "problems"] as const

export const elementClassRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/", async (c) => {
      const projectId = queryId(c, "elc_pro_id")
      const sort = queryChoice(c, "sort", NAME_SORTS) ?? "name_asc"
      const filter = queryChoice(c, "filter", FILTERS) ?? "all"
      const where = filter === "problems" ? " AND has_problems" : ""
      return cachedCatalogueRead(c, deps, projectId, async () => {
        const rows = await readItems<ElementClassRowData>(deps, c, TABLE, COLUMNS, projectId, where, filter === "project" ? "own" : "with-reference")
        return sortByName(rows, sort).map((row) => elementClassDto(row, deps.users))
      })
    })
    .get("/:id", async (c) => {
      const row = await readItem<ElementClassRowData>(deps, c, TABLE, COLUMNS, pathId(c), "element_class")
      return c.json(elementClassDto(row, deps.users))
    })
