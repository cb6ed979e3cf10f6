/**
 * @module Typed read rows (projector/projections/structure-rows.ts) → the 1.2 read shapes. The one place
 * where domain names meet wire names on reads; the rows are already typed, nothing is converted here.
 */
import { IFC_SCHEMAS, PHASE_CODES, REFERENCE_PROJECT_TYPE_CODE, ROLE_TYPES } from "@bimprofile/contracts/codes"
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import type { MilestoneDto } from "@bimprofile/contracts/dto/milestone-dto"
import type { PhaseDto } from "@bimprofile/contracts/dto/phase-dto"
import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"
import type { ProjectTeam } from "@bimprofile/infra/read-models/project-team"
import type {
  ActivityRow,
  AuditFields,
  MilestoneRow,
  PhaseRow,
  ProcessRow,
  RoleRow,
} from "@bimprofile/projector/projections/structure-rows"
import type { ProjectView } from "./project-view"
import type { UserNames } from "./user-names"

export type MapOptions = {
  readonly statistics?: boolean
  /** Depth of nesting below the entity: "milestones" → "processes" → "activities". */
  readonly nest?: readonly ("milestones" | "processes" | "activities")[]
}

const audit = <P extends string>(prefix: P, row: { readonly data: AuditFields }, users: UserNames) =>
  ({
    [`${prefix}_create_date`]: row.data.createdAt,
    [`${prefix}_create_user`]: users.nameOf(row.data.createdBy),
    [`${prefix}_change_date`]: row.data.changedAt,
    [`${prefix}_change_user`]: users.nameOf(row.data.changedBy),
  }) as { [K in `${P}_${"create_date" | "create_user" | "change_date" | "change_user"}`]: string | null }

const nests = (options: MapOptions, level: "milestones" | "processes" | "activities") => options.nest?.includes(level) ?? false

/** Needs the roles the activity names (`view.role`). */
export const activityDto = (view: ProjectView, row: ActivityRow, users: UserNames): ActivityDto => {
  const provider = row.data.providerRoleId
  const receiver = row.data.receiverRoleId
  return {
    act_id: row.id,
    act_name: row.data.name,
    act_desc: row.data.desc,
    act_seq: row.data.seq,
    act_prc_id: row.parentId,
    act_pro_id: row.proId,
    act_rop_provider_id: provider,
    act_rop_provider_name: provider === null ? null : (view.role(provider)?.data.name ?? null),
    act_rop_receiver_id: receiver,
    act_rop_receiver_name: receiver === null ? null : (view.role(receiver)?.data.name ?? null),
    ...audit("act", row, users),
  }
}

/** Needs its milestone; nested, its activities and their roles; with statistics, the activity counts. */
export const processDto = (view: ProjectView, row: ProcessRow, users: UserNames, options: MapOptions = {}): ProcessDto => {
  const stats = options.statistics ? view.activityStatsOf(row.id) : undefined
  return {
    prc_id: row.id,
    prc_name: row.data.name,
    prc_short_name: row.data.shortName,
    prc_desc: row.data.desc,
    prc_seq: row.data.seq,
    prc_pro_id: row.proId,
    prc_mst_id: row.parentId,
    prc_mst_name: view.milestone(row.parentId)?.data.name ?? "",
    prc_org_id: view.project.data.orgId,
    ...(nests(options, "activities") && { prc_act_nested: view.activitiesOf(row.id).map((a) => activityDto(view, a, users)) }),
    ...(stats && { prc_act_count: stats.activities, prc_rop_count: stats.roles }),
    ...audit("prc", row, users),
  }
}

/** Needs its phase; nested, its processes (and what they need); with statistics, its process count. */
export const milestoneDto = (view: ProjectView, row: MilestoneRow, users: UserNames, options: MapOptions = {}): MilestoneDto => {
  return {
    mst_id: row.id,
    mst_name: row.data.name,
    mst_desc: row.data.desc,
    mst_seq: row.data.seq,
    mst_pha_id: row.parentId,
    mst_pha_name: view.phase(row.parentId)?.data.name ?? "",
    mst_pro_id: row.proId,
    mst_pro_name: view.project.data.name,
    mst_org_id: view.project.data.orgId,
    ...(nests(options, "processes") && { mst_prc_nested: view.processesOf(row.id).map((p) => processDto(view, p, users, options)) }),
    ...(options.statistics && { mst_prc_count: view.processCountOf(row.id), mst_obj_count: view.objectCountOf(row.id) }),
    ...audit("mst", row, users),
  }
}

