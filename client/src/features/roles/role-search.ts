/** @module The role list's search: every word of the query in the name, type label or description. */
import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"

const normalize = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase("de-CH")
    .replace(/\s+/g, " ")
    .trim()

export const filterRoles = (roles: readonly RoleDto[], query: string, typeLabel: (code: string) => string): RoleDto[] => {
  const words = normalize(query).split(" ").filter(Boolean)
  const sorted = [...roles].sort((a, b) => a.rop_name.localeCompare(b.rop_name, "de-CH"))
  if (words.length === 0) return sorted
  return sorted.filter((role) => {
    const haystack = normalize([role.rop_name, typeLabel(role.rop_role_code_code), role.rop_role_code_name, role.rop_desc ?? ""].join(" "))
    return words.every((word) => haystack.includes(word))
  })
}
