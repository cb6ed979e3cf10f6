/** @module Facts about a project itself: creation, its settings, deletion. */
import { Schema } from "effect"
import { defineEvent } from "../define-event"

export const ProjectCreated = defineEvent("ProjectCreated", {
  projectId: Schema.Number,
  name: Schema.String,
  desc: Schema.NullOr(Schema.String),
  orgId: Schema.NullOr(Schema.Number),
  personal: Schema.Boolean,
  typeCode: Schema.String,
  accessAll: Schema.Boolean,
  ifcSchemaId: Schema.Number,
  referenceProjectId: Schema.NullOr(Schema.Number),
  isTemplate: Schema.Boolean,
  /** Set when the project was created as a copy; its content follows as ordinary creation events. */
  copiedFromProjectId: Schema.NullOr(Schema.Number),
})
export type ProjectCreated = typeof ProjectCreated.Type

export const ProjectRenamed = defineEvent("ProjectRenamed", { projectId: Schema.Number, name: Schema.String })
export const ProjectDescriptionChanged = defineEvent("ProjectDescriptionChanged", {
  projectId: Schema.Number,
  desc: Schema.NullOr(Schema.String),
})
export const ProjectIfcSchemaChanged = defineEvent("ProjectIfcSchemaChanged", {
  projectId: Schema.Number,
  ifcSchemaId: Schema.Number,
})
export const ProjectSharingWithAllChanged = defineEvent("ProjectSharingWithAllChanged", {
  projectId: Schema.Number,
  accessAll: Schema.Boolean,
})
export const ProjectTypeChanged = defineEvent("ProjectTypeChanged", {
  projectId: Schema.Number,
  typeCode: Schema.String,
  isTemplate: Schema.Boolean,
})
export const ProjectOwnershipChanged = defineEvent("ProjectOwnershipChanged", {
  projectId: Schema.Number,
  orgId: Schema.NullOr(Schema.Number),
  personal: Schema.Boolean,
})
export const ProjectDeleted = defineEvent("ProjectDeleted", { projectId: Schema.Number })

export const projectEvents = [
  ProjectCreated,
  ProjectRenamed,
  ProjectDescriptionChanged,
  ProjectIfcSchemaChanged,
  ProjectSharingWithAllChanged,
  ProjectTypeChanged,
  ProjectOwnershipChanged,
  ProjectDeleted,
] as const
