/**
 * @module GET /1.2/profile/requirements?req_act_id=, …/{id} and …/diff: an activity's requirements in the
 * order they were added (none for an activity the reader cannot see, as other lists filter), one
 * requirement, and what differs between the requirements of two activities or two milestones
 * (requirements/requirement-diff.ts), where one the reader may not read is answered as a missing one.
 */
import type { RequirementDto } from "@bimprofile/contracts/dto/requirement-dto"
import type { EntityWord } from "@bimprofile/contracts/errors/domain-errors"
import { diffRequirements } from "@bimprofile/contracts/requirements/requirement-diff"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { pathId, queryId } from "@bimprofile/infra/http/validation"
import type { RequirementRowData } from "@bimprofile/projector/projections/catalogue"
import { Hono, type Context } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import type { Ticket } from "../../answers/answer-cache"
import { jsonAnswer } from "../../answers/json-answer"
import type { QueryDeps } from "../query-deps"
import type { UserNames } from "../user-names"
import { cachedItemRead, type ItemRow, itemAudit, itemRowOf, mappingProblemsDto, readItem, type StoredItem } from "./catalogue-reads"
import { IFC_SCHEMAS } from "@bimprofile/contracts/codes"
import { ifcKnowledge } from "@bimprofile/contracts/ifc/ifc-knowledge"
import { IFC_VERSIONS, type IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import type { EntityMapping, PropertyTarget } from "@bimprofile/contracts/ifc/mapping-check"
import { checkRequirement, type RequirementCatalogue } from "@bimprofile/contracts/requirements/requirement-check"

const TABLE = "rm_requirements"
const COLUMNS = "id, pro_id, parent_id, data"

type CheckBasis = {
  readonly catalogue: RequirementCatalogue
  readonly versionOf: (projectId: number) => IfcVersion
  /** The projects of the classes and properties read (a reference project's, too): a change there changes the check. */
  readonly projects: readonly number[]
}

/** The classes' mappings, the properties' targets and the projects' IFC versions the requirements' IFC check needs. */
const readCatalogueOf = async (deps: QueryDeps, rows: readonly ItemRow<RequirementRowData>[]): Promise<CheckBasis> => {
  const projectIds = [...new Set(rows.map((row) => row.proId))]
  const classIds = [...new Set(rows.flatMap((row) => row.data.elementClassId ?? []))]
  const propertyIds = [
    ...new Set(rows.flatMap((row) => [...row.data.applicability, ...row.data.facets].flatMap((f) => (f.facet === "property" && f.pty_id !== null ? [f.pty_id] : [])))),
  ]
  const [classes, properties, projects] = await Promise.all([
    classIds.length === 0
      ? []
      : deps.sql.query<{ id: string | number; pro_id: string | number; ifc: EntityMapping[] }>("SELECT id, pro_id, data->'ifc' AS ifc FROM rm_element_classes WHERE id = ANY($1::bigint[])", [classIds]),
    propertyIds.length === 0
      ? []
      : deps.sql.query<{ id: string | number; pro_id: string | number; ifc: PropertyTarget[] }>("SELECT id, pro_id, data->'ifc' AS ifc FROM rm_properties WHERE id = ANY($1::bigint[])", [propertyIds]),
    projectIds.length === 0 ? [] : deps.sql.query<{ id: string | number; schema: number | null }>("SELECT id, (data->>'ifcSchemaId')::int AS schema FROM rm_projects WHERE id = ANY($1::bigint[])", [projectIds]),
  ])
  const versions = new Map(projects.map((row) => [Number(row.id), IFC_SCHEMAS.find((s) => s.id === row.schema)?.name ?? IFC_VERSIONS[IFC_VERSIONS.length - 1]!]))
  const mappings = new Map(classes.map((row) => [Number(row.id), row.ifc]))
  const targets = new Map(properties.map((row) => [Number(row.id), row.ifc]))
  return {
    catalogue: { classMappings: (id) => mappings.get(id), propertyTargets: (id) => targets.get(id) },
    versionOf: (projectId) => versions.get(projectId) ?? IFC_VERSIONS[IFC_VERSIONS.length - 1]!,
    projects: [...new Set([...classes, ...properties].map((row) => Number(row.pro_id)))],
  }
}

const requirementDto = (row: ItemRow<RequirementRowData>, users: UserNames, { catalogue, versionOf }: CheckBasis): RequirementDto => ({
  req_id: row.id,
  req_pro_id: row.proId,
  req_act_id: row.parentId!,
  req_elc_id: row.data.elementClassId,
  req_name: row.data.name,
  req_identifier: row.data.identifier,
  req_desc: row.data.desc,
  req_instructions: row.data.instructions,
  req_ifc_versions: row.data.ifcVersions,
  req_cardinality: row.data.cardinality,
  req_applicability: row.data.applicability,
  req_requirements_desc: row.data.requirementsDesc,
  req_facets: row.data.facets,
  req_problems: mappingProblemsDto(checkRequirement(ifcKnowledge, row.data, catalogue, versionOf(row.proId))),
  ...itemAudit("req", row.data, users),
})

type Side = { readonly kind: "activity" | "milestone"; readonly id: number }
const SIDES: Record<Side["kind"], { table: string; word: EntityWord; where: string }> = {
  activity: { table: "rm_activities", word: "activity", where: "r.parent_id = $1" },
  // A milestone's requirements are those of the activities of its processes.
  milestone: {
    table: "rm_milestones",
    word: "milestone",
    where: "r.parent_id IN (SELECT a.id FROM rm_activities a JOIN rm_processes p ON p.id = a.parent_id WHERE p.parent_id = $1)",
  },
}

/**
 * The activity's or milestone's name and project, its requirements in order and the other projects their IFC
 * check read (`dependsOn`); 404 when the reader may not read it.
 */
const readSide = async (deps: QueryDeps, c: Context<ViewerEnv>, side: Side, ticket?: Ticket) => {
  const { table, word, where } = SIDES[side.kind]
  const owner = await readItem<{ name: string }>(deps, c, table, "id, pro_id, data", side.id, word, ticket)
  const stored = await deps.sql.query<StoredItem<RequirementRowData>>(`SELECT r.id, r.pro_id, r.parent_id, r.data FROM ${TABLE} r WHERE ${where}`, [side.id])
  const rows = stored.map((r) => itemRowOf(r)).sort((a, b) => a.data.position - b.data.position)
  const basis = await readCatalogueOf(deps, rows)
  const requirements = rows.map((row) => requirementDto(row, deps.users, basis))
  return { name: owner.data.name, projectId: owner.proId, requirements, dependsOn: basis.projects.filter((id) => id !== owner.proId) }
}

/** The two sides of a diff: two activities or two milestones, each pair whole. */
const sidesOf = (c: Context): [Side, Side] => {
  const activities = [queryId(c, "from_act_id"), queryId(c, "to_act_id")]
  const milestones = [queryId(c, "from_mst_id"), queryId(c, "to_mst_id")]
  const complete = (pair: (number | undefined)[]) => pair.every((id) => id !== undefined)
  const none = (pair: (number | undefined)[]) => pair.every((id) => id === undefined)
  if (complete(activities) && none(milestones)) return [{ kind: "activity", id: activities[0]! }, { kind: "activity", id: activities[1]! }]
  if (complete(milestones) && none(activities)) return [{ kind: "milestone", id: milestones[0]! }, { kind: "milestone", id: milestones[1]! }]
  const text = "Verglichen werden zwei Aktivitäten (from_act_id und to_act_id) oder zwei Meilensteine (from_mst_id und to_mst_id)."
  throw new HttpProblem(400, "DIFF_SIDES", text, { from_act_id: text })
}

export const requirementRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/diff", async (c) => {
      const [from, to] = sidesOf(c)
      const [before, after] = await Promise.all([readSide(deps, c, from), readSide(deps, c, to)])
      const diff = diffRequirements(before.requirements, after.requirements)
      return jsonAnswer(c, { from: { ...from, name: before.name }, to: { ...to, name: after.name }, ...diff })
    })
    .get("/", async (c) => {
      const activityId = queryId(c, "req_act_id")
      if (activityId === undefined) throw new HttpProblem(400, "VALIDATION", "Die Aktivität (req_act_id) fehlt.", { req_act_id: "Die Aktivität (req_act_id) fehlt." })
      // Kept in the answer cache: every open screen of the activity reads the list again after each change of
      // the project, and the IFC check of its requirements (req_problems) is worth doing once per change only.
      const read = cachedItemRead(c, deps, async (ticket) => {
        const { projectId, requirements, dependsOn } = await readSide(deps, c, { kind: "activity", id: activityId }, ticket)
        return { projectId, answer: requirements, dependsOn }
      })
      // A filter like the other lists': an activity the reader cannot see has none.
      return read.catch((error: unknown) => {
        if (error instanceof HttpProblem && error.status === 404) return jsonAnswer(c, [])
        throw error
      })
    })
    .get("/:id", async (c) => {
      const row = await readItem<RequirementRowData>(deps, c, TABLE, COLUMNS, pathId(c), "requirement")
      return c.json(requirementDto(row, deps.users, await readCatalogueOf(deps, [row])))
    })
