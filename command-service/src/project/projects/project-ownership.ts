/**
 * @module Which organisation owns a new project, or a project moved by PATCH (spec §6): personal projects
 * belong to the caller's personal organisation; an organisation project needs the right to create
 * projects there (organisation admin or project lead; an app admin always).
 */
import { mayCreateProjectsIn } from "@bimprofile/contracts/access/roles"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import type { Context } from "hono"
import { type CommandEnv, viewerOf } from "../../shared/command-env"

export type Ownership = { readonly orgId: number; readonly personal: boolean }

export const NO_CREATE_RIGHT_TEXT = "Sie dürfen in dieser Organisation keine Projekte anlegen."
export const ORGANISATION_NOT_FOUND_TEXT = "Die Organisation wurde nicht gefunden."
export const SELECT_ORGANISATION_TEXT = "Wählen Sie eine Organisation aus."

const fieldProblem = (text: string) => new HttpProblem(400, "VALIDATION", text, { pro_org_id: text })

/** The caller's personal organisation. */
export const personalOwnership = async (c: Context<CommandEnv>): Promise<Ownership> => {
  const viewer = await viewerOf(c)
  const user = await c.get("directory").user(viewer.userId)
  if (!user || user.erased) throw new HttpProblem(401, "AUTH_INV_TOK", "Das Token ist ungültig.")
  return { orgId: user.personalOrgId, personal: true }
}

/** The organisation `orgId`, once the caller may create projects in it. */
export const organisationOwnership = async (c: Context<CommandEnv>, orgId: number): Promise<Ownership> => {
  const viewer = await viewerOf(c)
  const organisation = await c.get("directory").organisation(orgId)
  // The body names an organisation that does not exist: the house's code for unknown references.
  if (!organisation || organisation.deleted)
    throw new HttpProblem(400, "FOREIGN_ENTITY", ORGANISATION_NOT_FOUND_TEXT, { pro_org_id: ORGANISATION_NOT_FOUND_TEXT })
  if (!viewer.appAdmin && !mayCreateProjectsIn(viewer.memberships.get(orgId) ?? []))
    throw new HttpProblem(401, "AUTH_PRO", NO_CREATE_RIGHT_TEXT)
  return { orgId, personal: organisation.personal }
}

type Requested = { readonly pro_org_id?: number | null; readonly pro_pers?: boolean }

/**
 * The owner of a new project: personal when asked (pro_pers) or when no organisation is named; an
 * explicit pro_pers false without an organisation is an unselected organisation.
 */
export const ownershipOfNewProject = async (c: Context<CommandEnv>, body: Requested): Promise<Ownership> => {
  const orgId = body.pro_org_id ?? null
  if (body.pro_pers === true) return personalOwnership(c)
  if (orgId === null) {
    if (body.pro_pers === false) throw fieldProblem(SELECT_ORGANISATION_TEXT)
    return personalOwnership(c)
  }
  return organisationOwnership(c, orgId)
}

/**
 * The new owner a PATCH asks for, or undefined when it leaves the owner as it is (the same organisation,
 * or personal for a project that is personal already, whoever's it is).
 */
export const ownershipChange = async (
  c: Context<CommandEnv>,
  current: { readonly orgId: number | null; readonly personal: boolean },
  body: Requested,
): Promise<Ownership | undefined> => {
  const wantsPersonal = body.pro_pers === true || body.pro_org_id === null
  if (wantsPersonal) return current.personal ? undefined : personalOwnership(c)
  if (body.pro_org_id === undefined || body.pro_org_id === current.orgId) return undefined
  return organisationOwnership(c, body.pro_org_id)
}
