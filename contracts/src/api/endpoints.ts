/**
 * @module The catalogue of every endpoint of the 1.2 API: method, path, parameters, body, answer and error
 * statuses. The OpenAPI document is generated from it, and a system test calls each entry. The exports and
 * documents are in export-endpoints.ts; the entry's shape and the helpers that write entries in endpoint-kit.ts.
 */
import { Schema } from "effect"
import { choice, type Endpoint, flag, id, type QueryParam, READ_ERRORS, WRITE_ERRORS } from "./endpoint-kit"
import { EXPORT_FILE_MEDIA_TYPES, exportEndpoints } from "./export-endpoints"
import { versionEndpoints, withAsOf } from "./as-of-endpoints"

export type { Endpoint, QueryParam }
import { ActivityDto } from "../dto/activity-dto"
import { AuditVerificationDto } from "../dto/audit-dto"
import { CodeDto, StatusInfoDto } from "../dto/code-dto"
import { JobDto, JobSubmitted } from "../dto/job-dto"
import {
  ActivityAnswer,
  DeletedAnswer,
  ElementClassAnswer,
  ElementTypeAnswer,
  PropertyAnswer,
  CopyPropertiesAnswer,
  ClassPropertyAnswer,
  TypePropertyAnswer,
  MilestoneAnswer,
  PhaseAnswer,
  ProcessAnswer,
  ProjectAnswer,
  RoleAnswer,
} from "../dto/command-answer-dto"
import { MilestoneDto } from "../dto/milestone-dto"
import { PhaseDto } from "../dto/phase-dto"
import { ProcessDto } from "../dto/process-dto"
import { ProjectDto } from "../dto/project-dto"
import { RoleDto } from "../dto/role-dto"
import { ReferenceProjectDto, ReferenceProjectPreviewDto } from "../dto/reference-project-dto"
import { ElementClassDto } from "../dto/element-class-dto"
import { IfcEntityDto, IfcPropertyDto, IfcPropertySetDto } from "../dto/ifc-dto"
import { ElementTypeDto } from "../dto/element-type-dto"
import { ClassPropertyDto, PropertyDto, TypePropertyDto } from "../dto/property-dto"
import { ValueListAnswer, ValueListDto } from "../dto/value-list-dto"
import { RequirementAnswer, RequirementDiffDto, RequirementDto } from "../dto/requirement-dto"
import { DiffPointParam, ProjectDiffDto } from "../history/diff-dto"
import { CreateRequirementBody, PatchRequirementBody } from "../bodies/requirement-bodies"
import { listBodies } from "../bodies/catalogue-list-bodies"
import { LIST_KINDS, type ListKind, listKinds } from "../catalogue/list-kinds"
import { UPLOAD_MEDIA_TYPES } from "../catalogue/upload-media"
import { BSDD_MEDIA_TYPE } from "../catalogue/bsdd-dictionary"
import { listDtos } from "../dto/catalogue-list-dto"
import { CreateValueListBody, CreateValueListItemBody, PatchValueListBody, PatchValueListItemBody } from "../bodies/value-list-bodies"
import { AssignPropertyBody, CreatePropertyBody, PatchPropertyBody } from "../bodies/property-bodies"
import { CreateElementTypeBody, PatchElementTypeBody } from "../bodies/element-type-bodies"
import { IFC_VERSIONS } from "../ifc/ifc-versions"
import { CreateElementClassBody, PatchElementClassBody } from "../bodies/element-class-bodies"
import { CopyPropertiesBody, InstantiateElementClassBody, InstantiatePropertyBody } from "../bodies/instantiate-bodies"
import { AuthConfigDto } from "../dto/auth-config-dto"
import { LoginAnswerDto, UserDto, UserPermissionsDto } from "../dto/user-dto"
import { LiveNotification, LivePosition, LiveReady } from "../live/live-notification"
import { CopyActivityBody, CreateActivityBody, PatchActivityBody, ResequenceActivitiesBody } from "../bodies/activity-bodies"
import {
  ChangePasswordBody,
  LoginBody,
  MessageAnswer,
  PasswordResetBody,
  PasswordResetRequestBody,
  RefreshBody,
  RegisterBody,
  TokenBody,
} from "../bodies/auth-bodies"
import { GrantPermissionBody, ShareProjectBody } from "../bodies/permission-bodies"
import { JobActionBody } from "../bodies/job-bodies"
import {
  CreateOrganisationBody,
  CreateUserBody,
  OrganisationMemberBody,
  PatchOrganisationBody,
  PatchUserBody,
  UserAppAdminBody,
  UserImageBody,
  UserLicenceBody,
} from "../bodies/user-bodies"
import { OrganisationDto } from "../dto/organisation-dto"
import { EVENTS_TOPIC } from "../integration/cloud-event"
import { ASYNCAPI_PATH, EVENT_SCHEMA_PATH_TEMPLATE, EventTypeParam, SchemaFileParam } from "../integration/integration-paths"
import { ClientLogBody, MAX_ENTRIES_PER_POST, MAX_ENTRY_BYTES } from "../ops/client-log"
import { ProjectPermissionDto, ProjectSharesDto } from "../dto/permission-dto"
import { CopyMilestoneBody, CreateMilestoneBody, PatchMilestoneBody, ResequenceMilestonesBody } from "../bodies/milestone-bodies"
import { CreatePhaseBody } from "../bodies/phase-bodies"
import { CopyProcessBody, CreateProcessBody, PatchProcessBody, ResequenceProcessesBody } from "../bodies/process-bodies"
import { CopyProjectBody, CreateProjectBody, PatchProjectBody } from "../bodies/project-bodies"
import { CopyRoleBody, CreateRoleBody, PatchRoleBody } from "../bodies/role-bodies"

