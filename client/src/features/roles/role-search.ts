/** @module The role list's search: every word of the query in the name, type label or description. */
import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"
import { matchesSearch } from "../../lib/text-search"

export const filterRoles = (roles: readonly RoleDto[], query: string, typeLabel: (code: string) => string): RoleDto[] => {
  const sorted = [...roles].sort((a, b) => a.rop_name.localeCompare(b.rop_name, "de-CH"))
  return sorted.filter((role) => matchesSearch([role.rop_name, typeLabel(role.rop_role_code_code), role.rop_role_code_name, role.rop_desc], query))
}
