/**
 * @module One activity's IDS file (issue 10): its requirements as IDS 1.0 specifications
 * (contracts/src/ids/specifications-of.ts), `info` from the activity — title, copyright (the project's
 * organisation, else the project), version (the position in the project's history the file shows),
 * description, author (the exporting user's e-mail), date, purpose (process and activity, provider →
 * receiver) and milestone — and the check every file passes before it is offered: the official XSD, and the
 * IFC knowledge of the versions written (entities, predefined types, Pset properties, data types).
 */
import { IFC_SCHEMAS } from "@bimprofile/contracts/codes"
import { type IdsDocument, type IdsSpecification, idsDate, isIdsAuthor } from "@bimprofile/contracts/ids/ids-document"
import { type ExportCatalogue, type ExportOmission, specificationsOf } from "@bimprofile/contracts/ids/specifications-of"
import { ifcKnowledge } from "@bimprofile/contracts/ifc/ifc-knowledge"
import { IFC_VERSIONS, type IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import type { MappingProblem } from "@bimprofile/contracts/ifc/mapping-problems"
import { checkRequirement } from "@bimprofile/contracts/requirements/requirement-check"
import { checkIdsSchema, type SchemaFinding } from "@bimprofile/infra/ids/ids-schema-check"
import { writeIds } from "@bimprofile/infra/ids/write-ids"
import { openPersonal, type UserRowData } from "@bimprofile/infra/read-models/personal"
import type { ElementClassRowData, PropertyRowData, RequirementRowData, ValueListItemRowData } from "@bimprofile/projector/projections/catalogue"
import type { Viewer } from "@bimprofile/contracts/access/roles"
import { type QueryDeps, loadEntity, readRow } from "../query-deps"
import { byId } from "../structure-reads"

/** An IFC problem of a requirement in the file, named by the requirement. */
export type ExportProblem = MappingProblem & { readonly requirement: string }

export type ActivityIds = {
  readonly activityId: number
  readonly fileName: string
  readonly projectVersion: IfcVersion
  /** The version asked for; undefined: each requirement's own (or the project's). */
  readonly asked: IfcVersion | undefined
  readonly document: IdsDocument
  readonly xml: string
  readonly schemaFindings: readonly SchemaFinding[]
  readonly problems: readonly ExportProblem[]
  readonly omissions: readonly ExportOmission[]
}

/** A file name part: letters, digits and dashes (the full name goes in `filename*`). */
const fileNamePart = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/gu, "")
    .replace(/[^A-Za-z0-9]+/gu, "-")
    .replace(/^-+|-+$/gu, "")
    .slice(0, 80) || "Aktivitaet"

const rowsById = async <D>(deps: QueryDeps, table: string, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, D>()
  const rows = await deps.sql.query<{ id: string | number; data: D }>(`SELECT id, data FROM ${table} WHERE id = ANY($1::bigint[])`, [ids])
  return new Map(rows.map((row) => [Number(row.id), row.data]))
}

/** The catalogue items the requirements name: their classes, properties and the properties' value lists. */
const readCatalogue = async (deps: QueryDeps, requirements: readonly RequirementRowData[]): Promise<ExportCatalogue & { checkBasis: Parameters<typeof checkRequirement>[2] }> => {
  const classIds = [...new Set(requirements.flatMap((r) => r.elementClassId ?? []))]
  const propertyIds = [...new Set(requirements.flatMap((r) => [...r.applicability, ...r.facets].flatMap((f) => (f.facet === "property" && f.pty_id !== null ? [f.pty_id] : []))))]
  const [classes, properties] = await Promise.all([
    rowsById<ElementClassRowData>(deps, "rm_element_classes", classIds),
    rowsById<PropertyRowData>(deps, "rm_properties", propertyIds),
  ])
  const listIds = [...new Set([...properties.values()].flatMap((p) => p.valueListId ?? []))]
  const items =
    listIds.length === 0
      ? []
      : await deps.sql.query<{ parent_id: string | number; data: ValueListItemRowData }>("SELECT parent_id, data FROM rm_value_list_items WHERE parent_id = ANY($1::bigint[])", [listIds])
  const values = new Map<number, ValueListItemRowData[]>()
  for (const item of items) values.set(Number(item.parent_id), [...(values.get(Number(item.parent_id)) ?? []), item.data])
  for (const list of values.values()) list.sort((a, b) => a.position - b.position)
  return {
    elementClass: (id) => classes.get(id),
    property: (id) => properties.get(id),
    valueListValues: (id, version) => values.get(id)?.map((item) => item.ifc.find((m) => m.ifc_version === version)?.name ?? item.name),
    checkBasis: { classMappings: (id) => classes.get(id)?.ifc, propertyTargets: (id) => properties.get(id)?.ifc },
  }
}