const statistics = flag("statistics", "Adds the *_count fields.")
const cascade = flag("cascade", "Also delete the content (both readings of the spec: refused when not empty, or cascade on request).")

/** Free text of at most 100 characters (infra/http/validation.ts `queryText`). */
const text = (name: string, description: string): QueryParam => ({ name, type: "string", description, maxLength: 100 })
const ifcVersion: QueryParam = { name: "ifc_version", type: "string", description: "The IFC version searched.", enum: [...IFC_VERSIONS], required: true }
const ifcSearch: QueryParam[] = [
  ifcVersion,
  text("q", "Part of the name, any case; names starting with it come first (the prefixes Ifc, Pset_ and Qto_ are ignored). Empty: all."),
  { name: "limit", type: "integer", description: "At most this many rows (default 20).", maximum: 100 },
]
const ifcSetFilter = [
  text("entity", "Only the sets applicable to this entity (any case), its supertypes or its type object (unknown: 400 UNKNOWN_IFC_NAME)."),
  text("predefined_type", "With entity: also the sets for this predefined type (IfcSensor/HEATSENSOR)."),
  choice("kind", ["PSET", "QTO"], "Only property sets or only quantity sets."),
]

/** The IFC pickers' searches: the shipped IFC knowledge, the same for every reader. */
const ifcPickerEndpoints = (): Endpoint[] => [
  {
    method: "get", path: "/1.2/profile/ifc/entities", summary: "IFC entities of a version matching a search (the entity picker): instantiable ones unless abstract=true", tag: "IFC", auth: true,
    query: [...ifcSearch, text("under", "Only this entity and its subtypes (an entity the version does not know: 400 UNKNOWN_IFC_NAME), e.g. IfcElement, or IfcTypeObject for element class types (default IfcObjectDefinition)."), flag("abstract", "Abstract entities too.")],
    answer: list(IfcEntityDto), status: 200, errors: READ_ERRORS,
  },
  { method: "get", path: "/1.2/profile/ifc/property_sets", summary: "Standard property and quantity sets of a version matching a search (the Pset picker)", tag: "IFC", auth: true, query: [...ifcSearch, ...ifcSetFilter], answer: list(IfcPropertySetDto), status: 200, errors: READ_ERRORS },
  {
    method: "get", path: "/1.2/profile/ifc/properties", summary: "Properties of the standard sets of a version matching a search, with their IFC data type (the property picker)", tag: "IFC", auth: true,
    query: [...ifcSearch, text("pset", "Only the properties of this standard set (any case; unknown: 400 UNKNOWN_IFC_NAME)."), ...ifcSetFilter],
    answer: list(IfcPropertyDto), status: 200, errors: READ_ERRORS,
  },
]

const list = (schema: Schema.Top) => Schema.Array(schema as never)

const crud = (
  tag: string,
  path: string,
  prefix: string,
  shapes: { dto: Schema.Top; oneDto?: Schema.Top; answer: Schema.Top; create: Schema.Top; patch: Schema.Top; copy?: Schema.Top; resequence?: Schema.Top; listQuery: readonly QueryParam[]; oneQuery?: readonly QueryParam[] },
): Endpoint[] => [
  { method: "get", path, summary: `List ${tag}`, tag, auth: true, query: shapes.listQuery, answer: list(shapes.dto), status: 200, errors: READ_ERRORS },
  { method: "get", path: `${path}/{id}`, summary: `One ${tag} entry`, tag, auth: true, query: shapes.oneQuery ?? [], answer: shapes.oneDto ?? shapes.dto, status: 200, errors: READ_ERRORS },
  { method: "post", path, summary: `Create`, tag, auth: true, body: shapes.create, answer: shapes.answer, status: 201, errors: WRITE_ERRORS },
  { method: "patch", path: `${path}/{id}`, summary: `Edit (only the fields sent)`, tag, auth: true, body: shapes.patch, answer: shapes.answer, status: 200, errors: WRITE_ERRORS },
  ...(shapes.resequence
    ? [{ method: "patch", path, summary: "Resequence: a list of id and sequence pairs (optionally moving to another parent)", tag, auth: true, body: shapes.resequence, answer: list(shapes.answer), status: 200, errors: WRITE_ERRORS } as const]
    : []),
  { method: "delete", path: `${path}/{id}`, summary: "Delete", tag, auth: true, query: tag === "Milestones" ? [cascade] : [], answer: DeletedAnswer(`${prefix}_id`), status: 200, errors: WRITE_ERRORS },
  ...(shapes.copy
    ? [{ method: "post", path: `${path}/{id}/copy`, summary: "Copy (same project) or import (target in another project) with all content", tag, auth: true, body: shapes.copy, answer: shapes.answer, status: 201, errors: WRITE_ERRORS } as const]
    : []),
]

