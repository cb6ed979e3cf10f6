/** @module What the /1.2/user routes need, and how a command answer is sent (body, status, X-Position). */
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { Context } from "hono"
import type { ContentfulStatusCode } from "hono/utils/http-status"
import type { ProjectService } from "../project/project-service"
import type { IdentityService } from "./identity-service"
import type { Credentials, Invitations } from "./invitations"
import type { StreamDirectory } from "./stream-directory"

export type IdentityRouteDeps = {
  readonly sql: SqlQuery
  /** The event store, for the rare reads by event type (the projects of an organisation or user being deleted). */
  readonly store: Pick<EventStore, "readByType">
  readonly identity: IdentityService
  readonly directory: StreamDirectory
  readonly projects: ProjectService
  readonly invitations: Invitations
  readonly credentials: Credentials
  /** The read model's UserDto (infra/src/read-models/user-dto.ts), for the fields only it knows. */
  readonly readUser?: ((userId: number) => Promise<UserDto | undefined>) | undefined
}

/** A command's answer: the body, status and the position of the last event it wrote (X-Position). */
export const answer = (c: Context, position: number, body: object, status: ContentfulStatusCode = 200) => {
  c.header("X-Position", String(position))
  return c.json(body, status)
}