const authorOf = async (deps: QueryDeps, userId: number): Promise<string | undefined> => {
  const [row] = await deps.sql.query<{ data: UserRowData }>("SELECT data FROM rm_users WHERE usr_id = $1", [userId])
  const email = row ? (await openPersonal(deps.vault, userId, row.data)).usr_email : ""
  return isIdsAuthor(email) ? email : undefined
}

const organisationName = async (deps: QueryDeps, orgId: number | null): Promise<string | undefined> => {
  if (orgId === null) return undefined
  const [row] = await deps.sql.query<{ name: string | null; personal: boolean | null }>(
    "SELECT data->>'name' AS name, (data->>'personal')::boolean AS personal FROM rm_organisations WHERE org_id = $1",
    [orgId],
  )
  return row?.name && !row.personal ? row.name : undefined
}

/** The activity's IDS file for `asked` (or each requirement's own versions), checked; 404 for an activity the viewer may not read. */
export const activityIds = async (deps: QueryDeps, viewer: Viewer, activityId: number, asked: IfcVersion | undefined, now = new Date()): Promise<ActivityIds> => {
  const { view, row: activity } = await loadEntity(deps, viewer, "rm_activities", activityId, (row) => ({
    rows: { rm_roles: byId([row.data.providerRoleId, row.data.receiverRoleId].filter((id) => id !== null)) },
  }))
  const process = (await readRow(deps.sql, "rm_processes", activity.parentId!))!
  const milestone = await readRow(deps.sql, "rm_milestones", process.parentId!)
  const project = view.project
  const projectVersion = IFC_SCHEMAS.find((s) => s.id === project.data.ifcSchemaId)?.name ?? IFC_VERSIONS[IFC_VERSIONS.length - 1]!
  const stored = await deps.sql.query<{ data: RequirementRowData }>("SELECT data FROM rm_requirements WHERE parent_id = $1", [activityId])
  const requirements = stored.map((r) => r.data).sort((a, b) => a.position - b.position)
  const [catalogue, author, organisation] = await Promise.all([readCatalogue(deps, requirements), authorOf(deps, viewer.userId), organisationName(deps, project.data.orgId)])

  const specifications: IdsSpecification[] = []
  const omissions: ExportOmission[] = []
  const problems: ExportProblem[] = []
  for (const requirement of requirements) {
    const versions = asked ? [asked] : requirement.ifcVersions.length > 0 ? requirement.ifcVersions : [projectVersion]
    const written = specificationsOf(requirement, catalogue, versions)
    specifications.push(...written.specifications)
    omissions.push(...written.omissions)
    for (const problem of checkRequirement(ifcKnowledge, { ...requirement, ifcVersions: versions }, catalogue.checkBasis, projectVersion))
      problems.push({ ...problem, requirement: requirement.name })
  }

  const role = (id: number | null) => (id === null ? undefined : view.role(id)?.data.name)
  const [provider, receiver] = [role(activity.data.providerRoleId), role(activity.data.receiverRoleId)]
  const document: IdsDocument = {
    // An imported file's info is written as it came (lossless); else the activity's.
    info: activity.data.idsInfo ?? {
      title: `${project.data.name} – ${activity.data.name}`,
      copyright: organisation ?? project.data.name,
      version: String(project.data.lastPosition),
      ...(activity.data.desc ? { description: activity.data.desc } : {}),
      ...(author ? { author } : {}),
      date: idsDate(now),
      purpose: `${process.data.name}: ${activity.data.name}${provider || receiver ? ` (${provider ?? "?"} → ${receiver ?? "?"})` : ""}`,
      ...(milestone ? { milestone: milestone.data.name } : {}),
    },
    specifications,
  }
  const xml = writeIds(document)
  return {
    activityId,
    fileName: `${project.id}_${process.id}_${fileNamePart(activity.data.name)}${asked ? `_${asked}` : ""}.ids`,
    projectVersion,
    asked,
    document,
    xml,
    // An activity without a specification makes no file the schema accepts (specifications needs one).
    schemaFindings: specifications.length === 0 ? [] : checkIdsSchema(xml),
    problems,
    omissions,
  }
}