export const phaseDto = (view: ProjectView, row: PhaseRow, users: UserNames, options: MapOptions = {}): PhaseDto => {
  const code = PHASE_CODES.find((p) => p.code === row.data.code)
  return {
    pha_id: row.id,
    pha_name: row.data.name,
    pha_pro_id: row.proId,
    pha_pro_name: view.project.data.name,
    ...(nests(options, "milestones") && {
      pha_mst_nested: view.milestonesOf(row.id).map((m) => milestoneDto(view, m, users, options)),
    }),
    pha_phase_code_code: row.data.code,
    pha_phase_code_name: code?.name ?? row.data.name,
    pha_phase_code_seq: code?.seq ?? 0,
    ...audit("pha", row, users),
  }
}

/** Needs the count of activities linked to it. */
export const roleDto = (view: ProjectView, row: RoleRow, users: UserNames): RoleDto => {
  const type = ROLE_TYPES.find((t) => t.code === row.data.roleType)
  return {
    rop_id: row.id,
    rop_name: row.data.name,
    rop_desc: row.data.desc,
    rop_pro_id: row.proId,
    rop_pro_name: view.project.data.name,
    rop_role_code_code: row.data.roleType,
    rop_role_code_name: type?.name ?? row.data.roleType,
    rop_act_count: view.linkedActivityCount(row.id),
    ...audit("rop", row, users),
  }
}

export type ProjectNesting = "processes" | "phases" | "phases-processes"

/**
 * A project as `view.access` shows it to its reader: their role (`pro_permission`), and a template when it
 * is the reference project, flagged as one, or reached only by sharing.
 */
export const projectDto = (
  view: ProjectView,
  users: UserNames,
  team: ProjectTeam,
  { statistics = false, nested }: { statistics?: boolean; nested?: ProjectNesting | undefined } = {},
): ProjectDto => {
  const row = view.project
  const d = row.data
  const schema = IFC_SCHEMAS.find((s) => s.id === d.ifcSchemaId) ?? IFC_SCHEMAS[IFC_SCHEMAS.length - 1]!
  const phaseNest: MapOptions["nest"] = nested === "phases-processes" ? ["milestones", "processes"] : ["milestones"]
  return {
    pro_id: row.id,
    pro_name: d.name,
    pro_desc: d.desc,
    pro_org_id: d.orgId,
    pro_org_name: team.orgName,
    pro_pro_id: d.referenceProjectId,
    pro_isc_id: schema.id,
    pro_isc_name: schema.name,
    pro_isc_version: schema.version,
    pro_pers: d.personal,
    pro_type_code: d.typeCode,
    pro_access_all: d.accessAll,
    ...((nested === "phases" || nested === "phases-processes") && {
      pro_pha_nested: view.phases().map((p) => phaseDto(view, p, users, { statistics, nest: phaseNest })),
    }),
    ...(nested === "processes" && { pro_prc_nested: view.processes().map((p) => processDto(view, p, users, { statistics })) }),
    ...(statistics && {
      pro_prc_count: view.count("rm_processes"),
      pro_act_count: view.count("rm_activities"),
      pro_mst_count: view.count("rm_milestones"),
      pro_pha_count: view.count("rm_phases"),
      pro_rop_count: view.count("rm_roles"),
      pro_elm_cls_count: view.catalogue().elementClasses,
      pro_elm_typ_count: view.catalogue().elementTypes,
      pro_pty_cls_count: view.catalogue().classProperties,
      pro_pty_typ_count: view.catalogue().typeProperties,
    }),
    is_template: d.typeCode === REFERENCE_PROJECT_TYPE_CODE || view.access.asTemplate || d.isTemplate,
    type: d.typeCode === REFERENCE_PROJECT_TYPE_CODE ? "reference" : "user",
    status: "active",
    team_size: team.teamSize,
    start_date: d.createdAt,
    ifc_foreign_ent: view.catalogue().elementClassesWithErrorsIn[schema.name],
    ifc_foreign_prop: view.catalogue().propertiesWithErrorsIn[schema.name],
    role_count: view.count("rm_roles"),
    pro_permission: view.access.role ?? "read",
    ...audit("pro", row, users),
  }
}
