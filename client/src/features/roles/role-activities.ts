/**
 * @module Where a role takes part: the activities in which it provides and those in which it receives,
 * each with its process and the role on the other side, in plan order (process order, then sequence).
 */
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"

export type Counterpart = { readonly id: number; readonly name: string } | null

export type RoleActivity = {
  readonly activity: ActivityDto
  /** Undefined while the processes load, or for a process this list does not know yet. */
  readonly process: ProcessDto | undefined
  /** The receiver of a provided activity, the provider of a received one. */
  readonly counterpart: Counterpart
}

export type RoleParticipation = { readonly provides: readonly RoleActivity[]; readonly receives: readonly RoleActivity[] }

/** Linked activities per role id: an activity in which a role both provides and receives counts once. */
export const linkedActivityCounts = (activities: readonly ActivityDto[]): Map<number, number> => {
  const counts = new Map<number, number>()
  for (const activity of activities) {
    const roles = new Set([activity.act_rop_provider_id, activity.act_rop_receiver_id].filter((id): id is number => id !== null))
    for (const role of roles) counts.set(role, (counts.get(role) ?? 0) + 1)
  }
  return counts
}

const counterpart = (id: number | null, fallback: string | null, names: ReadonlyMap<number, string>): Counterpart =>
  id === null ? null : { id, name: names.get(id) ?? fallback ?? `#${id}` }

export const roleParticipation = (
  roleId: number,
  activities: readonly ActivityDto[],
  processes: readonly ProcessDto[],
  roleNames: ReadonlyMap<number, string>,
): RoleParticipation => {
  const processById = new Map(processes.map((process) => [process.prc_id, process]))
  // The API lists processes in plan order (phase, milestone, sequence): keep it.
  const planIndex = new Map(processes.map((process, index) => [process.prc_id, index]))
  const order = (a: RoleActivity, b: RoleActivity) =>
    (planIndex.get(a.activity.act_prc_id) ?? Number.MAX_SAFE_INTEGER) - (planIndex.get(b.activity.act_prc_id) ?? Number.MAX_SAFE_INTEGER) ||
    a.activity.act_seq - b.activity.act_seq ||
    a.activity.act_id - b.activity.act_id
  const provides = activities
    .filter((activity) => activity.act_rop_provider_id === roleId)
    .map((activity) => ({
      activity,
      process: processById.get(activity.act_prc_id),
      counterpart: counterpart(activity.act_rop_receiver_id, activity.act_rop_receiver_name, roleNames),
    }))
    .sort(order)
  const receives = activities
    .filter((activity) => activity.act_rop_receiver_id === roleId)
    .map((activity) => ({
      activity,
      process: processById.get(activity.act_prc_id),
      counterpart: counterpart(activity.act_rop_provider_id, activity.act_rop_provider_name, roleNames),
    }))
    .sort(order)
  return { provides, receives }
}
