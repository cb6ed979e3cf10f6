/**
 * @module GET /1.2/profile/processes/{id}/ids and /1.2/profile/projects/{id}/ids: a zip with one IDS 1.0 file per
 * activity that has requirements (activity-ids.ts), in plan order, each checked against the official XSD like a
 * single file. Activities without requirements are left out (the zip's file names say which are in); none at
 * all is 409 IDS_EMPTY. The export job (export-job.ts) builds its files and zips with the same functions.
 */
import type { Viewer } from "@bimprofile/contracts/access/roles"
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import JSZip from "jszip"
import { type QueryDeps, loadEntity, loadView } from "../query-deps"
import { byParent, byProject } from "../structure-reads"
import { type ActivityIds, activityIds } from "./activity-ids"

export const ZIP_MEDIA_TYPE = "application/zip"

const NOTHING = "Keine Aktivität hat Anforderungen. Eine IDS-Datei braucht mindestens eine Spezifikation."

/** The activities of a process, or of a whole project, in plan order; 404 when the viewer may not read it. */
export const activitiesOf = async (deps: QueryDeps, viewer: Viewer, scope: "process" | "project", id: number) => {
  if (scope === "process") {
    const { view } = await loadEntity(deps, viewer, "rm_processes", id, () => ({ rows: { rm_activities: byParent([id]) } }))
    return { projectId: view.project.id, name: `${view.project.id}_${id}`, activityIds: view.activitiesOf(id).map((a) => a.id) }
  }
  const view = await loadView(deps, viewer, id, {
    rows: { rm_phases: byProject([id]), rm_milestones: byProject([id]), rm_processes: byProject([id]), rm_activities: byProject([id]) },
  })
  return { projectId: id, name: String(id), activityIds: view.activities().map((a) => a.id) }
}

/**
 * The files of these activities, in their order, those without requirements left out: 409 IDS_EMPTY when none
 * has any, 500 IDS_SCHEMA for a file the official XSD refuses (never offered). `done` hears of each activity
 * written (it may throw to stop, as a cancelled job does).
 */
export const idsFiles = async (
  deps: QueryDeps,
  viewer: Viewer,
  ids: readonly number[],
  asked: IfcVersion | undefined,
  done: (count: number, of: number) => void = () => {},
): Promise<ActivityIds[]> => {
  const files: ActivityIds[] = []
  for (const [index, activityId] of ids.entries()) {
    const file = await activityIds(deps, viewer, activityId, asked)
    if (file.document.specifications.length > 0) files.push(file)
    done(index + 1, ids.length)
  }
  if (files.length === 0) throw new HttpProblem(409, "IDS_EMPTY", NOTHING)
  const broken = files.find((file) => file.schemaFindings.length > 0)
  if (broken) throw new HttpProblem(500, "IDS_SCHEMA", `Die IDS-Datei ${broken.fileName} verletzt das IDS-1.0-Schema und wird nicht ausgeliefert.`)
  return files
}

/** The zip's name: `<name>_IDS[_<version>].zip`. */
export const idsZipName = (name: string, asked: IfcVersion | undefined) => `${name}_IDS${asked ? `_${asked}` : ""}.zip`

/** The files in one zip, each under its own name. */
export const zipOf = async (files: readonly ActivityIds[]): Promise<Uint8Array> => {
  const zip = new JSZip()
  for (const file of files) zip.file(file.fileName, file.xml, { date: new Date(0) })
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE", compressionOptions: { level: 6 } })
}

/** The zip's bytes and file name; each activity's check beside it. */
export const idsZip = async (deps: QueryDeps, viewer: Viewer, scope: "process" | "project", id: number, asked: IfcVersion | undefined) => {
  const { name, activityIds: ids } = await activitiesOf(deps, viewer, scope, id)
  const files = await idsFiles(deps, viewer, ids, asked)
  return { bytes: await zipOf(files), fileName: idsZipName(name, asked), files }
}
