/**
 * @module What the caller may do with the open project, from its `pro_permission` (spec §6): read shows
 * the project only; auditor (issue 11) adds its history and changes nothing either; write adds creating,
 * editing, moving and deleting content; admin adds the project's settings, deletion and permissions. The
 * server checks every call — this only decides what to offer.
 */
import { atLeast, mayReadHistory } from "@bimprofile/contracts/access/roles"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { createContext, useContext } from "react"

type WithPermission = Pick<ProjectDto, "pro_permission">

/** Content may be changed (milestones, processes, activities, roles). */
export const canWrite = (project: WithPermission): boolean => atLeast(project.pro_permission, "write")

/** The project itself may be changed: settings, deletion, permissions and shares. */
export const canAdmin = (project: WithPermission): boolean => project.pro_permission === "admin"

/** The project's history may be shown (timeline, changes, time travel): auditors and everyone who may write. */
export const canReadHistory = (project: WithPermission): boolean => mayReadHistory(project.pro_permission)

/**
 * The caller's role on the open project, set by the project frame for the pages inside it. Outside a
 * project (and in tests of a page alone) it is null and nothing is hidden: the server still refuses.
 */
export const ProjectPermissionContext = createContext<ProjectDto["pro_permission"] | null>(null)

/** Whether the page may offer to create, edit, move and delete content. */
export const useProjectWritable = () => {
  const permission = useContext(ProjectPermissionContext)
  return permission === null || canWrite({ pro_permission: permission })
}

/** Whether the page may offer the project's permissions and shares. */
export const useProjectAdmin = () => {
  const permission = useContext(ProjectPermissionContext)
  return permission === null || canAdmin({ pro_permission: permission })
}
