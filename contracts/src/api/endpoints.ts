/**
 * @module The catalogue of every endpoint of the 1.2 API: method, path, parameters, body, answer and error
 * statuses. The OpenAPI document is generated from it, and a system test calls each entry.
 */
import { Schema } from "effect"
import { ActivityDto } from "../dto/activity-dto"
import { CodeDto, StatusInfoDto } from "../dto/code-dto"
import {
  ActivityAnswer,
  DeletedAnswer,
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
import { AuthConfigDto } from "../dto/auth-config-dto"
import { LoginAnswerDto, UserDto, UserPermissionsDto } from "../dto/user-dto"
import { ErrorBody } from "../errors/error-body"
import { LiveNotification } from "../live/live-notification"
import { CopyActivityBody, CreateActivityBody, PatchActivityBody, ResequenceActivitiesBody } from "../bodies/activity-bodies"
import { LoginBody } from "../bodies/auth-bodies"
import { CopyMilestoneBody, CreateMilestoneBody, PatchMilestoneBody, ResequenceMilestonesBody } from "../bodies/milestone-bodies"
import { CreatePhaseBody } from "../bodies/phase-bodies"
import { CopyProcessBody, CreateProcessBody, PatchProcessBody, ResequenceProcessesBody } from "../bodies/process-bodies"
import { CopyProjectBody, CreateProjectBody, PatchProjectBody } from "../bodies/project-bodies"
import { CopyRoleBody, CreateRoleBody, PatchRoleBody } from "../bodies/role-bodies"

export type QueryParam = { readonly name: string; readonly type: "integer" | "boolean" | "string"; readonly description: string; readonly enum?: readonly string[] }

export type Endpoint = {
  readonly method: "get" | "post" | "patch" | "delete"
  /** OpenAPI path template, e.g. /1.2/profile/milestones/{id}. */
  readonly path: string
  readonly summary: string
  readonly tag: string
  readonly auth: boolean
  readonly query?: readonly QueryParam[]
  readonly body?: Schema.Top
  readonly answer: Schema.Top
  /** The success status; 501 for a call that is routed but not available yet (`pending`). */
  readonly status: 200 | 201 | 501
  readonly errors: readonly number[]
  /** Answers a Server-Sent Events stream (text/event-stream) whose messages' data are `answer`. */
  readonly stream?: true
  /** Routed so the client gets a clear answer, but its backend comes later: 501 NOT_AVAILABLE. */
  readonly pending?: true
}

const id = (name: string, description: string): QueryParam => ({ name, type: "integer", description })
const flag = (name: string, description: string): QueryParam => ({ name, type: "boolean", description })
const choice = (name: string, values: readonly string[], description: string): QueryParam => ({ name, type: "string", description, enum: values })
const statistics = flag("statistics", "Adds the *_count fields.")
const cascade = flag("cascade", "Also delete the content (both readings of the spec: refused when not empty, or cascade on request).")

const READ_ERRORS = [400, 401, 404] as const
const PENDING = { tag: "Auth", auth: false, answer: ErrorBody, status: 501, errors: [400, 401], pending: true } as const
const WRITE_ERRORS = [400, 401, 404, 409] as const
const list = (schema: Schema.Top) => Schema.Array(schema as never)

const crud = (
  tag: string,
  path: string,
  prefix: string,
  shapes: { dto: Schema.Top; answer: Schema.Top; create: Schema.Top; patch: Schema.Top; copy?: Schema.Top; resequence?: Schema.Top; listQuery: readonly QueryParam[]; oneQuery?: readonly QueryParam[] },
): Endpoint[] => [
  { method: "get", path, summary: `List ${tag}`, tag, auth: true, query: shapes.listQuery, answer: list(shapes.dto), status: 200, errors: READ_ERRORS },
  { method: "get", path: `${path}/{id}`, summary: `One ${tag} entry`, tag, auth: true, query: shapes.oneQuery ?? [], answer: shapes.dto, status: 200, errors: READ_ERRORS },
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

export const endpoints: readonly Endpoint[] = [
  { method: "get", path: "/status/info", summary: "API version and default project", tag: "Status", auth: false, answer: StatusInfoDto, status: 200, errors: [] },
  { method: "get", path: "/1.2/status/info", summary: "API version and default project (the same answer under the versioned base)", tag: "Status", auth: false, answer: StatusInfoDto, status: 200, errors: [] },
  { method: "get", path: "/1.2/openapi.json", summary: "This document", tag: "Status", auth: false, answer: Schema.Unknown, status: 200, errors: [] },
  { method: "post", path: "/1.2/auth/login", summary: "Log in with e-mail and password", tag: "Auth", auth: false, body: LoginBody, answer: LoginAnswerDto, status: 200, errors: [400, 401] },
  { method: "post", path: "/1.2/auth/refresh", summary: "Exchange a refresh token for new tokens", tag: "Auth", auth: false, body: Schema.Struct({ refresh_token: Schema.String }), answer: LoginAnswerDto, status: 200, errors: [400, 401] },
  { method: "get", path: "/1.2/auth/logout", summary: "Log out", tag: "Auth", auth: false, answer: Schema.Struct({ message: Schema.String }), status: 200, errors: [] },
  { method: "get", path: "/1.2/auth/config", summary: "Login configuration: identity provider addresses (none yet) and login methods (password)", tag: "Auth", auth: false, answer: AuthConfigDto, status: 200, errors: [] },
  { method: "post", path: "/1.2/auth/register", summary: "Register an account (not available yet)", ...PENDING },
  { method: "patch", path: "/1.2/auth/register", summary: "Activate a registered account with its token (not available yet)", ...PENDING },
  { method: "post", path: "/1.2/auth/password/reset", summary: "Request a password reset (not available yet)", ...PENDING },
  { method: "patch", path: "/1.2/auth/password/reset", summary: "Set a new password with the reset token (not available yet)", ...PENDING },
  {
    method: "get", path: "/1.2/user/users", summary: "The users the caller may read: all for an app admin, else only the caller", tag: "Users", auth: true,
    query: [{ name: "usr_email", type: "string", description: "Only the user with this e-mail (case-insensitive)." }],
    answer: list(UserDto), status: 200, errors: [400, 401],
  },
  {
    method: "get", path: "/1.2/user/users/{id}", summary: "One user (oneself, or anyone for an app admin; else 401 AUTH_PRO)", tag: "Users", auth: true,
    query: [flag("partial", "Only the permission lists: usr_org_admin, usr_org_emp, usr_org_pl, usr_pro_admin, usr_pro_read, usr_pro_write, usr_app_admin.")],
    answer: Schema.Union([UserDto, UserPermissionsDto]), status: 200, errors: READ_ERRORS,
  },
  {
    method: "get", path: "/1.2/live",
    summary: "Live updates (Server-Sent Events): one message per changed project and step of the read models, sent after they committed; " +
      "id = position (resume with Last-Event-ID or since), `event: ready` once live, `: ping` every 15 s. kinds null and project_id null: everything may have changed.",
    tag: "Live", auth: true,
    query: [
      id("since", "Replay what changed after this position first (a reconnecting browser sends Last-Event-ID instead, which wins)."),
      { name: "access_token", type: "string", description: "The access token, for EventSource which cannot send an Authorization header." },
    ],
    answer: LiveNotification, status: 200, errors: [400, 401], stream: true,
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
  { method: "get", path: "/1.2/profile/codes", summary: "Code lists (role_project: the role types; phase_code; ifc_schema)", tag: "Codes", auth: true, query: [choice("cod_col_name", ["role_project", "phase_code", "ifc_schema"], "Which code list.")], answer: list(CodeDto), status: 200, errors: READ_ERRORS },
]
