/**
 * @module What every command route does after decoding: find the project, run the command, answer with
 * status, body and X-Position (DESIGN.md §4), or the refusal as an error body.
 */
import { type AuthEnv } from "@bimprofile/infra/http/authenticate"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import type { Context } from "hono"
import type { ContentfulStatusCode } from "hono/utils/http-status"
import { toProblem } from "../middleware/problem-response"
import type { ProjectStreamCommand } from "../project/decide-project"
import type { EntityKind } from "../project/entity-keys"
import type { Answer, CommandOutcome, ProjectService } from "../project/project-service"
import type { CommandContext } from "./command-context"

export type CommandEnv = AuthEnv & { Variables: { projects: ProjectService } }

const words: Record<EntityKind | "project", string> = {
  project: "Projekt",
  phase: "Phase",
  milestone: "Meilenstein",
  process: "Prozess",
  activity: "Aktivität",
  role: "Rolle",
}

export const contextOf = (c: Context<CommandEnv>): CommandContext => {
  const caller = c.get("caller")
  return { userId: caller.userId, orgId: caller.orgId, correlationId: c.get("correlationId"), causationId: null }
}

/** The project that owns the entity named in the path; 404 when no project has it. */
export const projectOfPath = async (c: Context<CommandEnv>, kind: EntityKind, id: number): Promise<number> => {
  const owner = await c.get("projects").ownerOf(kind, id)
  if (owner === undefined) throw new HttpProblem(404, "NOT_FOUND", `${words[kind]} mit der Id ${id} wurde nicht gefunden.`)
  return owner
}

/** The project that owns an entity referenced in the body; 400 naming the field when unknown. */
export const projectOfReference = async (
  c: Context<CommandEnv>,
  kind: EntityKind,
  id: number,
  field: string,
  expectedProjectId?: number,
): Promise<number> => {
  const owner = await c.get("projects").ownerOf(kind, id)
  if (owner === undefined) {
    const text = `${words[kind]} ${id} existiert nicht.`
    throw new HttpProblem(400, "FOREIGN_ENTITY", text, { [field]: text })
  }
  if (expectedProjectId !== undefined && owner !== expectedProjectId) {
    const text = `${words[kind]} ${id} gehört nicht zum Projekt ${expectedProjectId}.`
    throw new HttpProblem(400, "FOREIGN_ENTITY", text, { [field]: text })
  }
  return owner
}

/** Turns an outcome into the HTTP answer. */
export const respond = <A>(c: Context, outcome: CommandOutcome<A>, status: ContentfulStatusCode = 200) => {
  if (!outcome.ok) throw toProblem(outcome.error)
  c.header("X-Position", String(outcome.position))
  return c.json(outcome.answer as object, status)
}

export const run = async <A>(
  c: Context<CommandEnv>,
  projectId: number,
  command: ProjectStreamCommand,
  answer: Answer<A>,
  status: ContentfulStatusCode = 200,
) => respond(c, await c.get("projects").execute(projectId, command, contextOf(c), answer), status)

/** The id of the first entity an accepted command created, from its events. */
export const createdId = (events: readonly { type: string; data: unknown }[], type: string, field: string): number => {
  const event = events.find((e) => e.type === type)
  return (event!.data as Record<string, number>)[field]!
}
