/**
 * @module The provider and receiver of an activity as links to role details. The name comes from the
 * project's roles (kept live under "roles"), falling back to the name in the activity answer.
 */
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"

export type RoleLink = { readonly id: number; readonly name: string }

const link = (id: number | null, fallback: string | null, names: ReadonlyMap<number, string>): RoleLink | null =>
  id === null ? null : { id, name: names.get(id) ?? fallback ?? `#${id}` }

export const roleNames = (roles: readonly RoleDto[] | undefined): Map<number, string> => new Map((roles ?? []).map((role) => [role.rop_id, role.rop_name]))

/** provider → receiver of one activity; null where no role is assigned. */
export const activityRoles = (activity: ActivityDto, names: ReadonlyMap<number, string>): { provider: RoleLink | null; receiver: RoleLink | null } => ({
  provider: link(activity.act_rop_provider_id, activity.act_rop_provider_name, names),
  receiver: link(activity.act_rop_receiver_id, activity.act_rop_receiver_name, names),
})

/** Select options of the project's roles, alphabetical, with a first "no role" entry of value "". */
export const roleOptions = (roles: readonly RoleDto[] | undefined, noRoleLabel: string): { value: string; label: string }[] => [
  { value: "", label: noRoleLabel },
  ...[...(roles ?? [])].sort((a, b) => a.rop_name.localeCompare(b.rop_name, "de-CH")).map((role) => ({ value: String(role.rop_id), label: role.rop_name })),
]

/** A select value back to the API's role reference: "" means no role. */
export const roleRef = (value: string | undefined): number | null => (value ? Number(value) : null)
