/**
 * @module What a report shows, read from the read models: the project (name, description, IFC version,
 * organisation), its phases → milestones → processes → activities in plan order with provider and receiver,
 * and each activity's requirements with the names of the element classes and properties they point at. A
 * process's report holds the phase and milestone it lies in and that process alone. Authorised like the
 * project's and the process's own GET (query-deps.ts): 401 AUTH_PRO for a project one may not read, 404 for a
 * process in one.
 */
import type { Viewer } from "@bimprofile/contracts/access/roles"
import { IFC_SCHEMAS } from "@bimprofile/contracts/codes"
import type { Cardinality, ApplicabilityFacet, RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import type { ElementClassRowData, PropertyRowData, RequirementRowData } from "@bimprofile/projector/projections/catalogue"
import { loadEntity, loadView, type QueryDeps } from "../query-deps"
import type { ProjectView } from "../project-view"
import { byId, byParent, byProject } from "../structure-reads"

export type ReportScope = "project" | "process"

export type ReportRequirement = {
  readonly name: string
  readonly identifier: string | null
  readonly desc: string | null
  readonly elementClass: string | null
  readonly cardinality: Cardinality
  readonly ifcVersions: readonly string[]
  readonly applicability: readonly ApplicabilityFacet[]
  readonly facets: readonly RequirementFacet[]
}
export type ReportActivity = {
  readonly id: number
  readonly name: string
  readonly desc: string | null
  readonly provider: string | null
  readonly receiver: string | null
  readonly requirements: readonly ReportRequirement[]
}
export type ReportProcess = { readonly id: number; readonly name: string; readonly shortName: string | null; readonly desc: string | null; readonly activities: readonly ReportActivity[] }
export type ReportMilestone = { readonly id: number; readonly name: string; readonly desc: string | null; readonly processes: readonly ReportProcess[] }
export type ReportPhase = { readonly id: number; readonly name: string; readonly milestones: readonly ReportMilestone[] }

export type ReportData = {
  readonly scope: ReportScope
  readonly project: { readonly id: number; readonly name: string; readonly desc: string | null; readonly ifcVersion: string; readonly organisation: string | null }
  /** The process of a process's report. */
  readonly process: { readonly id: number; readonly name: string } | null
  readonly phases: readonly ReportPhase[]
  /** Catalogue property id → its name, for facets that name one. */
  readonly propertyNames: ReadonlyMap<number, string>
}

const rowsById = async <D>(deps: QueryDeps, table: string, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, D>()
  const rows = await deps.sql.query<{ id: string | number; data: D }>(`SELECT id, data FROM ${table} WHERE id = ANY($1::bigint[])`, [ids])
  return new Map(rows.map((row) => [Number(row.id), row.data]))
}

const organisationName = async (deps: QueryDeps, orgId: number | null): Promise<string | null> => {
  if (orgId === null) return null
  const [row] = await deps.sql.query<{ name: string | null; personal: boolean | null }>(
    "SELECT data->>'name' AS name, (data->>'personal')::boolean AS personal FROM rm_organisations WHERE org_id = $1",
    [orgId],
  )
  return row?.name && !row.personal ? row.name : null
}

/** A catalogue property's name, with the set and name it has in the project's IFC version when they differ. */
const propertyName = (property: PropertyRowData, ifcVersion: string) => {
  const target = property.ifc.find((t) => t.ifc_version === ifcVersion) ?? property.ifc[0]
  const ifcName = target ? ("pset" in target ? `${target.pset}.${target.property}` : target.attribute) : undefined
  return ifcName && ifcName !== property.name ? `${property.name} (${ifcName})` : property.name
}

/** The view of the project, or of a process's project with that process, its milestone and the phases. */
const viewOf = async (deps: QueryDeps, viewer: Viewer, scope: ReportScope, id: number): Promise<{ view: ProjectView; processId: number | null }> => {
  if (scope === "project") {
    const rows = { rm_phases: byProject([id]), rm_milestones: byProject([id]), rm_processes: byProject([id]), rm_activities: byProject([id]), rm_roles: byProject([id]) }
    return { view: await loadView(deps, viewer, id, { rows }), processId: null }
  }
  const { view } = await loadEntity(deps, viewer, "rm_processes", id, (row) => ({
    rows: { rm_phases: byProject([row.proId]), rm_milestones: byId([row.parentId]), rm_processes: byId([id]), rm_activities: byParent([id]), rm_roles: byProject([row.proId]) },
  }))
  return { view, processId: id }
}

/** The report's content for `viewer`; refused as the project's or process's own GET when not readable. */
export const readReport = async (deps: QueryDeps, viewer: Viewer, scope: ReportScope, id: number): Promise<ReportData> => {
  const { view, processId } = await viewOf(deps, viewer, scope, id)
  const project = view.project
  const ifcVersion = IFC_SCHEMAS.find((s) => s.id === project.data.ifcSchemaId)?.name ?? ""
  const processes = (processId === null ? view.processes() : view.processes().filter((p) => p.id === processId))
  const activities = processes.flatMap((p) => view.activitiesOf(p.id))
  const stored = activities.length === 0
    ? []
    : await deps.sql.query<{ parent_id: string | number; data: RequirementRowData }>("SELECT parent_id, data FROM rm_requirements WHERE parent_id = ANY($1::bigint[])", [activities.map((a) => a.id)])
  const requirementsOf = new Map<number, RequirementRowData[]>()
  for (const row of stored) requirementsOf.set(Number(row.parent_id), [...(requirementsOf.get(Number(row.parent_id)) ?? []), row.data])
  const all = stored.map((row) => row.data)
  const classIds = [...new Set(all.flatMap((r) => r.elementClassId ?? []))]
  const propertyIds = [...new Set(all.flatMap((r) => [...r.applicability, ...r.facets].flatMap((f) => (f.facet === "property" && f.pty_id !== null ? [f.pty_id] : []))))]
  const [classes, properties, organisation] = await Promise.all([
    rowsById<ElementClassRowData>(deps, "rm_element_classes", classIds),
    rowsById<PropertyRowData>(deps, "rm_properties", propertyIds),
    organisationName(deps, project.data.orgId),
  ])

  const role = (roleId: number | null) => (roleId === null ? null : (view.role(roleId)?.data.name ?? null))
  const requirement = (r: RequirementRowData): ReportRequirement => ({
    name: r.name,
    identifier: r.identifier,
    desc: r.desc,
    elementClass: r.elementClassId === null ? null : (classes.get(r.elementClassId)?.name ?? null),
    cardinality: r.cardinality,
    ifcVersions: r.ifcVersions,
    applicability: r.applicability,
    facets: r.facets,
  })
  const process = (p: (typeof processes)[number]): ReportProcess => ({
    id: p.id,
    name: p.data.name,
    shortName: p.data.shortName ?? null,
    desc: p.data.desc ?? null,
    activities: view.activitiesOf(p.id).map((a) => ({
      id: a.id,
      name: a.data.name,
      desc: a.data.desc ?? null,
      provider: role(a.data.providerRoleId),
      receiver: role(a.data.receiverRoleId),
      requirements: [...(requirementsOf.get(a.id) ?? [])].sort((x, y) => x.position - y.position).map(requirement),
    })),
  })
  const shown = new Set(processes.map((p) => p.id))
  const phases = view
    .phases()
    .map((phase) => ({
      id: phase.id,
      name: phase.data.name,
      milestones: view
        .milestonesOf(phase.id)
        .map((m) => ({ id: m.id, name: m.data.name, desc: m.data.desc ?? null, processes: view.processesOf(m.id).filter((p) => shown.has(p.id)).map(process) }))
        .filter((m) => processId === null || m.processes.length > 0),
    }))
    .filter((phase) => processId === null || phase.milestones.length > 0)
  const reported = processId === null ? null : processes[0]!
  return {
    scope,
    project: { id: project.id, name: project.data.name, desc: project.data.desc ?? null, ifcVersion, organisation },
    process: reported ? { id: reported.id, name: reported.data.name } : null,
    phases,
    propertyNames: new Map([...properties].map(([propertyId, p]) => [propertyId, propertyName(p, ifcVersion)])),
  }
}
