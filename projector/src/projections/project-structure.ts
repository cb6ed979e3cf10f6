/**
 * @module The project structure read model: projects, phases, milestones, processes, activities and roles,
 * one row each, with sequences and audit fields. Every row of a project also carries its project's
 * event count and last position on the project row, so a replayed or skipped event would show.
 */
import { PHASE_CODES } from "@bimprofile/contracts/codes"
import { placeAt, resequence, withoutId } from "@bimprofile/contracts/events/project/group-order"
import { isCatalogueEvent } from "@bimprofile/contracts/events/project/catalogue-events"
import { type ProjectEvent, projectEventTypes } from "@bimprofile/contracts/events/project/project-event"
import { type Projection, type ProjectedEvent, type ProjectRows, type RowChange, structureTables } from "../projection"
import { RowWriter } from "./row-writer"
import { structureNeeds } from "./structure-needs"

const phaseSeq = (code: string) => PHASE_CODES.find((p) => p.code === code)?.seq ?? 0
const NOT_AUDITED = { audited: false } as const

export const projectStructure: Projection = {
  name: "project-structure",
  // 2: the same runner and checkpoint also keep the identity read models (projections/identity.ts).
  version: 2,
  handles: projectEventTypes,
  tables: structureTables,
  needs: (envelope) => structureNeeds(envelope as unknown as ProjectEvent),
  project(rows: ProjectRows, envelope: ProjectedEvent): RowChange[] {
    const w = new RowWriter(rows, envelope)
    // The envelope carries `type` and `data` as the event does: no copy per event.
    const event = envelope as unknown as ProjectEvent
    applyEvent(w, event, envelope)
    if (event.type !== "ProjectDeleted") {
      const project = w.get("rm_projects", envelope.projectId)
      if (project)
        w.patch(
          "rm_projects",
          envelope.projectId,
          { eventCount: Number(project.data.eventCount ?? 0) + 1, lastPosition: envelope.position },
          NOT_AUDITED,
        )
    }
    return w.changes()
  },
}

