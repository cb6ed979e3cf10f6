/**
 * @module The /1.2/profile writes (project-app.ts, as app.ts mounts them) over an in-memory PGlite store
 * and an in-memory Directory, for route tests: `as(userId)` calls them with that user's access token.
 *
 * @example
 * const spec = await startCommandApp()
 * spec.directory.addUser({ userId: 2, email: "owner@example.ch" })
 * const created = await spec.as(2).post("/1.2/profile/projects", { pro_name: "Schulhaus" })
 */
import { TokenSigner } from "@bimprofile/infra/auth/tokens"
import { openDatabase } from "@bimprofile/infra/database"
import { createIdAllocator } from "@bimprofile/infra/ids/id-allocator"
import { createLogger } from "@bimprofile/infra/logger"
import { Hono } from "hono"
import { BlobStore } from "@bimprofile/infra/blobs/blob-store"
import { JobStore } from "@bimprofile/infra/jobs/job-store"
import { projectApp } from "../project/project-app"
import { ProjectService } from "../project/project-service"
import { InMemoryDirectory } from "./in-memory-directory"

export type Reply = { readonly status: number; readonly body: any; readonly position: string | null }

export const startCommandApp = async () => {
  const db = await openDatabase({ kind: "pglite" })
  const projects = new ProjectService(db.store, createIdAllocator(db.sql))
  const signer = new TokenSigner(Buffer.from("command-app-spec-secret-0123456789"))
  const directory = new InMemoryDirectory()
  const log = createLogger("command-app-spec", "error")
  const jobs = new JobStore(db.sql, db.bus)
  const app = new Hono().route("/1.2/profile", projectApp({ signer, projects, directory, people: directory, log, referenceProjectId: async () => null, jobs, blobs: new BlobStore(db.sql) }))

  const call = async (userId: number, method: string, path: string, body?: unknown): Promise<Reply> => {
    const email = directory.users.get(userId)?.email ?? `user${userId}@example.ch`
    const token = signer.sign({ sub: String(userId), typ: "access", email, org: null }, 900)
    const response = await app.request(path, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
    return { status: response.status, body: await response.json(), position: response.headers.get("x-position") }
  }
  const as = (userId: number) => ({
    post: (path: string, body: unknown) => call(userId, "POST", path, body),
    patch: (path: string, body: unknown) => call(userId, "PATCH", path, body),
    delete: (path: string) => call(userId, "DELETE", path),
  })
  return { app, db, projects, directory, as, close: () => db.close() }
}

export type CommandAppSpec = Awaited<ReturnType<typeof startCommandApp>>