/** A catalogue list kind's endpoints (list-kinds.ts): the list's CRUD and its items'. */
const catalogueListEndpoints = (kind: ListKind): Endpoint[] => {
  const { prefix, itemPrefix, path, tag, key } = listKinds[kind]
  const base = `/1.2/profile/${path}`
  const dtos = listDtos[kind]
  const bodies = listBodies[kind]
  const item = `${base}/{id}/items/{${itemPrefix}_id}`
  return [
    ...crud(tag, base, prefix, {
      dto: dtos.list, oneDto: dtos.one, answer: dtos.listAnswer, create: bodies.createList, patch: bodies.patchList,
      listQuery: [id(`${prefix}_pro_id`, "Only this project's lists."), choice("sort", ["name_asc", "name_desc"], "By name, A–Z (default) or Z–A.")],
    }),
    { method: "post", path: `${base}/{id}/items`, summary: `Add an item (its ${key} unique in the list, any case)`, tag, auth: true, body: bodies.createItem, answer: dtos.itemAnswer, status: 201, errors: WRITE_ERRORS },
    { method: "patch", path: item, summary: "Edit an item (only the fields sent)", tag, auth: true, body: bodies.patchItem, answer: dtos.itemAnswer, status: 200, errors: WRITE_ERRORS },
    { method: "delete", path: item, summary: kind === "classification" ? "Remove an item (one with items under it stays)" : "Remove an item", tag, auth: true, answer: DeletedAnswer(`${itemPrefix}_id`), status: 200, errors: WRITE_ERRORS },
    ...(kind === "classification"
      ? [
          {
            method: "post", path: `${base}/{id}/items/upload`, tag, auth: true, upload: UPLOAD_MEDIA_TYPES, answer: JobSubmitted, status: 201, errors: WRITE_ERRORS,
            summary: "Upload items as a CSV (comma or semicolon separated, UTF-8) or XLSX file (at most 20 MB) with the header row code,name,long_name,description,parent_code (code and name needed): the job created (201; GET /1.2/profile/jobs/{job_id}) reads and checks the whole file and then adds new codes and changes known ones — or fails with the line and the reason, storing nothing",
          } as const,
        ]
      : []),
  ]
}

