/**
 * @module Who may change users and organisations (spec §6): oneself or an app admin for one's account,
 * app admins for licences and app-admin flags, organisation admins for their organisation — and a
 * licence for invitations, organisations and their members. Refusals are 401 AUTH_PRO.
 */
import { hasLicenceRights, LICENCE_REQUIRED_TEXT, type Viewer } from "@bimprofile/contracts/access/roles"
import { HttpProblem } from "@bimprofile/infra/http/problem"

export const NO_PERMISSION_TEXT = "Sie haben keine Berechtigung für diese Aktion."

export const refused = (text = NO_PERMISSION_TEXT) => new HttpProblem(401, "AUTH_PRO", text)

export const requireSelfOrAppAdmin = (viewer: Viewer, userId: number) => {
  if (viewer.userId !== userId && !viewer.appAdmin) throw refused()
}

export const requireAppAdmin = (viewer: Viewer) => {
  if (!viewer.appAdmin) throw refused()
}

/** Demo users may not invite people nor manage organisations; app admins need no licence. */
export const requireLicence = (viewer: Viewer) => {
  if (!hasLicenceRights(viewer)) throw refused(LICENCE_REQUIRED_TEXT)
}

export const isOrganisationAdmin = (viewer: Viewer, orgId: number) =>
  viewer.appAdmin || (viewer.memberships.get(orgId) ?? []).includes("admin")

export const requireOrganisationAdmin = (viewer: Viewer, orgId: number) => {
  if (!isOrganisationAdmin(viewer, orgId)) throw refused()
  requireLicence(viewer)
}
