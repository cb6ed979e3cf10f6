import { type ProjectRole, projectRoleValues } from "@bimprofile/contracts/access/roles"
import type { RoleOption } from "../../components/role-checkboxes"

/** The project roles (spec §6) with their labels: Verwaltung, Schreiben, Lesen. */
export const projectRoleOptions = (t: (key: string) => string): RoleOption<ProjectRole>[] =>
  projectRoleValues.map((value) => ({ value, label: t(`permissions:roles.${value}`) }))
