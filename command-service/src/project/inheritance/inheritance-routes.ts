/**
 * @module The HTTP half of inheritance (instantiate.ts is the other): `POST …/{id}/instantiate` of element
 * classes and properties, and `localIdOf`, which the routes that name a catalogue item in their body use so a
 * user may pick a reference project's item there (a requirement's class, a property facet, a class's property
 * or parent) — it is instantiated first and the local copy named instead.
 */
import { InstantiateElementClassBody, InstantiatePropertyBody } from "@bimprofile/contracts/bodies/instantiate-bodies"
import { HttpProblem, notFoundProblem } from "@bimprofile/infra/http/problem"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import type { Context } from "hono"
import { Hono } from "hono"
import type { CommandEnv } from "../../shared/command-env"
import { elementClassAnswer, propertyAnswer } from "../command-answers"
import { executeAsCaller, problemOf, respond, sourceOfPath } from "../project-command-routes"
import type { CommandOutcome } from "../project-service"
import type { ProjectState } from "../project-state"
import { holds, type InstantiableKind, localCopyOf } from "./instantiate"

const words: Record<InstantiableKind, string> = { element_class: "Fachklasse", property: "Merkmal", element_type: "Fachklassentyp", value_list: "Werteliste" }
/** The kinds a user instantiates on their own (the others come along, or through `localIdOf`). */
type RouteKind = "element_class" | "property"
const answers: Record<RouteKind, (state: ProjectState, id: number) => object> = { element_class: elementClassAnswer, property: propertyAnswer }

/**
 * Instantiates the reference item `originId` (of the project `origin`, whose state is given) in `projectId`,
 * answering from the state right after; 400 naming `field` when the item is not of that project's reference project.
 */
const instantiate = async <A>(
  c: Context<CommandEnv>,
  kind: InstantiableKind,
  originId: number,
  origin: { projectId: number; state: ProjectState },
  projectId: number,
  field: string,
  answer: (state: ProjectState, copyId: number) => A,
): Promise<CommandOutcome<A>> => {
  const target = await c.get("projects").state(projectId)
  if (target.status === "none") throw notFoundProblem("project", projectId)
  if (target.referenceProjectId !== origin.projectId || origin.projectId === projectId) {
    const text = `${words[kind]} ${originId} stammt nicht aus dem Referenzprojekt von Projekt ${projectId}.`
    throw new HttpProblem(400, "FOREIGN_ENTITY", text, { [field]: text })
  }
  return executeAsCaller(c, projectId, { type: "InstantiateFromReference", kind, originId, reference: origin.state }, (state) =>
    answer(state, localCopyOf(state, kind, originId)!),
  )
}

/**
 * The id a command on `projectId` should name for the catalogue item `id` from a request body: the item
 * itself when it is the project's own (or unknown: the decider answers that), its local copy when it is the
 * reference project's — made now if the project has none yet.
 */
export const localIdOf = async (c: Context<CommandEnv>, projectId: number, kind: InstantiableKind, id: number, field: string): Promise<number> => {
  const projects = c.get("projects")
  const owner = await projects.ownerOf(kind, id)
  if (owner === undefined || owner === projectId) return id
  const target = await projects.state(projectId)
  if (target.referenceProjectId !== owner) return id
  const known = localCopyOf(target, kind, id)
  if (known !== undefined) return known
  const reference = await projects.state(owner)
  // Deleted in the reference project (while the caller's screen still offered it): refused at the field that
  // names it, as an item that does not exist (`projectOfReference`), not as a 404 of the request's own path.
  if (!holds(reference, kind, id)) {
    const text = `${words[kind]} ${id} existiert nicht.`
    throw new HttpProblem(400, "FOREIGN_ENTITY", text, { [field]: text })
  }
  const outcome = await instantiate(c, kind, id, { projectId: owner, state: reference }, projectId, field, (_, copyId) => copyId)
  if (!outcome.ok) throw problemOf(outcome.error)
  return outcome.answer
}

const instantiateRoute = (kind: RouteKind, field: string) => async (c: Context<CommandEnv>, projectId: number) => {
  const originId = pathId(c)
  const origin = await sourceOfPath(c, kind, originId)
  return respond(c, await instantiate(c, kind, originId, origin, projectId, field, answers[kind]), 201)
}

/** Mounted under /element_classes. */
export const instantiateClassRoutes = new Hono<CommandEnv>().post("/:id/instantiate", jsonBody(InstantiateElementClassBody), (c) =>
  instantiateRoute("element_class", "elc_pro_id")(c, c.req.valid("json").elc_pro_id),
)

/** Mounted under /properties. */
export const instantiatePropertyRoutes = new Hono<CommandEnv>().post("/:id/instantiate", jsonBody(InstantiatePropertyBody), (c) =>
  instantiateRoute("property", "pty_pro_id")(c, c.req.valid("json").pty_pro_id),
)
