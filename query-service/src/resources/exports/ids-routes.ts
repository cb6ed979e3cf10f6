/**
 * @module GET /1.2/profile/activities/{id}/ids[?ifc_version=] and …/ids/check: an activity's IDS 1.0 file and
 * its check (activity-ids.ts). The file is offered only when the official XSD accepts it: a file it refuses
 * (a defect of ours, never the user's) is answered 500 with the findings, not sent. The check answers what the
 * export dialog shows: the file's name, the versions, the warning for a version other than the project's, the
 * XSD's findings, the IFC problems and what a version could not carry.
 */
import type { IdsCheckDto } from "@bimprofile/contracts/dto/ids-check-dto"
import type { IdsSpecification } from "@bimprofile/contracts/ids/ids-document"
import { IFC_VERSIONS, type IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { pathId, queryChoice } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import type { QueryDeps } from "../query-deps"
import { mappingProblemsDto } from "../catalogue/catalogue-reads"
import { type ActivityIds, activityIds } from "./activity-ids"
import { idsZip, ZIP_MEDIA_TYPE } from "./ids-zip"

export const IDS_MEDIA_TYPE = "application/xml"

/** The spec's warning (§5, §8) when the file is written for another IFC version than the project's. */
export const otherVersionWarning = (asked: string, project: string) =>
  `Die IDS-Datei wird für ${asked} erstellt, das Projekt ist in ${project} beschrieben: die Vollständigkeit ist nicht garantiert.`

const NO_REQUIREMENTS = "Die Aktivität hat keine Anforderungen. Eine IDS-Datei braucht mindestens eine Spezifikation."

/** Specifications of the file with the same applicability in the same versions (their names, in file order). */
const overlapsOf = (specifications: readonly IdsSpecification[]) => {
  const groups = new Map<string, { ifc_versions: IfcVersion[]; specifications: string[] }>()
  for (const specification of specifications) {
    const key = JSON.stringify([[...specification.ifcVersions].sort(), specification.applicability])
    const group = groups.get(key) ?? { ifc_versions: [...specification.ifcVersions], specifications: [] }
    group.specifications.push(specification.name)
    groups.set(key, group)
  }
  return [...groups.values()].filter((group) => group.specifications.length > 1)
}

export const checkDto = (ids: ActivityIds): IdsCheckDto => {
  const versions = [...new Set(ids.document.specifications.flatMap((s) => s.ifcVersions))]
  const empty = ids.document.specifications.length === 0
  return {
    file_name: ids.fileName,
    ifc_versions: IFC_VERSIONS.filter((v) => versions.includes(v)),
    project_ifc_version: ids.projectVersion,
    warning: ids.asked && ids.asked !== ids.projectVersion ? otherVersionWarning(ids.asked, ids.projectVersion) : null,
    specifications: ids.document.specifications.length,
    schema_valid: !empty && ids.schemaFindings.length === 0,
    schema_findings: ids.schemaFindings.map(({ line, message }) => ({ line, message })),
    ifc_problems: ids.problems.map((problem) => ({ requirement: problem.requirement, ...mappingProblemsDto([problem])[0]! })),
    omissions: ids.omissions,
    overlaps: overlapsOf(ids.document.specifications),
    empty_reason: empty ? NO_REQUIREMENTS : null,
    valid: !empty && ids.schemaFindings.length === 0 && ids.problems.length === 0 && ids.omissions.length === 0,
  }
}

/** `attachment` with an ASCII name and the full one (RFC 6266 / 5987). */
export const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/gu, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`

/** GET /{id}/ids of processes or projects: the zip of their activities' files (ids-zip.ts). */
export const idsZipRoutes = (deps: QueryDeps, scope: "process" | "project") =>
  new Hono<ViewerEnv>().get("/:id/ids", async (c) => {
    const zip = await idsZip(deps, c.get("viewer"), scope, pathId(c), queryChoice(c, "ifc_version", IFC_VERSIONS))
    return c.body(zip.bytes as Uint8Array<ArrayBuffer>, 200, {
      "content-type": ZIP_MEDIA_TYPE,
      "content-disposition": attachment(zip.fileName),
      "x-ids-valid": zip.files.every((file) => checkDto(file).valid) ? "true" : "false",
    })
  })

export const idsRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/:id/ids/check", async (c) => {
      const ids = await activityIds(deps, c.get("viewer"), pathId(c), queryChoice(c, "ifc_version", IFC_VERSIONS))
      return c.json(checkDto(ids))
    })
    .get("/:id/ids", async (c) => {
      const ids = await activityIds(deps, c.get("viewer"), pathId(c), queryChoice(c, "ifc_version", IFC_VERSIONS))
      if (ids.document.specifications.length === 0) throw new HttpProblem(409, "IDS_EMPTY", NO_REQUIREMENTS)
      if (ids.schemaFindings.length > 0)
        throw new HttpProblem(500, "IDS_SCHEMA", `Die IDS-Datei verletzt das IDS-1.0-Schema und wird nicht ausgeliefert: ${ids.schemaFindings.map((f) => `Zeile ${f.line ?? "?"}: ${f.message}`).join(" ")}`)
      return c.body(ids.xml, 200, {
        "content-type": IDS_MEDIA_TYPE,
        "content-disposition": attachment(ids.fileName),
        "x-ids-valid": checkDto(ids).valid ? "true" : "false",
      })
    })
