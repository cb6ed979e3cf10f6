/**
 * @module POST /1.2/profile/activities/{id}/ids — an IDS 1.0 file imported into the activity (ids-import.ts):
 * the file as the body (application/xml or text/xml), or a multipart form with one file, at most 50 MB. A file
 * that is not IDS 1.0 — no XML, a DTD, what the official XSD refuses — is refused with the line and the reason
 * (400 IDS_INVALID) and nothing is stored. Answers 201 with the requirements made and the catalogue items the
 * file made or found.
 */
import { HttpProblem, notFoundRoute } from "@bimprofile/infra/http/problem"
import { pathId } from "@bimprofile/infra/http/validation"
import { IdsRefused, readIds } from "@bimprofile/infra/ids/read-ids"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { Context } from "hono"
import { Hono } from "hono"
import type { CommandEnv } from "../../shared/command-env"
import { requirementAnswer } from "../command-answers"
import { projectOfPath, run } from "../project-command-routes"
import type { ProjectState } from "../project-state"

export const IDS_UPLOAD_MEDIA_TYPES = ["application/xml", "text/xml", "multipart/form-data"] as const

const EMPTY = "Die Datei ist leer."
const WRONG_TYPE = "Erwartet wird eine IDS-Datei (application/xml) oder ein Formular mit einer Datei (multipart/form-data)."

/** The file's text: the body, or the one file of a form. */
const fileText = async (c: Context): Promise<string> => {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase()
  if (mediaType === "multipart/form-data") {
    const form = await c.req.formData().catch(() => undefined)
    const files: Blob[] = []
    form?.forEach((value) => {
      if (typeof value !== "string") files.push(value as unknown as Blob)
    })
    if (files.length !== 1) throw new HttpProblem(400, "VALIDATION", "Das Formular muss genau eine Datei enthalten.", { file: "Das Formular muss genau eine Datei enthalten." })
    return files[0]!.text()
  }
  if (mediaType !== "application/xml" && mediaType !== "text/xml") throw new HttpProblem(415, "UNSUPPORTED_MEDIA_TYPE", WRONG_TYPE)
  return c.req.text()
}

/** The requirements the import added and the catalogue items they name, made by the import or found in the project. */
const importAnswer = (state: ProjectState, events: readonly ProjectEvent[], activityId: number) => {
  const added = events.flatMap((e) => (e.type === "RequirementAdded" ? [e.data.requirementId] : []))
  const madeClasses = new Set(events.flatMap((e) => (e.type === "ElementClassCreated" ? [e.data.elementClassId] : [])))
  const madeProperties = new Set(events.flatMap((e) => (e.type === "PropertyCreated" ? [e.data.propertyId] : [])))
  const requirements = added.map((id) => requirementAnswer(state, id))
  const classIds = [...new Set(requirements.flatMap((r) => r.req_elc_id ?? []))]
  const propertyIds = [...new Set(requirements.flatMap((r) => [...r.req_applicability, ...r.req_facets].flatMap((f) => (f.facet === "property" && f.pty_id !== null ? [f.pty_id] : []))))]
  const classDto = (id: number) => ({ elc_id: id, elc_name: state.elementClasses.get(id)?.name ?? "" })
  const propertyDto = (id: number) => ({ pty_id: id, pty_name: state.properties.get(id)?.name ?? "" })
  return {
    act_id: activityId,
    requirements,
    created: { element_classes: [...madeClasses].map(classDto), properties: [...madeProperties].map(propertyDto) },
    reused: { element_classes: classIds.filter((id) => !madeClasses.has(id)).map(classDto), properties: propertyIds.filter((id) => !madeProperties.has(id)).map(propertyDto) },
  }
}

export const idsImportRoutes = new Hono<CommandEnv>()
  .use("/:id/ids", async (c, next) => {
    if (c.req.method !== "POST") return notFoundRoute(c)
    await next()
  })
  .post("/:id/ids", async (c) => {
    const activityId = pathId(c)
    const projectId = await projectOfPath(c, "activity", activityId)
    const text = await fileText(c)
    if (text.trim() === "") throw new HttpProblem(400, "VALIDATION", EMPTY, { file: EMPTY })
    let document
    try {
      document = readIds(text)
    } catch (failure) {
      if (failure instanceof IdsRefused) throw new HttpProblem(400, "IDS_INVALID", `Die Datei ist keine gültige IDS-1.0-Datei. ${failure.message}`, { file: failure.message })
      throw failure
    }
    return run(c, projectId, { type: "ImportIds", activityId, document }, (state, events) => importAnswer(state, events, activityId), 201)
  })