export const endpoints: readonly Endpoint[] = withAsOf([
  { method: "get", path: "/status/info", summary: "API version and default project", tag: "Status", auth: false, answer: StatusInfoDto, status: 200, errors: [] },
  { method: "get", path: "/1.2/status/info", summary: "API version and default project (the same answer under the versioned base)", tag: "Status", auth: false, answer: StatusInfoDto, status: 200, errors: [] },
  { method: "get", path: "/1.2/openapi.json", summary: "This document", tag: "Status", auth: false, answer: Schema.Unknown, status: 200, errors: [] },
  {
    method: "get", path: ASYNCAPI_PATH, tag: "Integration", auth: false, answer: Schema.Unknown, status: 200, errors: [],
    summary: `The AsyncAPI 3.0.0 document of the events downstream systems read from Kafka (topic ${EVENTS_TOPIC}, docs/kafka.md): one message per event type, each a CloudEvents 1.0 envelope whose data is that event's schema`,
  },
  {
    method: "get", path: EVENT_SCHEMA_PATH_TEMPLATE, tag: "Integration", auth: false, answer: Schema.Unknown, status: 200, errors: [400, 404],
    pathParams: { type: EventTypeParam, file: SchemaFileParam },
    summary:
      "The JSON Schema (draft 2020-12) of an event's data, the URL a CloudEvent's dataschema names (…/{type}/v{version}.json). Only the current version of each type is published and served: " +
      "404 for an unknown type or another version, 400 for a type or version of the wrong form",
  },
  {
    method: "get", path: "/1.2/audit/verify", tag: "Audit", auth: true, answer: AuditVerificationDto, status: 200, errors: [401],
    summary:
      "Checks the tamper evidence of the whole event log (docs/audit.md): every stream's hash chain, reporting the first broken link of each broken stream " +
      "(streams and positions, no content). App admins and holders of the project role auditor on at least one project; else 401 AUTH_PRO. Takes seconds on a large log.",
  },
  { method: "post", path: "/1.2/auth/login", summary: "Log in: with {usr_email, usr_pw}, or with the identity provider's {code, session_state, redirect_uri, code_verifier}. Throttled per account and address (429).", tag: "Auth", auth: false, body: LoginBody, answer: LoginAnswerDto, status: 200, errors: [400, 401, 429] },
  { method: "post", path: "/1.2/auth/refresh", summary: "Exchange a refresh token for new tokens; refresh tokens rotate, and reusing one revokes its whole family", tag: "Auth", auth: false, body: RefreshBody, answer: LoginAnswerDto, status: 200, errors: [400, 401] },
  {
    method: "post", path: "/1.2/client-log", tag: "Operations", auth: false, body: ClientLogBody, answer: Schema.Void, status: 204, errors: [400, 429],
    summary:
      `Client log forwarding (spec §7): the app's warnings and errors, each with its arguments, written to the server's log with the call's X-Correlation-Id and counted in /metrics. ` +
      `Open (errors before sign-in happen); a bearer token, when sent and valid, names the user. At most ${MAX_ENTRIES_PER_POST} entries of ${MAX_ENTRY_BYTES} bytes each (400 CLIENT_LOG_ENTRY_TOO_LARGE); ` +
      "values of keys naming credentials (authorization, token, password …) and bearer tokens in texts are logged as [redacted]. " +
      "Rate-limited per user, or per address without a valid token: 429 CLIENT_LOG_RATE with Retry-After (seconds). 204 without a body.",
  },
  { method: "get", path: "/1.2/auth/logout", summary: "Log out: revokes the session's refresh tokens when a token is sent", tag: "Auth", auth: false, answer: MessageAnswer, status: 200, errors: [] },
  { method: "get", path: "/1.2/auth/config", summary: "Login configuration: identity provider addresses (from discovery) and login methods", tag: "Auth", auth: false, answer: AuthConfigDto, status: 200, errors: [] },
  { method: "post", path: "/1.2/auth/register", summary: "Register an account; an activation mail links to /activate/{token}. The same answer whether or not the e-mail is registered.", tag: "Auth", auth: false, body: RegisterBody, answer: MessageAnswer, status: 201, errors: [400, 429] },
  { method: "patch", path: "/1.2/auth/register", summary: "Activate a registered account with the token of its mail", tag: "Auth", auth: false, body: TokenBody, answer: MessageAnswer, status: 200, errors: [400] },
  { method: "post", path: "/1.2/auth/password/reset", summary: "Request a password reset; a mail links to /password-reset/{token}. The same answer whether or not the e-mail is registered.", tag: "Auth", auth: false, body: PasswordResetRequestBody, answer: MessageAnswer, status: 200, errors: [400, 429] },
  { method: "patch", path: "/1.2/auth/password/reset", summary: "Set a new password with the token of the reset (or invitation) mail", tag: "Auth", auth: false, body: PasswordResetBody, answer: MessageAnswer, status: 200, errors: [400] },
  { method: "patch", path: "/1.2/auth/password", summary: "Change one's own password (the current one is needed)", tag: "Auth", auth: true, body: ChangePasswordBody, answer: MessageAnswer, status: 200, errors: [400, 401, 429] },
  {
    method: "get", path: "/1.2/user/users", summary: "The users the caller may read: all for an app admin, else the caller and the members of their organisations; ?usr_email= looks one up (admins of a project or organisation only)", tag: "Users", auth: true,
    query: [{ name: "usr_email", type: "string", description: "Only the user with this e-mail (case-insensitive)." }],
    answer: list(UserDto), status: 200, errors: [400, 401],
  },
  {
    method: "get", path: "/1.2/user/users/{id}", summary: "One user (oneself, a member of one's organisations, or anyone for an app admin; else 401 AUTH_PRO)", tag: "Users", auth: true,
    query: [flag("partial", "Only the permission lists: usr_org_admin, usr_org_emp, usr_org_pl, usr_pro_admin, usr_pro_read, usr_pro_write, usr_pro_auditor, usr_app_admin.")],
    answer: Schema.Union([UserDto, UserPermissionsDto]), status: 200, errors: READ_ERRORS,
  },
  { method: "get", path: "/1.2/user/users/{id}/img", summary: "The user's picture (image/jpeg or image/png)", tag: "Users", auth: true, query: [{ name: "access_token", type: "string", description: "The access token, for an <img> which cannot send an Authorization header." }], answer: Schema.Unknown, media: ["image/jpeg", "image/png"], status: 200, errors: READ_ERRORS },
  { method: "post", path: "/1.2/user/users", summary: "Invite a new person (app admin, or admin of org_id; licence needed); refused when the e-mail exists. A mail links to /password-reset/{token}. At most BIMP_INVITATIONS_PER_HOUR per inviter and hour (429 INVITE_LIMIT).", tag: "Users", auth: true, body: CreateUserBody, answer: UserDto, status: 201, errors: [400, 401, 409, 429] },
  { method: "patch", path: "/1.2/user/users/{id}", summary: "Change names (oneself or an app admin)", tag: "Users", auth: true, body: PatchUserBody, answer: UserDto, status: 200, errors: WRITE_ERRORS },
  { method: "delete", path: "/1.2/user/users/{id}", summary: "Delete a user (oneself or an app admin): personal projects go, organisation projects stay; personal data is erased (crypto-shredding)", tag: "Users", auth: true, answer: DeletedAnswer("usr_id"), status: 200, errors: WRITE_ERRORS },
  { method: "patch", path: "/1.2/user/users/{id}/img", summary: "Set the picture: {usr_image_url} a data URL of a JPEG or PNG up to 1 MB, or null", tag: "Users", auth: true, body: UserImageBody, answer: UserDto, status: 200, errors: [400, 401, 404, 413] },
  { method: "patch", path: "/1.2/user/users/{id}/license", summary: "Grant or withdraw the pro licence (app admin)", tag: "Users", auth: true, body: UserLicenceBody, answer: UserDto, status: 200, errors: WRITE_ERRORS },
  { method: "patch", path: "/1.2/user/users/{id}/admin", summary: "Make or unmake an app admin (app admin)", tag: "Users", auth: true, body: UserAppAdminBody, answer: UserDto, status: 200, errors: WRITE_ERRORS },
  { method: "get", path: "/1.2/user/organisations", summary: "Organisations: all for an app admin, else the caller's", tag: "Organisations", auth: true, answer: list(OrganisationDto), status: 200, errors: [401] },
  { method: "get", path: "/1.2/user/organisations/{id}", summary: "One organisation with its members (members and app admins)", tag: "Organisations", auth: true, answer: OrganisationDto, status: 200, errors: READ_ERRORS },
  { method: "post", path: "/1.2/user/organisations", summary: "Create an organisation; the creator becomes its admin (licence needed)", tag: "Organisations", auth: true, body: CreateOrganisationBody, answer: OrganisationDto, status: 201, errors: [400, 401, 409] },
  { method: "patch", path: "/1.2/user/organisations/{id}", summary: "Rename or describe (organisation admin)", tag: "Organisations", auth: true, body: PatchOrganisationBody, answer: OrganisationDto, status: 200, errors: WRITE_ERRORS },
  { method: "delete", path: "/1.2/user/organisations/{id}", summary: "Delete an organisation without projects (organisation admin)", tag: "Organisations", auth: true, answer: DeletedAnswer("org_id"), status: 200, errors: WRITE_ERRORS },
  { method: "post", path: "/1.2/user/organisations/{id}/members", summary: "Add a registered person by e-mail with roles admin, pl, emp (at least one), or change their roles (organisation admin, licence needed)", tag: "Organisations", auth: true, body: OrganisationMemberBody, answer: OrganisationDto, status: 200, errors: WRITE_ERRORS },
  { method: "delete", path: "/1.2/user/organisations/{id}/members/{usr_id}", summary: "Remove a member (organisation admin, or oneself)", tag: "Organisations", auth: true, answer: OrganisationDto, status: 200, errors: WRITE_ERRORS },
  {
    method: "get", path: "/1.2/live",
    summary: "Live updates (Server-Sent Events): one message per changed project and step of the read models, sent after they committed; " +
      "id = position (resume with Last-Event-ID or since), `event: ready` once live, `: ping` every 15 s. kinds null and project_id null: everything may have changed. " +
      "`event: job` messages (no id) carry a job's progress (contracts/src/live/job-notice.ts) to its starter and the readers of its project.",
    tag: "Live", auth: true,
    query: [
      { ...id("since", "Replay what changed after this position first (a reconnecting browser sends Last-Event-ID instead, which wins)."), schema: LivePosition },
      { name: "access_token", type: "string", description: "The access token, for EventSource which cannot send an Authorization header." },
    ],
    answer: LiveNotification, status: 200, errors: [400, 401], stream: true, namedEvents: { ready: LiveReady },
  },
  { method: "get", path: "/1.2/profile/projects", summary: "List projects", tag: "Projects", auth: true, query: [statistics], answer: list(ProjectDto), status: 200, errors: READ_ERRORS },
  {
    method: "get", path: "/1.2/profile/projects/{id}", summary: "One project", tag: "Projects", auth: true,
    query: [statistics, choice("nested", ["processes", "phases", "phases-processes"], "Nest processes, phases with milestones, or phases with milestones and processes.")],
    answer: ProjectDto, status: 200, errors: READ_ERRORS,
  },
  { method: "post", path: "/1.2/profile/projects", summary: "Create an empty project (with its four phases)", tag: "Projects", auth: true, body: CreateProjectBody, answer: ProjectAnswer, status: 201, errors: WRITE_ERRORS },
  { method: "patch", path: "/1.2/profile/projects/{id}", summary: "Edit a project", tag: "Projects", auth: true, body: PatchProjectBody, answer: ProjectAnswer, status: 200, errors: WRITE_ERRORS },
  { method: "delete", path: "/1.2/profile/projects/{id}", summary: "Delete a project", tag: "Projects", auth: true, answer: DeletedAnswer("pro_id"), status: 200, errors: WRITE_ERRORS },
  { method: "post", path: "/1.2/profile/projects/{id}/copy", summary: "Copy a project (also: create from the reference project or a template)", tag: "Projects", auth: true, body: CopyProjectBody, answer: ProjectAnswer, status: 201, errors: WRITE_ERRORS },
  { method: "get", path: "/1.2/profile/projects/{id}/permissions", summary: "Who holds which roles on the project (project admin; licence needed)", tag: "Permissions", auth: true, answer: list(ProjectPermissionDto), status: 200, errors: READ_ERRORS },
  { method: "post", path: "/1.2/profile/projects/{id}/permissions", summary: "Give a registered person roles (admin, write, auditor, read; at least one) by e-mail (project admin; licence needed). An auditor reads everything a reader does plus the project's history, and changes nothing. Nobody grants themselves.", tag: "Permissions", auth: true, body: GrantPermissionBody, answer: ProjectPermissionDto, status: 201, errors: WRITE_ERRORS },
  { method: "delete", path: "/1.2/profile/projects/{id}/permissions/{usr_id}", summary: "Revoke a person's roles (project admin, or oneself; licence needed)", tag: "Permissions", auth: true, answer: DeletedAnswer("usr_id"), status: 200, errors: WRITE_ERRORS },
  { method: "get", path: "/1.2/profile/projects/{id}/shares", summary: "With whom the project is shared: all users (pro_access_all) and organisations (project admin; licence needed)", tag: "Permissions", auth: true, answer: ProjectSharesDto, status: 200, errors: READ_ERRORS },
  { method: "post", path: "/1.2/profile/projects/{id}/shares", summary: "Share with an organisation (by org_id, or a member's usr_email); it appears there as a template (project admin; licence needed)", tag: "Permissions", auth: true, body: ShareProjectBody, answer: ProjectSharesDto, status: 201, errors: WRITE_ERRORS },
  { method: "delete", path: "/1.2/profile/projects/{id}/shares/{org_id}", summary: "Stop sharing with an organisation (project admin; licence needed)", tag: "Permissions", auth: true, answer: ProjectSharesDto, status: 200, errors: WRITE_ERRORS },
  {
    method: "get", path: "/1.2/reference/projects", tag: "Reference projects", auth: true, answer: list(ReferenceProjectDto), status: 200, errors: [400, 401],
    summary: "The provider's reference projects (readable by everyone signed in; only app admins make them), the provider's default first, then by name, each with the size of its plan and of its data catalogue",
  },
  {
    method: "get", path: "/1.2/reference/projects/{id}", tag: "Reference projects", auth: true, answer: ReferenceProjectPreviewDto, status: 200, errors: READ_ERRORS,
    summary: "Preview of one reference project: its phases, milestones and processes in order, its roles, its data catalogue in figures, and what a project created from it (POST /1.2/profile/projects/{id}/copy) copies and inherits. A project that is no reference project is answered as an unknown one (404)",
  },
  { method: "get", path: "/1.2/profile/phases", summary: "List phases", tag: "Phases", auth: true, query: [id("pha_pro_id", "Only this project's phases."), statistics, choice("nested", ["milestones", "milestones-processes"], "Nest milestones (and their processes).")], answer: list(PhaseDto), status: 200, errors: READ_ERRORS },
  { method: "get", path: "/1.2/profile/phases/{id}", summary: "One phase", tag: "Phases", auth: true, query: [statistics, choice("nested", ["milestones", "milestones-processes"], "Nest milestones (and their processes).")], answer: PhaseDto, status: 200, errors: READ_ERRORS },
  { method: "post", path: "/1.2/profile/phases", summary: "Add a phase (a phase code at most once per project)", tag: "Phases", auth: true, body: CreatePhaseBody, answer: PhaseAnswer, status: 201, errors: WRITE_ERRORS },
  { method: "delete", path: "/1.2/profile/phases/{id}", summary: "Remove a phase", tag: "Phases", auth: true, query: [cascade], answer: DeletedAnswer("pha_id"), status: 200, errors: WRITE_ERRORS },
  ...crud("Milestones", "/1.2/profile/milestones", "mst", {
    dto: MilestoneDto, answer: MilestoneAnswer, create: CreateMilestoneBody, patch: PatchMilestoneBody, copy: CopyMilestoneBody, resequence: ResequenceMilestonesBody,
    listQuery: [id("mst_pro_id", "Only this project's milestones."), id("mst_pha_id", "Only this phase's milestones."), choice("nested", ["processes", "activities"], "Nest processes (and their activities)."), statistics],
    oneQuery: [choice("nested", ["processes", "activities"], "Nest processes (and their activities)."), statistics],
  }),
  ...crud("Processes", "/1.2/profile/processes", "prc", {
    dto: ProcessDto, answer: ProcessAnswer, create: CreateProcessBody, patch: PatchProcessBody, copy: CopyProcessBody, resequence: ResequenceProcessesBody,
    listQuery: [id("prc_pro_id", "Only this project's processes."), id("prc_mst_id", "Only this milestone's processes."), { name: "prc_name", type: "string", description: "With prc_mst_id: is this name used in the milestone?" }, choice("nested", ["activities"], "Nest activities."), statistics],
    oneQuery: [choice("nested", ["activities"], "Nest activities."), statistics],
  }),
  ...crud("Activities", "/1.2/profile/activities", "act", {
    dto: ActivityDto, answer: ActivityAnswer, create: CreateActivityBody, patch: PatchActivityBody, copy: CopyActivityBody, resequence: ResequenceActivitiesBody,
    listQuery: [id("act_prc_id", "Only this process's activities."), id("act_pro_id", "Only this project's activities.")],
  }),
  ...crud("Roles", "/1.2/profile/roles_project", "rop", {
    dto: RoleDto, answer: RoleAnswer, create: CreateRoleBody, patch: PatchRoleBody, copy: CopyRoleBody,
    listQuery: [id("rop_pro_id", "Only this project's roles.")],
  }),
  ...crud("Element classes", "/1.2/profile/element_classes", "elc", {
    dto: ElementClassDto, answer: ElementClassAnswer, create: CreateElementClassBody, patch: PatchElementClassBody,
    listQuery: [
      id("elc_pro_id", "Only this project's element classes."),
      choice("sort", ["name_asc", "name_desc"], "By name, A–Z (default) or Z–A."),
      choice("filter", ["project", "all", "problems"], "project: the project's own classes (not those inherited from its reference project); all (default); problems: only classes whose IFC mapping has an error in some version."),
    ],
  }),
  ...crud("Element class types", "/1.2/profile/element_types", "elt", {
    dto: ElementTypeDto, answer: ElementTypeAnswer, create: CreateElementTypeBody, patch: PatchElementTypeBody,
    listQuery: [id("elt_pro_id", "Only this project's element class types."), choice("sort", ["name_asc", "name_desc"], "By name, A–Z (default) or Z–A.")],
  }),
  ...crud("Properties", "/1.2/profile/properties", "pty", {
    dto: PropertyDto, answer: PropertyAnswer, create: CreatePropertyBody, patch: PatchPropertyBody,
    listQuery: [id("pty_pro_id", "Only this project's properties."), choice("sort", ["name_asc", "name_desc"], "By name, A–Z (default) or Z–A.")],
  }),
  { method: "post", path: "/1.2/profile/element_classes/{id}/instantiate", summary: "Instantiate a class of the project's reference project locally: a local copy (elc_origin inherited, elc_origin_id the original) with its type, its properties (those of the classes above it too) and their value lists, each reused when the project has a copy of it already or one of the same name; a class copied before answers that copy", tag: "Element classes", auth: true, body: InstantiateElementClassBody, answer: ElementClassAnswer, status: 201, errors: WRITE_ERRORS },
  { method: "post", path: "/1.2/profile/properties/{id}/instantiate", summary: "Instantiate a property of the project's reference project locally: a local copy (pty_origin inherited) with its value list; a property copied before answers that copy", tag: "Properties", auth: true, body: InstantiatePropertyBody, answer: PropertyAnswer, status: 201, errors: WRITE_ERRORS },
  { method: "post", path: "/1.2/profile/properties/copy", summary: "The property copy wizard: properties of the classes' project, its reference project or any project the caller may read, given to element classes of one project in one step — another project's as the project's own (with their value lists), the reference project's as local copies, each reused when the project has it already; a class that has a property already, or cannot take a typing property, is passed over (skipped, with the reason)", tag: "Properties", auth: true, body: CopyPropertiesBody, answer: CopyPropertiesAnswer, status: 201, errors: WRITE_ERRORS },
  { method: "get", path: "/1.2/profile/element_classes/{id}/properties", summary: "The class's properties: its own and those inherited from the classes above it (marked), each with its problems on the class's entity", tag: "Element classes", auth: true, answer: list(ClassPropertyDto), status: 200, errors: READ_ERRORS },
  { method: "post", path: "/1.2/profile/element_classes/{id}/properties", summary: "Assign a property of the class's project (at most one typing property, and only with an element class type)", tag: "Element classes", auth: true, body: AssignPropertyBody, answer: ClassPropertyAnswer, status: 201, errors: WRITE_ERRORS },
  { method: "get", path: "/1.2/profile/element_types/{id}/properties", summary: "The type's properties, each with its problems on the type's entity", tag: "Element class types", auth: true, answer: list(TypePropertyDto), status: 200, errors: READ_ERRORS },
  { method: "post", path: "/1.2/profile/element_types/{id}/properties", summary: "Assign a property of the type's project (once per type)", tag: "Element class types", auth: true, body: AssignPropertyBody, answer: TypePropertyAnswer, status: 201, errors: WRITE_ERRORS },
  { method: "delete", path: "/1.2/profile/element_types/{id}/properties/{pty_id}", summary: "Remove a property from the type", tag: "Element class types", auth: true, answer: TypePropertyAnswer, status: 200, errors: WRITE_ERRORS },
  { method: "delete", path: "/1.2/profile/element_classes/{id}/properties/{pty_id}", summary: "Remove a property the class has itself (an inherited one is removed where it is assigned)", tag: "Element classes", auth: true, answer: ClassPropertyAnswer, status: 200, errors: WRITE_ERRORS },
  ...crud("Value lists", "/1.2/profile/value_lists", "vls", {
    dto: ValueListDto, answer: ValueListAnswer, create: CreateValueListBody, patch: PatchValueListBody,
    listQuery: [id("vls_pro_id", "Only this project's value lists."), choice("sort", ["name_asc", "name_desc"], "By name, A–Z (default) or Z–A.")],
  }),
  { method: "post", path: "/1.2/profile/value_lists/{id}/items", summary: "Add a value to the list (names unique in the list, any case)", tag: "Value lists", auth: true, body: CreateValueListItemBody, answer: ValueListAnswer, status: 201, errors: WRITE_ERRORS },
  { method: "patch", path: "/1.2/profile/value_lists/{id}/items/{vli_id}", summary: "Edit a value of the list", tag: "Value lists", auth: true, body: PatchValueListItemBody, answer: ValueListAnswer, status: 200, errors: WRITE_ERRORS },
  { method: "delete", path: "/1.2/profile/value_lists/{id}/items/{vli_id}", summary: "Remove a value from the list", tag: "Value lists", auth: true, answer: ValueListAnswer, status: 200, errors: WRITE_ERRORS },
  ...LIST_KINDS.flatMap(catalogueListEndpoints),
  {
    method: "post", path: "/1.2/profile/projects/{id}/bsdd", tag: "Projects", auth: true, upload: [BSDD_MEDIA_TYPE], answer: JobSubmitted, status: 201, errors: WRITE_ERRORS,
    summary: "Import a buildingSMART Data Dictionary in bSDD's JSON import model (at most 20 MB) into the project's catalogue: the job created (201; GET /1.2/profile/jobs/{job_id}) checks the whole file, then creates value lists for properties with allowed values, the properties (a Pset_* set: predefined, else user-defined), element classes for classes of type Class (mapped to the IFC entities they relate to, where the version knows them), their properties, and the dictionary as a classification system — reusing what the project has by name; a file it cannot take fails the job with the reason, storing nothing",
  },
  ...exportEndpoints,
  {
    method: "get", path: "/1.2/profile/projects/{id}/diff", tag: "Projects", auth: true, answer: ProjectDiffDto, status: 200, errors: READ_ERRORS,
    summary:
      "What differs in the project between two points: its items added, removed and changed (each changed field before → after), each classified major " +
      "(a model check could turn from pass to fail: a new required requirement or facet, a restriction narrowed, an IFC mapping changed, a value removed …) " +
      "or minor (names, descriptions, texts, the structure, requirements removed, restrictions widened), with a summary; docs/audit.md \"Diff\" has the rules. " +
      "Only the project's own items (its reference project's change in that project's diff). For everyone who may read the project. " +
      "A point before the project existed, or a published version it does not have, is a 404 naming the parameter. " +
      "Two milestones' or activities' requirements: GET /1.2/profile/requirements/diff",
    query: [
      { name: "from", type: "string", required: true, schema: DiffPointParam, description: "The point compared from: a position of the log (an integer ≥ 1), an ISO 8601 time (a date alone: the end of that day, UTC), a published version (v3) or now." },
      { name: "to", type: "string", schema: DiffPointParam, description: "The point compared to, written as from; now (the working state) when left out." },
    ],
  },
  {
    method: "get", path: "/1.2/profile/requirements/diff", tag: "Requirements", auth: true, answer: RequirementDiffDto, status: 200, errors: READ_ERRORS,
    summary: "What differs between the requirements of two activities (from_act_id, to_act_id) or two milestones (from_mst_id, to_mst_id: all their activities' requirements): added, removed, changed — matched by element class, else by name",
    query: [
      id("from_act_id", "The activity compared from."), id("to_act_id", "The activity compared to."),
      id("from_mst_id", "The milestone compared from (instead of activities)."), id("to_mst_id", "The milestone compared to."),
    ],
  },
  ...crud("Requirements", "/1.2/profile/requirements", "req", {
    dto: RequirementDto, answer: RequirementAnswer, create: CreateRequirementBody, patch: PatchRequirementBody,
    listQuery: [{ ...id("req_act_id", "The activity whose requirements are listed (in the order added)."), required: true }],
  }),
  ...ifcPickerEndpoints(),
  { method: "get", path: "/1.2/profile/codes", summary: "Code lists (role_project: the role types; phase_code; ifc_schema)", tag: "Codes", auth: true, query: [choice("cod_col_name", ["role_project", "phase_code", "ifc_schema"], "Which code list.")], answer: list(CodeDto), status: 200, errors: READ_ERRORS },
  { method: "get", path: "/1.2/profile/jobs/{id}", summary: "A job's state: queued, running (percent, message), completed (result), failed (reason) or cancelled (its starter, and readers of its project)", tag: "Jobs", auth: true, answer: JobDto, status: 200, errors: READ_ERRORS },
  {
    method: "get", path: "/1.2/profile/jobs/{id}/file", tag: "Jobs", auth: true, answer: Schema.Unknown, media: [...EXPORT_FILE_MEDIA_TYPES], status: 200, errors: READ_ERRORS,
    summary:
      "The file a completed export job built (POST /1.2/profile/exports), for the job's starter only: its bytes as the result's sha256 names them, with the result's media_type and a Content-Disposition attachment with its file_name. The one way to an export not kept as a document (kept: false, a reader's export); a kept one is the document's content too. 404 for anyone else, a job of another kind, or one not completed",
  },
  { method: "post", path: "/1.2/profile/jobs/{id}/cancel", summary: "Cancel a queued or running job (its starter; body {}); a running job stops at its next check", tag: "Jobs", auth: true, body: JobActionBody, answer: JobDto, status: 200, errors: WRITE_ERRORS },
  { method: "post", path: "/1.2/profile/jobs/{id}/retry", summary: "Queue a failed or cancelled job again (its starter; body {})", tag: "Jobs", auth: true, body: JobActionBody, answer: JobDto, status: 200, errors: WRITE_ERRORS },
  ...versionEndpoints,
])
