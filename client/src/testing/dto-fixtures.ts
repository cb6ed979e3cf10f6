/** Small builders of the 1.2 read shapes for the feature's unit tests: only what a test names differs. */
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import type { MilestoneDto } from "@bimprofile/contracts/dto/milestone-dto"
import type { PhaseDto } from "@bimprofile/contracts/dto/phase-dto"
import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"

const audit = <P extends string>(prefix: P) =>
  ({ [`${prefix}_create_date`]: null, [`${prefix}_create_user`]: null, [`${prefix}_change_date`]: null, [`${prefix}_change_user`]: null }) as Record<
    `${P}_${"create_date" | "create_user" | "change_date" | "change_user"}`,
    null
  >

export const phase = (id: number, code: string, seq: number): PhaseDto => ({
  pha_id: id,
  pha_name: code.charAt(0).toUpperCase() + code.slice(1),
  pha_pro_id: 1,
  pha_pro_name: "P",
  pha_phase_code_code: code,
  pha_phase_code_name: code,
  pha_phase_code_seq: seq,
  ...audit("pha"),
})

export const milestone = (id: number, phaseId: number, seq: number, name = `M${id}`): MilestoneDto => ({
  mst_id: id,
  mst_name: name,
  mst_desc: null,
  mst_seq: seq,
  mst_pha_id: phaseId,
  mst_pha_name: "",
  mst_pro_id: 1,
  mst_pro_name: "P",
  mst_org_id: null,
  ...audit("mst"),
})

export const process = (id: number, milestoneId: number, seq: number, extra: Partial<ProcessDto> = {}): ProcessDto => ({
  prc_id: id,
  prc_name: `Process ${id}`,
  prc_short_name: null,
  prc_desc: null,
  prc_seq: seq,
  prc_pro_id: 1,
  prc_mst_id: milestoneId,
  prc_mst_name: `M${milestoneId}`,
  prc_org_id: null,
  ...audit("prc"),
  ...extra,
})

export const activity = (id: number, processId: number, seq: number, provider: number | null, receiver: number | null, extra: Partial<ActivityDto> = {}): ActivityDto => ({
  act_id: id,
  act_name: `Activity ${id}`,
  act_desc: null,
  act_seq: seq,
  act_prc_id: processId,
  act_pro_id: 1,
  act_rop_provider_id: provider,
  act_rop_provider_name: provider === null ? null : `Role ${provider}`,
  act_rop_receiver_id: receiver,
  act_rop_receiver_name: receiver === null ? null : `Role ${receiver}`,
  ...audit("act"),
  ...extra,
})

export const role = (id: number, name: string, type = "company"): RoleDto => ({
  rop_id: id,
  rop_name: name,
  rop_desc: null,
  rop_pro_id: 1,
  rop_pro_name: "P",
  rop_role_code_code: type,
  rop_role_code_name: type,
  ...audit("rop"),
})
