/**
 * @module `POST /1.2/profile/projects/{id}/versions` (issue 11): publishes the project's current state as its next
 * version. The version shows the project as of the event before its own (its answer's `ver_position`); reading
 * it — `GET …/versions/{n}`, its exports, its semantic version — is the query side's.
 */
import { PublishVersionBody } from "@bimprofile/contracts/bodies/version-bodies"
import type { VersionAnswer } from "@bimprofile/contracts/dto/version-dto"
import type { ProjectVersionPublished } from "@bimprofile/contracts/events/project/version-events"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { CommandEnv } from "../../shared/command-env"
import { executeAsCaller, problemOf } from "../project-command-routes"

type Published = (typeof ProjectVersionPublished.Type)["data"]

export const versionRoutes = new Hono<CommandEnv>().post("/:id/versions", jsonBody(PublishVersionBody), async (c) => {
  const projectId = pathId(c)
  const body = c.req.valid("json")
  const command = { type: "PublishVersion", title: body.ver_title ?? null, note: body.ver_note ?? null } as const
  const outcome = await executeAsCaller(c, projectId, command, (_state, events) => events.find((e) => e.type === "ProjectVersionPublished")!.data as Published)
  if (!outcome.ok) throw problemOf(outcome.error)
  const published = outcome.answer
  // The version's own event is the last the command appended; it shows everything before it.
  const position = outcome.position - 1
  c.header("X-Position", String(outcome.position))
  const answer: VersionAnswer = {
    ver_id: published.versionId,
    ver_pro_id: projectId,
    ver_number: published.number,
    ver_title: published.title,
    ver_note: published.note,
    ver_position: position,
    ver_hash: await c.get("projects").hashAt(projectId, position),
  }
  return c.json(answer, 201)
})
