/** @module The shape of an entry of the endpoint catalogue (endpoints.ts) and the helpers that write its parameters and errors. */
import type { Schema } from "effect"

export type QueryParam = {
  readonly name: string
  readonly type: "integer" | "boolean" | "string"
  readonly description: string
  readonly enum?: readonly string[]
  /** The value's schema when it is not an id, a flag or free text. */
  readonly schema?: Schema.Top
  readonly required?: true
  /** Free text: at most this many characters. */
  readonly maxLength?: number
  /** An integer from 1 up to this (instead of any id). */
  readonly maximum?: number
}

export type Endpoint = {
  readonly method: "get" | "post" | "patch" | "delete"
  /** OpenAPI path template, e.g. /1.2/profile/milestones/{id}. */
  readonly path: string
  readonly summary: string
  readonly tag: string
  readonly auth: boolean
  readonly query?: readonly QueryParam[]
  /** The schemas of path parameters that are not ids (every other one is a positive integer id). */
  readonly pathParams?: Readonly<Record<string, Schema.Top>>
  readonly body?: Schema.Top
  readonly answer: Schema.Top
  /** The success status; 204 answers no body; 501 for a call that is routed but not available yet (`pending`). */
  readonly status: 200 | 201 | 204 | 501
  readonly errors: readonly number[]
  /** Answers a Server-Sent Events stream (text/event-stream) whose unnamed messages' data are `answer`. */
  readonly stream?: true
  /** The stream's named events (`event: ready`) and the schema of their data. */
  readonly namedEvents?: Readonly<Record<string, Schema.Top>>
  /** Answers a file of one of these media types instead of JSON (a user's picture). */
  readonly media?: readonly string[]
  /** Takes a file of one of these media types as its body instead of JSON (an upload). */
  readonly upload?: readonly string[]
  /** Routed so the client gets a clear answer, but its backend comes later: 501 NOT_AVAILABLE. */
  readonly pending?: true
}

export const id = (name: string, description: string): QueryParam => ({ name, type: "integer", description })
export const flag = (name: string, description: string): QueryParam => ({ name, type: "boolean", description })
/** An optional value out of a list; an empty value is taken as left out (infra/http/validation.ts `queryChoice`), so the document lists it too. */
export const choice = (name: string, values: readonly string[], description: string): QueryParam => ({
  name,
  type: "string",
  description: `${description} An empty value is the same as leaving the parameter out.`,
  enum: [...values, ""],
})
export const READ_ERRORS = [400, 401, 404] as const
export const WRITE_ERRORS = [400, 401, 404, 409] as const