const applyEvent = (w: RowWriter, event: ProjectEvent, envelope: ProjectedEvent): void => {
  // The data catalogue's (projections/catalogue.ts); the project's row counts them all the same.
  if (isCatalogueEvent(event)) return
  switch (event.type) {
    case "ProjectCreated": {
      const { projectId, ...fields } = event.data
      w.insert("rm_projects", projectId, null, { ...fields, eventCount: 0, lastPosition: envelope.position })
      return
    }
    case "ProjectRenamed":
      return w.patch("rm_projects", event.data.projectId, { name: event.data.name })
    case "ProjectDescriptionChanged":
      return w.patch("rm_projects", event.data.projectId, { desc: event.data.desc })
    case "ProjectIfcSchemaChanged":
      return w.patch("rm_projects", event.data.projectId, { ifcSchemaId: event.data.ifcSchemaId })
    case "ProjectSharingWithAllChanged":
      return w.patch("rm_projects", event.data.projectId, { accessAll: event.data.accessAll })
    case "ProjectTypeChanged":
      return w.patch("rm_projects", event.data.projectId, { typeCode: event.data.typeCode, isTemplate: event.data.isTemplate })
    case "ProjectOwnershipChanged":
      return w.patch("rm_projects", event.data.projectId, { orgId: event.data.orgId, personal: event.data.personal })
    case "ProjectDeleted":
      return w.deleteProject()
    case "PhaseAdded":
      return w.insert("rm_phases", event.data.phaseId, null, {
        code: event.data.phaseCode,
        name: event.data.name,
        seq: phaseSeq(event.data.phaseCode),
      })
    case "PhaseRemoved":
      return w.remove("rm_phases", event.data.phaseId)
    case "MilestoneCreated": {
      const d = event.data
      return insertAt(w, "rm_milestones", d.milestoneId, d.phaseId, d.seq, { name: d.name, desc: d.desc })
    }
    case "MilestoneRenamed":
      return w.patch("rm_milestones", event.data.milestoneId, { name: event.data.name })
    case "MilestoneDescriptionChanged":
      return w.patch("rm_milestones", event.data.milestoneId, { desc: event.data.desc })
    case "MilestoneMoved": {
      const d = event.data
      return move(w, "rm_milestones", d.milestoneId, d.fromPhaseId, d.toPhaseId, d.seq)
    }
    case "MilestonesResequenced":
      return w.order("rm_milestones", resequence(w.orderOf("rm_milestones", event.data.phaseId), event.data.placements))
    case "MilestoneDeleted":
      return removeFromGroup(w, "rm_milestones", event.data.milestoneId, event.data.phaseId)
    case "ProcessCreated": {
      const d = event.data
      return insertAt(w, "rm_processes", d.processId, d.milestoneId, d.seq, {
        name: d.name,
        shortName: d.shortName,
        desc: d.desc,
        copiedFromProcessId: d.copiedFromProcessId,
      })
    }
    case "ProcessRenamed":
      return w.patch("rm_processes", event.data.processId, { name: event.data.name })
    case "ProcessShortNameChanged":
      return w.patch("rm_processes", event.data.processId, { shortName: event.data.shortName })
    case "ProcessDescriptionChanged":
      return w.patch("rm_processes", event.data.processId, { desc: event.data.desc })
    case "ProcessMoved": {
      const d = event.data
      return move(w, "rm_processes", d.processId, d.fromMilestoneId, d.toMilestoneId, d.seq)
    }
    case "ProcessesResequenced":
      return w.order("rm_processes", resequence(w.orderOf("rm_processes", event.data.milestoneId), event.data.placements))
    case "ProcessDeleted":
      // Its activities go with it.
      for (const activityId of w.orderOf("rm_activities", event.data.processId)) w.remove("rm_activities", activityId)
      return removeFromGroup(w, "rm_processes", event.data.processId, event.data.milestoneId)
    case "ActivityCreated": {
      const d = event.data
      return insertAt(w, "rm_activities", d.activityId, d.processId, d.seq, {
        name: d.name,
        desc: d.desc,
        providerRoleId: d.providerRoleId,
        receiverRoleId: d.receiverRoleId,
      })
    }
    case "ActivityRenamed":
      return w.patch("rm_activities", event.data.activityId, { name: event.data.name })
    case "ActivityDescriptionChanged":
      return w.patch("rm_activities", event.data.activityId, { desc: event.data.desc })
    case "ActivityRolesAssigned":
      return w.patch("rm_activities", event.data.activityId, {
        providerRoleId: event.data.providerRoleId,
        receiverRoleId: event.data.receiverRoleId,
      })
    case "ActivityIdsInfoRecorded":
      return w.patch("rm_activities", event.data.activityId, { idsInfo: event.data.info })
    case "ActivityMoved": {
      const d = event.data
      return move(w, "rm_activities", d.activityId, d.fromProcessId, d.toProcessId, d.seq)
    }
    case "ActivitiesResequenced":
      return w.order("rm_activities", resequence(w.orderOf("rm_activities", event.data.processId), event.data.placements))
    case "ActivityDeleted":
      return removeFromGroup(w, "rm_activities", event.data.activityId, event.data.processId)
    case "RoleCreated":
      return w.insert("rm_roles", event.data.roleId, null, { name: event.data.name, desc: event.data.desc, roleType: event.data.roleType })
    case "RoleRenamed":
      return w.patch("rm_roles", event.data.roleId, { name: event.data.name })
    case "RoleDescriptionChanged":
      return w.patch("rm_roles", event.data.roleId, { desc: event.data.desc })
    case "RoleTypeChanged":
      return w.patch("rm_roles", event.data.roleId, { roleType: event.data.roleType })
    case "RoleDeleted":
      return w.remove("rm_roles", event.data.roleId)
    // Who may see the project: the identity projection's grants and shares (projections/identity.ts).
    case "ProjectPermissionGranted":
    case "ProjectPermissionRevoked":
    case "ProjectSharedWithOrganisation":
    case "ProjectUnsharedWithOrganisation":
      return
    default: {
      const unhandled: never = event
      throw new Error(`Unhandled event ${JSON.stringify(unhandled)}`)
    }
  }
}

type GroupTable = "rm_milestones" | "rm_processes" | "rm_activities"

/** A row leaves one group (the gap closes) and takes `seq` in another. */
const move = (w: RowWriter, table: GroupTable, id: number, fromParentId: number, toParentId: number, seq: number) => {
  const from = withoutId(w.orderOf(table, fromParentId), id)
  const to = placeAt(w.orderOf(table, toParentId), id, seq)
  w.patch(table, id, {}, { parentId: toParentId })
  w.order(table, from)
  w.order(table, to)
}

/**
 * A new row at `seq` in its group; the rows from there on move down by one (none when it is appended).
 * `data` is the caller's fresh literal, completed in place (see RowWriter.insert).
 */
const insertAt = (w: RowWriter, table: GroupTable, id: number, parentId: number, seq: number, data: Record<string, unknown>) => {
  const size = w.groupSize(table, parentId)
  if (seq > size) {
    data.seq = size + 1
    return w.insert(table, id, parentId, data)
  }
  const order = placeAt(w.orderOf(table, parentId), id, seq)
  data.seq = 0
  w.insert(table, id, parentId, data)
  w.order(table, order)
}

/** A row is deleted; the rows after it in its group move up by one (none when it was the last). */
const removeFromGroup = (w: RowWriter, table: GroupTable, id: number, parentId: number) => {
  if (w.get(table, id)?.data.seq === w.groupSize(table, parentId)) return w.remove(table, id)
  const order = withoutId(w.orderOf(table, parentId), id)
  w.remove(table, id)
  w.order(table, order)
}
