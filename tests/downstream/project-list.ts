/**
 * @module The downstream example's model: the list of projects, folded from the project events of the topic.
 * A consumer sees every event at least once, so it remembers the last version it applied per stream and
 * skips anything at or below it — per-stream order holds because the key is the stream id.
 */
import type { ConsumedEvent } from "@bimprofile/contracts/integration/cloud-event"

/** The fields of `GET /1.2/profile/projects` that the events carry (the query service adds names and counts). */
export type ProjectListEntry = {
  pro_id: number
  pro_name: string
  pro_desc: string | null
  pro_org_id: number | null
  pro_pro_id: number | null
  pro_pers: boolean
  pro_type_code: string
  pro_access_all: boolean
  is_template: boolean
}

type Data = Record<string, unknown>

export class ProjectList {
  private readonly projects = new Map<number, ProjectListEntry>()
  private readonly appliedVersions = new Map<string, number>()
  duplicates = 0

  /** Applies one event once; returns false for a duplicate. */
  apply(event: ConsumedEvent): boolean {
    if (event.streamVersion <= (this.appliedVersions.get(event.streamId) ?? 0)) {
      this.duplicates += 1
      return false
    }
    this.appliedVersions.set(event.streamId, event.streamVersion)
    const data = event.data as Data
    const id = data.projectId as number
    const project = this.projects.get(id)
    switch (event.type) {
      case "ProjectCreated":
        this.projects.set(id, {
          pro_id: id,
          pro_name: data.name as string,
          pro_desc: data.desc as string | null,
          pro_org_id: data.orgId as number | null,
          pro_pro_id: data.referenceProjectId as number | null,
          pro_pers: data.personal as boolean,
          pro_type_code: data.typeCode as string,
          pro_access_all: data.accessAll as boolean,
          is_template: data.isTemplate as boolean,
        })
        break
      case "ProjectRenamed":
        if (project) project.pro_name = data.name as string
        break
      case "ProjectDescriptionChanged":
        if (project) project.pro_desc = data.desc as string | null
        break
      case "ProjectSharingWithAllChanged":
        if (project) project.pro_access_all = data.accessAll as boolean
        break
      case "ProjectTypeChanged":
        if (project) Object.assign(project, { pro_type_code: data.typeCode, is_template: data.isTemplate })
        break
      case "ProjectOwnershipChanged":
        if (project) Object.assign(project, { pro_org_id: data.orgId, pro_pers: data.personal })
        break
      case "ProjectDeleted":
        this.projects.delete(id)
        break
    }
    return true
  }

  /** The projects by id. */
  list(): ProjectListEntry[] {
    return [...this.projects.values()].sort((a, b) => a.pro_id - b.pro_id)
  }
}
