/**
 * @module A GET whose answer depends only on one project's read models, the reader's access to it and the
 * user names, answered from the `AnswerCache` when it holds that answer for the reader's access: then no
 * read model is read but the project's access facts (kept too). Otherwise the route reads as always —
 * authorising first, so refusals never come from the cache — and its answer is kept for the next reader.
 */
import { type ProjectAccess, projectAccess, type Viewer } from "@bimprofile/contracts/access/roles"
import type { Context } from "hono"
import type { ViewerEnv } from "../access/viewer-middleware"
import type { ProjectView } from "../resources/project-view"
import { accessFactsOf, type QueryDeps } from "../resources/query-deps"
import type { KeptBody, Ticket } from "./answer-cache"
import { acceptsGzip, makeGzipTwin, TWIN_MIN_BYTES } from "./compressed-twin"
import { JSON_TYPE } from "./json-answer"
import { JsonText } from "./json-text"

const utf8 = new TextEncoder()

/** The same path and query is the same answer; its variants are per access (the answer shows the reader's role). */
const keyOf = (c: Context) => {
  const url = c.req.url
  const query = url.indexOf("?")
  return query < 0 ? c.req.path : c.req.path + url.slice(query)
}

const variantOf = (access: ProjectAccess) => `${access.role}/${access.asTemplate}`

/** The kept answer under `key` for `viewer`'s access to its project; none when they may not read it. */
const keptAnswer = async (deps: QueryDeps, viewer: Viewer, ticket: Ticket, key: string): Promise<KeptBody | undefined> => {
  const projectId = deps.answers.projectOf(key)
  if (projectId === undefined) return undefined
  const facts = await accessFactsOf(deps, projectId, ticket)
  const access = facts && projectAccess(viewer, facts)
  return access?.role ? deps.answers.get(key, variantOf(access)) : undefined
}


/** The twin when the reader's client takes gzip and it is made, else the answer as it is (the same bytes the cache holds: no copy). */
const send = (c: Context, { body, gzip }: KeptBody) =>
  gzip && acceptsGzip(c.req.header("accept-encoding"))
    ? c.body(gzip as Uint8Array<ArrayBuffer>, 200, { "content-type": JSON_TYPE, "content-encoding": "gzip", vary: "Accept-Encoding" })
    : c.body(body as Uint8Array<ArrayBuffer>, 200, { "content-type": JSON_TYPE, vary: "Accept-Encoding" })

/** What an answer is about: its project (and the reader's access to it), as a `ProjectView` tells it. */
export type AnswerSubject = Pick<ProjectView, "access"> & { readonly project: { readonly id: number } }

/** A read's answer; kept for the next reader when it has a subject (none: e.g. a list the reader may not see). */
export type ReadAnswer = {
  readonly view: AnswerSubject | undefined
  /** Any JSON value, or its text as it is (json-text.ts). */
  readonly answer: unknown
  /** Other projects the answer shows (a catalogue's reference project): a change there drops it too. */
  readonly dependsOn?: readonly number[]
}

/**
 * Answers from the cache, or with `read` (given the ticket, so that the access facts it reads are kept):
 * the view it read (whose project and access the answer is about) and the answer to send.
 */
export const cachedAnswer = async (c: Context<ViewerEnv>, deps: QueryDeps, read: (ticket: Ticket | undefined) => Promise<ReadAnswer>): Promise<Response> => {
  const ticket = deps.answers.begin()
  const key = keyOf(c)
  const kept = ticket && (await keptAnswer(deps, c.get("viewer"), ticket, key))
  if (kept) return send(c, kept)
  const { view, answer, dependsOn } = await read(ticket)
  const body = utf8.encode(answer instanceof JsonText ? answer.text : JSON.stringify(answer))
  if (!view) return send(c, { body })
  const variant = variantOf(view.access)
  const stored = ticket && deps.answers.put(ticket, key, view.project.id, variant, body, dependsOn)
  if (stored && body.byteLength >= TWIN_MIN_BYTES) {
    // Off the event loop; if it fails the answer simply has no twin.
    makeGzipTwin(body).then(
      (gzip) => deps.answers.addTwin(key, variant, stored, gzip),
      () => {},
    )
  }
  return send(c, { body })
}
