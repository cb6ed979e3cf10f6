/**
 * @module GET /1.2/profile/projects/{id}/diff?from=&to= (issue 11): what differs between two points of a project —
 * positions, ISO times, published versions (`v<n>`) or the working state (`now`, the default of `to`) — its items
 * added, removed and changed, each major or minor (projector projections/project-diff.ts; docs/audit.md "Diff").
 * For everyone who may read the project: the diff shows content, not who changed it (that is the history's).
 * Two milestones' or activities' requirements are compared by GET /1.2/profile/requirements/diff.
 */
import type { ProjectDiffAnswer } from "@bimprofile/contracts/history/diff-change"
import { projectAccess } from "@bimprofile/contracts/access/roles"
import { pathId } from "@bimprofile/infra/http/validation"
import { diffProjectStates } from "@bimprofile/projector/projections/project-diff"
import { Hono } from "hono"
import { noProjectPermission } from "../../access/refusals"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { accessFactsOf, notFound, type QueryDeps } from "../query-deps"
import { askedPoint, resolvePoint } from "./diff-points"
import { FoldedStates } from "./folded-states"

export const diffRoutes = (deps: QueryDeps) => {
  const states = new FoldedStates(deps.asOf.store)
  return new Hono<ViewerEnv>().get("/:id/diff", async (c) => {
    const projectId = pathId(c)
    // The project first, as every read of one (an unknown one is a 404 whatever was asked of it), then the points.
    const facts = await accessFactsOf(deps, projectId, undefined)
    if (!facts) throw notFound("rm_projects", projectId)
    if (projectAccess(c.get("viewer"), facts).role === null) throw noProjectPermission()
    const from = askedPoint("from", c.req.query("from"))
    const to = askedPoint("to", c.req.query("to"), { now: true })
    const [before, after] = await Promise.all([resolvePoint(deps, projectId, "from", from), resolvePoint(deps, projectId, "to", to)])
    const [stateBefore, stateAfter] = await Promise.all([states.at(before.point), states.at(after.point)])
    const answer: ProjectDiffAnswer = { from: before.shown, to: after.shown, ...diffProjectStates(stateBefore, stateAfter, projectId) }
    return c.json(answer)
  })
}
