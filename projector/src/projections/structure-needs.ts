/**
 * @module What the project structure reads for each event (besides the project's row, which every event
 * counts on): the rows it patches, and the one or two groups whose order it changes. The runner loads just
 * these on a cache miss; an event never makes it load the whole project. ProjectDeleted reads nothing: its
 * rows are deleted by project.
 */
import { isCatalogueEvent } from "@bimprofile/contracts/events/project/catalogue-events"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { RowNeed } from "../projection"

const NOTHING: readonly RowNeed[] = []

export const structureNeeds = (event: ProjectEvent): readonly RowNeed[] => {
  // The data catalogue's events touch no structure row but the project's (always loaded).
  if (isCatalogueEvent(event)) return NOTHING
  switch (event.type) {
    case "MilestoneCreated":
    case "MilestoneDeleted":
      return [{ table: "rm_milestones", parentId: event.data.phaseId }]
    case "MilestoneRenamed":
    case "MilestoneDescriptionChanged":
      return [{ table: "rm_milestones", id: event.data.milestoneId }]
    case "MilestoneMoved":
      return [
        { table: "rm_milestones", parentId: event.data.fromPhaseId },
        { table: "rm_milestones", parentId: event.data.toPhaseId },
      ]
    case "MilestonesResequenced":
      return [{ table: "rm_milestones", parentId: event.data.phaseId }]
    case "ProcessCreated":
      return [{ table: "rm_processes", parentId: event.data.milestoneId }]
    case "ProcessRenamed":
    case "ProcessShortNameChanged":
    case "ProcessDescriptionChanged":
      return [{ table: "rm_processes", id: event.data.processId }]
    case "ProcessMoved":
      return [
        { table: "rm_processes", parentId: event.data.fromMilestoneId },
        { table: "rm_processes", parentId: event.data.toMilestoneId },
      ]
    case "ProcessesResequenced":
      return [{ table: "rm_processes", parentId: event.data.milestoneId }]
    case "ProcessDeleted":
      return [
        { table: "rm_processes", parentId: event.data.milestoneId },
        { table: "rm_activities", parentId: event.data.processId },
      ]
    case "ActivityCreated":
    case "ActivityDeleted":
      return [{ table: "rm_activities", parentId: event.data.processId }]
    case "ActivityRenamed":
    case "ActivityDescriptionChanged":
    case "ActivityRolesAssigned":
    case "ActivityIdsInfoRecorded":
      return [{ table: "rm_activities", id: event.data.activityId }]
    case "ActivityMoved":
      return [
        { table: "rm_activities", parentId: event.data.fromProcessId },
        { table: "rm_activities", parentId: event.data.toProcessId },
      ]
    case "ActivitiesResequenced":
      return [{ table: "rm_activities", parentId: event.data.processId }]
    case "RoleRenamed":
    case "RoleDescriptionChanged":
    case "RoleTypeChanged":
      return [{ table: "rm_roles", id: event.data.roleId }]
    // Inserted or deleted blind, or only the project's row (always loaded), or another projection's.
    case "ProjectCreated":
    case "ProjectRenamed":
    case "ProjectDescriptionChanged":
    case "ProjectIfcSchemaChanged":
    case "ProjectSharingWithAllChanged":
    case "ProjectTypeChanged":
    case "ProjectOwnershipChanged":
    case "ProjectDeleted":
    case "PhaseAdded":
    case "PhaseRemoved":
    case "RoleCreated":
    case "RoleDeleted":
    case "ProjectPermissionGranted":
    case "ProjectPermissionRevoked":
    case "ProjectSharedWithOrganisation":
    case "ProjectUnsharedWithOrganisation":
      return NOTHING
    default: {
      const unhandled: never = event
      throw new Error(`Unhandled event ${JSON.stringify(unhandled)}`)
    }
  }
}
