/** @module Domain errors → HTTP status and internal_code, in one table. */
import type { DomainErrorTag } from "@bimprofile/contracts/errors/domain-errors"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import type { ContentfulStatusCode } from "hono/utils/http-status"
import type { ConcurrencyConflict } from "../project/project-service"
import type { DomainError } from "@bimprofile/contracts/errors/domain-errors"

const table: Record<DomainErrorTag | "ConcurrencyConflict", { status: ContentfulStatusCode; code: string }> = {
  NameEmpty: { status: 400, code: "VALIDATION" },
  InvalidValue: { status: 400, code: "VALIDATION" },
  ForeignEntity: { status: 400, code: "FOREIGN_ENTITY" },
  NotFound: { status: 404, code: "NOT_FOUND" },
  ProjectDeleted: { status: 404, code: "PRO_DELETED" },
  RoleNameTaken: { status: 409, code: "NAME_TAKEN" },
  MilestoneNameTaken: { status: 409, code: "NAME_TAKEN" },
  ProcessNameTaken: { status: 409, code: "NAME_TAKEN" },
  ActivityNameTaken: { status: 409, code: "NAME_TAKEN" },
  RoleStillLinked: { status: 409, code: "ROLE_LINKED" },
  MilestoneNotEmpty: { status: 409, code: "MST_NOT_EMPTY" },
  PhaseNotEmpty: { status: 409, code: "PHA_NOT_EMPTY" },
  PhaseAlreadyExists: { status: 409, code: "PHA_EXISTS" },
  ConcurrencyConflict: { status: 409, code: "CONFLICT" },
  EmailTaken: { status: 409, code: "USR_EMAIL_TAKEN" },
  UserErased: { status: 404, code: "USR_DELETED" },
  OrganisationDeleted: { status: 404, code: "ORG_DELETED" },
  OrganisationNeedsAdmin: { status: 409, code: "ORG_NEEDS_ADMIN" },
  PersonalOrganisation: { status: 409, code: "ORG_PERSONAL" },
  OrganisationHasProjects: { status: 409, code: "ORG_HAS_PROJECTS" },
  NotMember: { status: 404, code: "NOT_MEMBER" },
  OwnAppAdmin: { status: 409, code: "OWN_APP_ADMIN" },
  LastAppAdmin: { status: 409, code: "LAST_APP_ADMIN" },
  ReferenceProject: { status: 409, code: "PRO_REFERENCE" },
  SelfGrant: { status: 409, code: "SELF_GRANT" },
  SharedAlready: { status: 409, code: "SHARED_ALREADY" },
  ElementClassNameTaken: { status: 409, code: "NAME_TAKEN" },
  ElementClassHasChildren: { status: 409, code: "ELC_HAS_CHILDREN" },
  ElementClassParentCycle: { status: 409, code: "ELC_PARENT_CYCLE" },
  ElementTypeNameTaken: { status: 409, code: "NAME_TAKEN" },
  ElementTypeInUse: { status: 409, code: "ELT_IN_USE" },
  PropertyNameTaken: { status: 409, code: "NAME_TAKEN" },
  PropertyInUse: { status: 409, code: "PTY_IN_USE" },
  PropertyAlreadyAssigned: { status: 409, code: "PTY_ASSIGNED" },
  TypingPropertyRule: { status: 409, code: "PTY_TYPING" },
  ValueListNameTaken: { status: 409, code: "NAME_TAKEN" },
  ValueNameTaken: { status: 409, code: "NAME_TAKEN" },
  ValueListInUse: { status: 409, code: "VLS_IN_USE" },
  ListNameTaken: { status: 409, code: "NAME_TAKEN" },
  ListItemTaken: { status: 409, code: "NAME_TAKEN" },
  ListItemHasChildren: { status: 409, code: "ITEM_HAS_CHILDREN" },
  ListItemParentCycle: { status: 409, code: "ITEM_PARENT_CYCLE" },
  ImportRefused: { status: 400, code: "IMPORT_INVALID" },
  RequirementClassTaken: { status: 409, code: "REQ_CLASS_TAKEN" },
  UsedByRequirements: { status: 409, code: "REQ_IN_USE" },
  PropertyNotOwn: { status: 409, code: "PTY_NOT_OWN" },
  ProfileImportConflict: { status: 409, code: "PROFILE_IMPORT_CONFLICT" },
  NothingToPublish: { status: 409, code: "NOTHING_TO_PUBLISH" },
}

export const toProblem = (error: DomainError | ConcurrencyConflict): HttpProblem => {
  const entry = table[error._tag]
  return new HttpProblem(entry.status, entry.code, error.message, "details" in error && error.details ? { ...error.details } : null)
}
