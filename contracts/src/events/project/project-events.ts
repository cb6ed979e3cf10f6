/** @module Facts about a project itself: creation, its settings, deletion. */
import { Schema } from "effect"
import { projectRoleValues } from "../../access/roles"
import { defineEvent } from "../define-event"

export const ProjectCreated = defineEvent("ProjectCreated", {
  projectId: Schema.Int,
  name: Schema.String,
  desc: Schema.NullOr(Schema.String),
  orgId: Schema.NullOr(Schema.Int),
  personal: Schema.Boolean,
  typeCode: Schema.String,
  accessAll: Schema.Boolean,
  ifcSchemaId: Schema.Int,
  referenceProjectId: Schema.NullOr(Schema.Int),
  isTemplate: Schema.Boolean,
  /** Set when the project was created as a copy; its content follows as ordinary creation events. */
  copiedFromProjectId: Schema.NullOr(Schema.Int),
})
export type ProjectCreated = typeof ProjectCreated.Type

export const ProjectRenamed = defineEvent("ProjectRenamed", { projectId: Schema.Int, name: Schema.String })
export const ProjectDescriptionChanged = defineEvent("ProjectDescriptionChanged", {
  projectId: Schema.Int,
  desc: Schema.NullOr(Schema.String),
})
export const ProjectIfcSchemaChanged = defineEvent("ProjectIfcSchemaChanged", {
  projectId: Schema.Int,
  ifcSchemaId: Schema.Int,
})
export const ProjectSharingWithAllChanged = defineEvent("ProjectSharingWithAllChanged", {
  projectId: Schema.Int,
  accessAll: Schema.Boolean,
})
export const ProjectTypeChanged = defineEvent("ProjectTypeChanged", {
  projectId: Schema.Int,
  typeCode: Schema.String,
  isTemplate: Schema.Boolean,
})
export const ProjectOwnershipChanged = defineEvent("ProjectOwnershipChanged", {
  projectId: Schema.Int,
  orgId: Schema.NullOr(Schema.Int),
  personal: Schema.Boolean,
})
export const ProjectDeleted = defineEvent("ProjectDeleted", { projectId: Schema.Int })

/** A user's roles on the project, set (granted or changed) as a whole. The creator gets ["admin"]. */
export const ProjectPermissionGranted = defineEvent("ProjectPermissionGranted", {
  projectId: Schema.Int,
  userId: Schema.Int,
  roles: Schema.Array(Schema.Literals(projectRoleValues)),
})
export const ProjectPermissionRevoked = defineEvent("ProjectPermissionRevoked", { projectId: Schema.Int, userId: Schema.Int })
/** Shared with another organisation: its members read it, and see it as a template. */
export const ProjectSharedWithOrganisation = defineEvent("ProjectSharedWithOrganisation", { projectId: Schema.Int, orgId: Schema.Int })
export const ProjectUnsharedWithOrganisation = defineEvent("ProjectUnsharedWithOrganisation", { projectId: Schema.Int, orgId: Schema.Int })

export const projectEvents = [
  ProjectCreated,
  ProjectRenamed,
  ProjectDescriptionChanged,
  ProjectIfcSchemaChanged,
  ProjectSharingWithAllChanged,
  ProjectTypeChanged,
  ProjectOwnershipChanged,
  ProjectDeleted,
  ProjectPermissionGranted,
  ProjectPermissionRevoked,
  ProjectSharedWithOrganisation,
  ProjectUnsharedWithOrganisation,
] as const
