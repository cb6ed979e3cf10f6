/** @module Read rows → the 1.2 read shapes. The one place where domain names meet wire names on reads. */
import { IFC_SCHEMAS, PHASE_CODES, REFERENCE_PROJECT_TYPE_CODE, ROLE_TYPES } from "@bimprofile/contracts/codes"
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import type { MilestoneDto } from "@bimprofile/contracts/dto/milestone-dto"
import type { PhaseDto } from "@bimprofile/contracts/dto/phase-dto"
import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"
import type { ProjectTeam } from "@bimprofile/infra/read-models/project-team"
import type { ReadRow } from "@bimprofile/projector/projection"
import type { ProjectView } from "./project-view"
import type { UserNames } from "./user-names"

export type MapOptions = {
  readonly statistics?: boolean
  /** Depth of nesting below the entity: "milestones" → "processes" → "activities". */
  readonly nest?: readonly ("milestones" | "processes" | "activities")[]
}

const text = (value: unknown) => (value === undefined || value === null ? null : String(value))
const num = (value: unknown) => (value === undefined || value === null ? null : Number(value))

const audit = <P extends string>(prefix: P, row: ReadRow, users: UserNames) =>
  ({
    [`${prefix}_create_date`]: text(row.data.createdAt),
    [`${prefix}_create_user`]: users.nameOf(row.data.createdBy),
    [`${prefix}_change_date`]: text(row.data.changedAt),
    [`${prefix}_change_user`]: users.nameOf(row.data.changedBy),
  }) as { [K in `${P}_${"create_date" | "create_user" | "change_date" | "change_user"}`]: string | null }

const nests = (options: MapOptions, level: "milestones" | "processes" | "activities") => options.nest?.includes(level) ?? false

export const activityDto = (view: ProjectView, row: ReadRow, users: UserNames): ActivityDto => {
  const provider = num(row.data.providerRoleId)
  const receiver = num(row.data.receiverRoleId)
  return {
    act_id: row.id,
    act_name: String(row.data.name),
    act_desc: text(row.data.desc),
    act_seq: Number(row.data.seq),
    act_prc_id: row.parentId!,
    act_pro_id: row.proId,
    act_rop_provider_id: provider,
    act_rop_provider_name: provider === null ? null : text(view.rows.rm_roles.get(provider)?.data.name),
    act_rop_receiver_id: receiver,
    act_rop_receiver_name: receiver === null ? null : text(view.rows.rm_roles.get(receiver)?.data.name),
    ...audit("act", row, users),
  }
}

export const processDto = (view: ProjectView, row: ReadRow, users: UserNames, options: MapOptions = {}): ProcessDto => {
  const milestone = view.rows.rm_milestones.get(row.parentId!)
  const activities = view.activitiesOf(row.id)
  return {
    prc_id: row.id,
    prc_name: String(row.data.name),
    prc_short_name: text(row.data.shortName),
    prc_desc: text(row.data.desc),
    prc_seq: Number(row.data.seq),
    prc_pro_id: row.proId,
    prc_mst_id: row.parentId!,
    prc_mst_name: String(milestone?.data.name ?? ""),
    prc_org_id: num(view.project?.data.orgId),
    ...(nests(options, "activities") && { prc_act_nested: activities.map((a) => activityDto(view, a, users)) }),
    ...(options.statistics && { prc_act_count: activities.length, prc_rop_count: view.roleCountOf(row.id) }),
    ...audit("prc", row, users),
  }
}

export const milestoneDto = (view: ProjectView, row: ReadRow, users: UserNames, options: MapOptions = {}): MilestoneDto => {
  const phase = view.rows.rm_phases.get(row.parentId!)
  const processes = view.processesOf(row.id)
  return {
    mst_id: row.id,
    mst_name: String(row.data.name),
    mst_desc: text(row.data.desc),
    mst_seq: Number(row.data.seq),
    mst_pha_id: row.parentId!,
    mst_pha_name: String(phase?.data.name ?? ""),
    mst_pro_id: row.proId,
    mst_pro_name: String(view.project?.data.name ?? ""),
    mst_org_id: num(view.project?.data.orgId),
    ...(nests(options, "processes") && { mst_prc_nested: processes.map((p) => processDto(view, p, users, options)) }),
    ...(options.statistics && { mst_prc_count: processes.length, mst_obj_count: 0 }),
    ...audit("mst", row, users),
  }
}

export const phaseDto = (view: ProjectView, row: ReadRow, users: UserNames, options: MapOptions = {}): PhaseDto => {
  const code = PHASE_CODES.find((p) => p.code === row.data.code)
  return {
    pha_id: row.id,
    pha_name: String(row.data.name),
    pha_pro_id: row.proId,
    pha_pro_name: String(view.project?.data.name ?? ""),
    ...(nests(options, "milestones") && {
      pha_mst_nested: view.milestonesOf(row.id).map((m) => milestoneDto(view, m, users, options)),
    }),
    pha_phase_code_code: String(row.data.code),
    pha_phase_code_name: code?.name ?? String(row.data.name),
    pha_phase_code_seq: code?.seq ?? 0,
    ...audit("pha", row, users),
  }
}

export const roleDto = (view: ProjectView, row: ReadRow, users: UserNames): RoleDto => {
  const type = ROLE_TYPES.find((t) => t.code === row.data.roleType)
  return {
    rop_id: row.id,
    rop_name: String(row.data.name),
    rop_desc: text(row.data.desc),
    rop_pro_id: row.proId,
    rop_pro_name: String(view.project?.data.name ?? ""),
    rop_role_code_code: String(row.data.roleType),
    rop_role_code_name: type?.name ?? String(row.data.roleType),
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
  const row = view.project!
  const d = row.data
  const schema = IFC_SCHEMAS.find((s) => s.id === Number(d.ifcSchemaId)) ?? IFC_SCHEMAS[IFC_SCHEMAS.length - 1]!
  const phaseNest: MapOptions["nest"] = nested === "phases-processes" ? ["milestones", "processes"] : ["milestones"]
  return {
    pro_id: row.id,
    pro_name: String(d.name),
    pro_desc: text(d.desc),
    pro_org_id: num(d.orgId),
    pro_org_name: team.orgName,
    pro_pro_id: num(d.referenceProjectId),
    pro_isc_id: schema.id,
    pro_isc_name: schema.name,
    pro_isc_version: schema.version,
    pro_pers: Boolean(d.personal),
    pro_type_code: String(d.typeCode),
    pro_access_all: Boolean(d.accessAll),
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
      // The data catalogue arrives in a later issue: no element classes or properties yet.
      pro_elm_cls_count: 0,
      pro_elm_typ_count: 0,
      pro_pty_cls_count: 0,
      pro_pty_typ_count: 0,
    }),
    is_template: d.typeCode === REFERENCE_PROJECT_TYPE_CODE || view.access.asTemplate || Boolean(d.isTemplate),
    type: d.typeCode === REFERENCE_PROJECT_TYPE_CODE ? "reference" : "user",
    status: "active",
    team_size: team.teamSize,
    start_date: text(d.createdAt),
    ifc_foreign_ent: 0,
    ifc_foreign_prop: 0,
    role_count: view.count("rm_roles"),
    pro_permission: view.access.role ?? "read",
    ...audit("pro", row, users),
  }
}
