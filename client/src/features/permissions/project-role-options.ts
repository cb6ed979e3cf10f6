/**
 * @module The project roles (spec §6, auditor: issue 11) as the permission forms offer them: label and a
 * one-line hint on what each allows — the hint matters most where read and auditor differ only in the history.
 *
 * The auditor's German label is «Prüfer/in»: in Swiss construction the person who checks plans and records
 * without changing them is the Prüfer/in (Prüfingenieur/in, Prüfstelle, Prüfung of the SIA standards);
 * «Auditor/in» reads as a financial or ISO audit, which in Switzerland is a «Revision» anyway.
 */
import { type ProjectRole, projectRoleValues } from "@bimprofile/contracts/access/roles"
import type { RoleOption } from "../../components/role-checkboxes"

/** Verwaltung, Schreiben, Prüfer/in, Lesen, each with its hint. */
export const projectRoleOptions = (t: (key: string) => string): RoleOption<ProjectRole>[] =>
  projectRoleValues.map((value) => ({ value, label: t(`permissions:roles.${value}`), hint: t(`permissions:roleHints.${value}`) }))
