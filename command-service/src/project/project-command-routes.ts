/**
 * @module The HTTP half of the project shell (project-service.ts is the other): what every project command
 * route does after decoding — find the project (an entity in a project the caller may not read is answered
 * as a missing one), run the command (authorised for the caller on the state it is decided on), answer with
 * status, body and X-Position (DESIGN.md §4), or the refusal as an error body.
 */
import { LIST_KINDS, type ListKind, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import { HttpProblem, notFoundProblem } from "@bimprofile/infra/http/problem"
import type { Context } from "hono"
import type { ContentfulStatusCode } from "hono/utils/http-status"
import { toProblem } from "../middleware/problem-response"
import { type CommandEnv, contextOf, viewerOf } from "../shared/command-env"
import type { ProjectStreamCommand } from "./decide-project"
import type { EntityKind } from "./entity-keys"
import { authorise, authoriseRead, mayRead } from "./project-access"
import type { Answer, CommandOutcome } from "./project-service"
import type { ProjectState } from "./project-state"

const words: Record<EntityKind | "project", string> = {
  project: "Projekt",
  phase: "Phase",
  milestone: "Meilenstein",
  process: "Prozess",
  activity: "Aktivität",
  role: "Rolle",
  element_class: "Fachklasse",
  element_type: "Fachklassentyp",
  property: "Merkmal",
  value_list: "Werteliste",
  requirement: "Anforderung",
  document: "Dokument",
  ...(Object.fromEntries(LIST_KINDS.map((kind) => [kind, listKinds[kind].word])) as Record<ListKind, string>),
}

/** The state of the source of a copy or an import, once the caller may read it (else 401 AUTH_PRO). */
export const readableSource = async (c: Context<CommandEnv>, projectId: number): Promise<ProjectState> => {
  const viewer = await viewerOf(c)
  const state = await c.get("projects").state(projectId)
  const refusal = authoriseRead(viewer, state)
  if (refusal) throw new HttpProblem(401, "AUTH_PRO", refusal.message)
  return state
}

/**
 * The project that owns an entity, if the caller may read it. An entity inside a project the caller may not
 * read is answered exactly as one that does not exist (as on the read side), so an outsider learns neither
 * that it exists nor which project holds it; whether a reader may change it is judged in the project's queue.
 */
const readableOwner = async (c: Context<CommandEnv>, kind: EntityKind, id: number): Promise<{ projectId: number; state: ProjectState } | undefined> => {
  const projectId = await c.get("projects").ownerOf(kind, id)
  if (projectId === undefined) return undefined
  const [viewer, state] = await Promise.all([viewerOf(c), c.get("projects").state(projectId)])
  return mayRead(viewer, state) ? { projectId, state } : undefined
}

/** The project that owns the entity named in the path, and its state; 404 when none the caller may read has it. */
export const sourceOfPath = async (c: Context<CommandEnv>, kind: EntityKind, id: number): Promise<{ projectId: number; state: ProjectState }> => {
  const owner = await readableOwner(c, kind, id)
  if (!owner) throw notFoundProblem(kind, id)
  return owner
}

/** The project that owns the entity named in the path; 404 when none the caller may read has it. */
export const projectOfPath = async (c: Context<CommandEnv>, kind: EntityKind, id: number): Promise<number> =>
  (await sourceOfPath(c, kind, id)).projectId

/**
 * The project that owns an entity referenced in the body; 400 naming the field when unknown (or in a
 * project the caller may not read: the same answer), or not in `expectedProjectId`.
 */
export const projectOfReference = async (
  c: Context<CommandEnv>,
  kind: EntityKind,
  id: number,
  field: string,
  expectedProjectId?: number,
): Promise<number> => {
  const owner = await readableOwner(c, kind, id)
  if (!owner) {
    const text = `${words[kind]} ${id} existiert nicht.`
    throw new HttpProblem(400, "FOREIGN_ENTITY", text, { [field]: text })
  }
  if (expectedProjectId !== undefined && owner.projectId !== expectedProjectId) {
    const text = `${words[kind]} ${id} gehört nicht zum Projekt ${expectedProjectId}.`
    throw new HttpProblem(400, "FOREIGN_ENTITY", text, { [field]: text })
  }
  return owner.projectId
}

/** The HTTP problem of a refused command. */
export const problemOf = (error: Extract<CommandOutcome<unknown>, { ok: false }>["error"]) =>
  error._tag === "AccessRefused" ? new HttpProblem(401, "AUTH_PRO", error.message) : toProblem(error)

/** Turns an outcome into the HTTP answer. */
export const respond = <A>(c: Context, outcome: CommandOutcome<A>, status: ContentfulStatusCode = 200) => {
  if (!outcome.ok) throw problemOf(outcome.error)
  c.header("X-Position", String(outcome.position))
  return c.json(outcome.answer as object, status)
}

/** Executes a command as the caller: authorised in the project's queue by what it needs (project-access.ts). */
export const executeAsCaller = async <A>(
  c: Context<CommandEnv>,
  projectId: number,
  command: ProjectStreamCommand,
  answer: Answer<A>,
): Promise<CommandOutcome<A>> => {
  const viewer = await viewerOf(c)
  const guard = (state: ProjectState) => authorise(viewer, command, state)
  return c.get("projects").execute(projectId, command, contextOf(c), answer, guard)
}

/** Executes a command as the caller and answers with its outcome. */
export const run = async <A>(
  c: Context<CommandEnv>,
  projectId: number,
  command: ProjectStreamCommand,
  answer: Answer<A>,
  status: ContentfulStatusCode = 200,
) => respond(c, await executeAsCaller(c, projectId, command, answer), status)

/**
 * Refuses a caller who may not issue `command` before the route looks anything up for it (an e-mail
 * address must not be probed through a project one cannot administer). The binding check still runs in
 * the project's queue.
 */
export const authoriseEarly = async (c: Context<CommandEnv>, projectId: number, command: ProjectStreamCommand): Promise<void> => {
  const viewer = await viewerOf(c)
  const state = await c.get("projects").state(projectId)
  if (state.status === "none") throw notFoundProblem("project", projectId)
  const refusal = authorise(viewer, command, state)
  if (refusal) throw new HttpProblem(401, "AUTH_PRO", refusal.message)
}

/** The id of the first entity an accepted command created, from its events. */
export const createdId = (events: readonly { type: string; data: unknown }[], type: string, field: string): number => {
  const event = events.find((e) => e.type === type)
  return (event!.data as Record<string, number>)[field]!
}
