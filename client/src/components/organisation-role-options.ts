import { type OrganisationRole, organisationRoleValues } from "@bimprofile/contracts/access/roles"
import type { RoleOption } from "./role-checkboxes"

/** The organisation roles (spec §6) with their labels: Verwaltung, Projektleitung, Mitarbeit. */
export const organisationRoleOptions = (t: (key: string) => string): RoleOption<OrganisationRole>[] =>
  organisationRoleValues.map((value) => ({ value, label: t(`users:orgRoles.${value}`) }))
