/** @module The answers of a refused read (spec §8): 401 AUTH_PRO, with the licence text for demo users. */
import { LICENCE_REQUIRED_TEXT } from "@bimprofile/contracts/access/roles"
import { HttpProblem } from "@bimprofile/infra/http/problem"

export const NO_PROJECT_PERMISSION_TEXT = "Sie haben keine Berechtigung für dieses Projekt. Bitte wenden Sie sich an den Projektinhaber."

/** A project (or something in it) the caller may not read. */
export const noProjectPermission = () => new HttpProblem(401, "AUTH_PRO", NO_PROJECT_PERMISSION_TEXT)

/** Anything else the caller may not see or do; `what` completes "Sie haben keine Berechtigung, …". */
export const notPermitted = (what: string) => new HttpProblem(401, "AUTH_PRO", `Sie haben keine Berechtigung, ${what}.`)

/** A licence-required read by a demo user. */
export const licenceRequired = () => new HttpProblem(401, "AUTH_PRO", LICENCE_REQUIRED_TEXT)
