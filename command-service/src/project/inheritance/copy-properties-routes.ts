/**
 * @module POST /1.2/profile/properties/copy — the property copy wizard (copy-properties.ts): finds the classes'
 * project and each property's, loads the states of the properties' projects, and runs one command.
 */
import { CopyPropertiesBody } from "@bimprofile/contracts/bodies/instantiate-bodies"
import type { CopyPropertiesAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { HttpProblem, notFoundRoute } from "@bimprofile/infra/http/problem"
import { jsonBody } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { CommandEnv } from "../../shared/command-env"
import { projectOfReference, run } from "../project-command-routes"
import type { CopyProperties } from "../project-commands"
import type { ProjectState } from "../project-state"
import { localPropertyIds, skipReason } from "./copy-properties"

/** What the command did, from the state right after it and its events. */
const answerOf = (state: ProjectState, command: CopyProperties, asked: readonly number[], events: readonly { type: string; data: unknown }[]): CopyPropertiesAnswer => {
  const assigned = events.flatMap((e) => (e.type === "ElementClassPropertyAssigned" ? [e.data as { elementClassId: number; propertyId: number }] : []))
  const given = new Set(assigned.map((a) => `${a.elementClassId}:${a.propertyId}`))
  const propertyIds = localPropertyIds(state, command, asked)
  return {
    elc_pro_id: state.id,
    pty_ids: propertyIds,
    assigned: assigned.map((a) => ({ elc_id: a.elementClassId, pty_id: a.propertyId })),
    skipped: command.elementClassIds.flatMap((classId) =>
      [...new Set(propertyIds)]
        .filter((propertyId) => !given.has(`${classId}:${propertyId}`))
        .map((propertyId) => ({ elc_id: classId, pty_id: propertyId, reason: skipReason(state, classId, state.properties.get(propertyId)!) ?? "assigned" })),
    ),
  }
}

/** Mounted under /properties before its item routes: other methods on /copy are this path's 405, not a property called "copy". */
export const copyPropertiesRoutes = new Hono<CommandEnv>()
  .use("/copy", async (c, next) => {
    if (c.req.method !== "POST") return notFoundRoute(c)
    await next()
  })
  .post("/copy", jsonBody(CopyPropertiesBody), async (c) => {
  const body = c.req.valid("json")
  const classProjects = await Promise.all(body.elc_ids.map((id) => projectOfReference(c, "element_class", id, "elc_ids")))
  const projectId = classProjects[0]!
  if (classProjects.some((id) => id !== projectId)) {
    const text = "Die Fachklassen gehören zu verschiedenen Projekten: Merkmale werden den Fachklassen eines Projekts gegeben."
    throw new HttpProblem(400, "FOREIGN_ENTITY", text, { elc_ids: text })
  }
  const owners = await Promise.all(body.pty_ids.map(async (id) => [id, await projectOfReference(c, "property", id, "pty_ids")] as const))
  const target = await c.get("projects").state(projectId)
  const bySource = new Map<number, number[]>()
  for (const [id, owner] of owners) if (owner !== projectId) bySource.set(owner, [...(bySource.get(owner) ?? []), id])
  const command: CopyProperties = {
    type: "CopyProperties",
    ownPropertyIds: [...new Set(owners.filter(([, owner]) => owner === projectId).map(([id]) => id))],
    sources: await Promise.all(
      [...bySource].map(async ([owner, propertyIds]) => ({ state: await c.get("projects").state(owner), propertyIds: [...new Set(propertyIds)], keepOrigin: owner === target.referenceProjectId })),
    ),
    elementClassIds: [...new Set(body.elc_ids)],
  }
  return run(c, projectId, command, (state, events) => answerOf(state, command, [...new Set(body.pty_ids)], events), 201)
})
