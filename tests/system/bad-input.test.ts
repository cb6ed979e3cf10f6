/**
 * Bad input never causes a 500: a table of every write endpoint of the catalogue, each sent a batch of
 * broken requests — non-JSON and empty bodies, bodies of the wrong shape, each required field missing,
 * each field of the wrong type (derived from the contract's JSON Schema), non-numeric and unknown path
 * ids, ids of another project in the body, unknown or foreign people and organisations. Every answer must
 * be 400/404/409 (401 for the auth calls) with the error body {message, internal_code, details}; none of
 * them may change anything — neither projects nor users, organisations, permissions or shares.
 */
import { buildOpenApiDocument } from "@bimprofile/contracts/api/openapi"
import { endpoints } from "@bimprofile/contracts/api/endpoints"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { newActivity, newMilestone, newProcess, newProject, newRole, one, projectShape, unique } from "../support/profile-fixtures"
import { type ApiAnswer, type RunningStack, startTestStack } from "../support/stack"

let running: RunningStack
let A: Awaited<ReturnType<typeof fixture>>
let B: Awaited<ReturnType<typeof fixture>>
let I: Awaited<ReturnType<typeof identityFixture>>

const fixture = async () => {
  const { api } = running
  const project = await newProject(api)
  const role = await newRole(api, project.pro_id)
  const milestone = await newMilestone(api, project.phases.planung)
  const process = await newProcess(api, milestone.mst_id)
  const activity = await newActivity(api, process.prc_id, unique("Aktivität"), { provider: role.rop_id, receiver: role.rop_id })
  const elementClass = await api.post("/1.2/profile/element_classes", { elc_pro_id: project.pro_id, elc_name: unique("Fachklasse") })
  expect(elementClass.status, JSON.stringify(elementClass.body)).toBe(201)
  return { ...project, rop: role.rop_id, mst: milestone.mst_id, prc: process.prc_id, act: activity.act_id, elc: elementClass.body.elc_id as number }
}

/**
 * People and organisations to aim at: an invited person (mails go to the stack's outbox), a member of
 * organisation O, who holds a permission on project A, with which O is shared; O owns a project, so it
 * cannot be deleted.
 */
const identityFixture = async () => {
  const { api } = running
  const email = `bad.input.${Date.now()}@example.ch`
  const invited = await api.post("/1.2/user/users", { usr_email: email, usr_name: "Eingabe", usr_name_first: "Berta" })
  expect(invited.status, JSON.stringify(invited.body)).toBe(201)
  const organisation = await api.post("/1.2/user/organisations", { org_name: unique("Organisation"), org_desc: null })
  expect(organisation.status, JSON.stringify(organisation.body)).toBe(201)
  const org = organisation.body.org_id as number
  expect((await api.post(`/1.2/user/organisations/${org}/members`, { usr_email: email, roles: ["emp"] })).status).toBe(200)
  expect((await api.post(`/1.2/profile/projects/${A.pro_id}/permissions`, { usr_email: email, roles: ["read"] })).status).toBe(201)
  expect((await api.post(`/1.2/profile/projects/${A.pro_id}/shares`, { org_id: org })).status).toBe(201)
  const owned = await api.post("/1.2/profile/projects", { pro_name: unique("Projekt der Organisation"), pro_pers: false, pro_org_id: org })
  expect(owned.status, JSON.stringify(owned.body)).toBe(201)
  const other = await api.post("/1.2/user/organisations", { org_name: unique("Andere Organisation"), org_desc: null })
  expect(other.status).toBe(201)
  return { usr: invited.body.usr_id as number, email, org, orgName: organisation.body.org_name as string, otherOrg: other.body.org_id as number }
}

beforeAll(async () => {
  running = await startTestStack({ engine: "pglite" })
  A = await fixture()
  B = await fixture()
  I = await identityFixture()
})
afterAll(async () => {
  await running?.stop()
})

const UNKNOWN = 987654321

type Case = {
  /** Path params: the existing id of project A's entity (or the fixture's user or organisation) for this endpoint. */
  id?: () => number
  /** A second path parameter ({usr_id}, {org_id}) and its existing value; it is broken and unknown in turn too. */
  second?: { name: string; value: () => number; unknown: number }
  /** A valid body: each broken variant changes one thing of it. */
  valid?: () => unknown
  /** Bodies that name ids of another project (or unknown ids) where the endpoint needs its own. */
  foreign?: () => { body: unknown; status: number }[]
  /** The status of a valid body on an unknown path id. */
  unknownId?: number
}

/** One entry per write endpoint of the catalogue; a new endpoint without an entry fails the completeness test. */
const table: Record<string, Case> = {
  "POST /1.2/auth/login": { valid: () => ({ usr_email: "admin@bimprofile.test", usr_pw: "falsch" }) },
  "POST /1.2/auth/refresh": { valid: () => ({ refresh_token: "kein.gültiges.token" }) },
  // A fresh e-mail: nothing of it may be registered by a refused request.
  "POST /1.2/auth/register": { valid: () => ({ usr_email: "nie.registriert@example.ch", usr_pw: "ein-langes-passwort", usr_name: "Muster", usr_name_first: "Nie" }) },
  "PATCH /1.2/auth/register": {
    valid: () => ({ token: "erfundenes-token" }),
    foreign: () => [{ body: { token: "erfundenes-token" }, status: 400 }],
  },
  "POST /1.2/auth/password/reset": { valid: () => ({ usr_email: "nie.registriert@example.ch" }) },
  "PATCH /1.2/auth/password/reset": {
    valid: () => ({ token: "erfundenes-token", usr_pw: "ein-neues-passwort" }),
    foreign: () => [{ body: { token: "erfundenes-token", usr_pw: "ein-neues-passwort" }, status: 400 }],
  },
  "PATCH /1.2/auth/password": {
    valid: () => ({ usr_pw_old: "nicht-das-passwort", usr_pw: "ein-neues-passwort" }),
    // A wrong current password: a field error (the session itself is valid); the admin's password stays (the test logs in with it afterwards).
    foreign: () => [{ body: { usr_pw_old: "nicht-das-passwort", usr_pw: "ein-neues-passwort" }, status: 400 }],
  },
  "POST /1.2/user/users": {
    valid: () => ({ usr_email: "nie.eingeladen@example.ch", usr_name: "Muster", usr_name_first: "Nie", org_id: null, org_roles: ["emp"] }),
    foreign: () => [
      // The e-mail is taken (whatever its case).
      { body: { usr_email: I.email.toUpperCase(), usr_name: "Doppelt", usr_name_first: "Berta" }, status: 409 },
      { body: { usr_email: "nie.eingeladen@example.ch", usr_name: "Muster", usr_name_first: "Nie", org_id: UNKNOWN, org_roles: ["emp"] }, status: 400 },
    ],
  },
  "PATCH /1.2/user/users/{id}": { id: () => I.usr, valid: () => ({ usr_name: "Neu", usr_name_first: "Berta" }), unknownId: 404 },
  "DELETE /1.2/user/users/{id}": { id: () => I.usr, unknownId: 404 },
  // No job exists in this stack: broken bodies and ids are refused before the job is looked up.
  "POST /1.2/profile/jobs/{id}/cancel": { id: () => UNKNOWN, valid: () => ({}), unknownId: 404 },
  "POST /1.2/profile/jobs/{id}/retry": { id: () => UNKNOWN, valid: () => ({}), unknownId: 404 },
  "PATCH /1.2/user/users/{id}/img": {
    id: () => I.usr,
    valid: () => ({ usr_image_url: null }),
    unknownId: 404,
    foreign: () => [
      { body: { usr_image_url: "https://example.ch/bild.png" }, status: 400 },
      { body: { usr_image_url: "data:image/gif;base64,R0lGODlhAQABAAAAACw=" }, status: 400 },
      { body: { usr_image_url: "data:image/png;base64,kein base64!" }, status: 400 },
    ],
  },
  "PATCH /1.2/user/users/{id}/license": { id: () => I.usr, valid: () => ({ usr_has_license: true }), unknownId: 404 },
  "PATCH /1.2/user/users/{id}/admin": { id: () => I.usr, valid: () => ({ usr_app_admin: true }), unknownId: 404 },
  // Organisation names need not be unique: only broken bodies to refuse.
  "POST /1.2/user/organisations": { valid: () => ({ org_name: unique("Neue Organisation"), org_desc: "d" }) },
  "PATCH /1.2/user/organisations/{id}": {
    id: () => I.otherOrg,
    valid: () => ({ org_name: unique("Umbenannt"), org_desc: "d" }),
    unknownId: 404,
  },
  // O owns a project: refused (409); an unknown organisation 404.
  "DELETE /1.2/user/organisations/{id}": { id: () => I.org, unknownId: 404, foreign: () => [{ body: undefined, status: 409 }] },
  "POST /1.2/user/organisations/{id}/members": {
    id: () => I.org,
    valid: () => ({ usr_email: I.email, roles: ["pl"] }),
    unknownId: 404,
    // A person or organisation named in the body that does not exist is a field error, as for the profile's ids.
    foreign: () => [{ body: { usr_email: "niemand@example.ch", roles: ["emp"] }, status: 400 }],
  },
  "DELETE /1.2/user/organisations/{id}/members/{usr_id}": { id: () => I.org, second: { name: "usr_id", value: () => I.usr, unknown: 404 }, unknownId: 404 },
  "POST /1.2/profile/projects/{id}/permissions": {
    id: () => A.pro_id,
    valid: () => ({ usr_email: I.email, roles: ["write"] }),
    unknownId: 404,
    foreign: () => [
      { body: { usr_email: "niemand@example.ch", roles: ["read"] }, status: 400 },
      { body: { usr_email: I.email, roles: ["besitzer"] }, status: 400 },
    ],
  },
  "DELETE /1.2/profile/projects/{id}/permissions/{usr_id}": {
    id: () => A.pro_id,
    second: { name: "usr_id", value: () => I.usr, unknown: 404 },
    unknownId: 404,
  },
  "POST /1.2/profile/projects/{id}/shares": {
    id: () => A.pro_id,
    valid: () => ({ org_id: I.otherOrg }),
    unknownId: 404,
    foreign: () => [
      { body: { org_id: UNKNOWN }, status: 400 },
      { body: { usr_email: "niemand@example.ch" }, status: 400 },
      // Exactly one of org_id and usr_email.
      { body: {}, status: 400 },
      { body: { org_id: I.otherOrg, usr_email: I.email }, status: 400 },
    ],
  },
  "DELETE /1.2/profile/projects/{id}/shares/{org_id}": {
    id: () => A.pro_id,
    second: { name: "org_id", value: () => I.org, unknown: 404 },
    unknownId: 404,
  },
  "POST /1.2/profile/projects": {
    valid: () => ({ pro_name: unique("Neu"), pro_desc: "d", pro_org_id: null, pro_pers: true, pro_isc_id: 2, pro_type_code: "pro-usr", pro_access_all: false }),
  },
  "PATCH /1.2/profile/projects/{id}": {
    id: () => A.pro_id,
    valid: () => ({ pro_name: unique("Neu"), pro_desc: "d", pro_pers: true, pro_isc_id: 2, pro_type_code: "pro-usr", pro_access_all: false }),
    unknownId: 404,
    foreign: () => [{ body: { pro_isc_id: 4711 }, status: 400 }],
  },
  "DELETE /1.2/profile/projects/{id}": { id: () => A.pro_id, unknownId: 404 },
  "POST /1.2/profile/projects/{id}/copy": {
    id: () => A.pro_id,
    valid: () => ({ pro_name: unique("Kopie"), pro_desc: null, pro_pers: false, pro_org_id: null, pro_isc_id: 3, pro_pha_nested: null, pro_type_code: "pro-usr", pro_access_all: false }),
    unknownId: 404,
    foreign: () => [
      { body: { pro_name: unique("Kopie"), pro_pha_nested: [{ pha_id: A.phases.planung, pha_mst_nested: [{ mst_id: B.mst }] }] }, status: 400 },
      { body: { pro_name: unique("Kopie"), pro_pha_nested: [{ pha_id: B.phases.planung }] }, status: 400 },
      { body: { pro_name: unique("Kopie"), pro_isc_id: 4711 }, status: 400 },
    ],
  },
  "POST /1.2/profile/phases": {
    valid: () => ({ pha_pro_id: A.pro_id, pha_phase_code_code: "planung" }),
    foreign: () => [
      { body: { pha_pro_id: UNKNOWN, pha_phase_code_code: "planung" }, status: 404 },
      // The phase exists already: a rule, not bad input.
      { body: { pha_pro_id: A.pro_id, pha_phase_code_code: "planung" }, status: 409 },
    ],
  },
  "DELETE /1.2/profile/phases/{id}": { id: () => A.phases.planung, unknownId: 404 },
  "POST /1.2/profile/milestones": {
    valid: () => ({ mst_pro_id: A.pro_id, mst_pha_id: A.phases.planung, mst_name: unique("M"), mst_desc: null, mst_seq: 1 }),
    foreign: () => [
      { body: { mst_pro_id: A.pro_id, mst_pha_id: B.phases.planung, mst_name: unique("M") }, status: 400 },
      { body: { mst_pha_id: UNKNOWN, mst_name: unique("M") }, status: 400 },
    ],
  },
  "PATCH /1.2/profile/milestones": {
    valid: () => [{ mst_id: A.mst, mst_seq: 1, mst_pha_id: A.phases.planung }],
    foreign: () => [
      { body: [{ mst_id: A.mst, mst_seq: 1 }, { mst_id: B.mst, mst_seq: 1 }], status: 400 },
      { body: [{ mst_id: A.mst, mst_seq: 1, mst_pha_id: B.phases.planung }], status: 400 },
      { body: [{ mst_id: UNKNOWN, mst_seq: 1 }], status: 400 },
      { body: [{ mst_id: A.mst, mst_seq: 1 }, { mst_id: A.mst, mst_seq: 2 }], status: 400 },
    ],
  },
  "PATCH /1.2/profile/milestones/{id}": {
    id: () => A.mst,
    valid: () => ({ mst_name: unique("M"), mst_desc: "d", mst_pha_id: A.phases.planung, mst_seq: 1 }),
    unknownId: 404,
    foreign: () => [
      { body: { mst_pha_id: B.phases.realisierung }, status: 400 },
      { body: { mst_pha_id: UNKNOWN }, status: 400 },
    ],
  },
  "DELETE /1.2/profile/milestones/{id}": { id: () => A.mst, unknownId: 404 },
  "POST /1.2/profile/milestones/{id}/copy": {
    id: () => A.mst,
    valid: () => ({ mst_name: unique("M"), mst_pha_id: A.phases.planung }),
    unknownId: 404,
    foreign: () => [{ body: { mst_name: unique("M"), mst_pha_id: UNKNOWN }, status: 400 }],
  },
  "POST /1.2/profile/processes": {
    valid: () => ({ prc_pro_id: A.pro_id, prc_mst_id: A.mst, prc_name: unique("P"), prc_short_name: null, prc_desc: null, prc_seq: 1 }),
    foreign: () => [
      { body: { prc_pro_id: A.pro_id, prc_mst_id: B.mst, prc_name: unique("P") }, status: 400 },
      { body: { prc_mst_id: UNKNOWN, prc_name: unique("P") }, status: 400 },
    ],
  },
  "PATCH /1.2/profile/processes": {
    valid: () => [{ prc_id: A.prc, prc_seq: 1, prc_mst_id: A.mst }],
    foreign: () => [
      { body: [{ prc_id: A.prc, prc_seq: 1 }, { prc_id: B.prc, prc_seq: 1 }], status: 400 },
      { body: [{ prc_id: A.prc, prc_seq: 1, prc_mst_id: B.mst }], status: 400 },
      { body: [{ prc_id: UNKNOWN, prc_seq: 1 }], status: 400 },
      { body: [{ prc_id: A.prc, prc_seq: 1 }, { prc_id: A.prc, prc_seq: 2 }], status: 400 },
    ],
  },
  "PATCH /1.2/profile/processes/{id}": {
    id: () => A.prc,
    valid: () => ({ prc_name: unique("P"), prc_short_name: "k", prc_desc: "d", prc_mst_id: A.mst, prc_seq: 1 }),
    unknownId: 404,
    foreign: () => [
      { body: { prc_mst_id: B.mst }, status: 400 },
      { body: { prc_mst_id: UNKNOWN }, status: 400 },
    ],
  },
  "DELETE /1.2/profile/processes/{id}": { id: () => A.prc, unknownId: 404 },
  "POST /1.2/profile/processes/{id}/copy": {
    id: () => A.prc,
    valid: () => ({ prc_name: unique("P"), prc_mst_id: A.mst }),
    unknownId: 404,
    foreign: () => [{ body: { prc_name: unique("P"), prc_mst_id: UNKNOWN }, status: 400 }],
  },
  "POST /1.2/profile/activities": {
    valid: () => ({ act_prc_id: A.prc, act_pro_id: A.pro_id, act_name: unique("A"), act_desc: null, act_rop_provider_id: A.rop, act_rop_receiver_id: null, act_seq: 1 }),
    foreign: () => [
      { body: { act_prc_id: A.prc, act_name: unique("A"), act_rop_provider_id: B.rop }, status: 400 },
      { body: { act_prc_id: A.prc, act_name: unique("A"), act_rop_receiver_id: B.rop }, status: 400 },
      { body: { act_prc_id: B.prc, act_pro_id: A.pro_id, act_name: unique("A") }, status: 400 },
      { body: { act_prc_id: UNKNOWN, act_name: unique("A") }, status: 400 },
      { body: { act_prc_id: A.prc, act_name: unique("A"), act_rop_provider_id: UNKNOWN }, status: 400 },
    ],
  },
  "PATCH /1.2/profile/activities": {
    valid: () => [{ act_id: A.act, act_seq: 1, act_prc_id: A.prc }],
    foreign: () => [
      { body: [{ act_id: A.act, act_seq: 1 }, { act_id: B.act, act_seq: 1 }], status: 400 },
      { body: [{ act_id: A.act, act_seq: 1, act_prc_id: B.prc }], status: 400 },
      { body: [{ act_id: UNKNOWN, act_seq: 1 }], status: 400 },
      { body: [{ act_id: A.act, act_seq: 1 }, { act_id: A.act, act_seq: 2 }], status: 400 },
    ],
  },
  "PATCH /1.2/profile/activities/{id}": {
    id: () => A.act,
    valid: () => ({ act_name: unique("A"), act_desc: "d", act_rop_provider_id: A.rop, act_rop_receiver_id: A.rop, act_prc_id: A.prc, act_seq: 1 }),
    unknownId: 404,
    foreign: () => [
      { body: { act_rop_provider_id: B.rop }, status: 400 },
      { body: { act_rop_receiver_id: B.rop }, status: 400 },
      { body: { act_prc_id: B.prc }, status: 400 },
      { body: { act_prc_id: UNKNOWN }, status: 400 },
    ],
  },
  "DELETE /1.2/profile/activities/{id}": { id: () => A.act, unknownId: 404 },
  "POST /1.2/profile/activities/{id}/copy": {
    id: () => A.act,
    valid: () => ({ act_name: unique("A"), act_prc_id: A.prc }),
    unknownId: 404,
    foreign: () => [{ body: { act_name: unique("A"), act_prc_id: UNKNOWN }, status: 400 }],
  },
  "POST /1.2/profile/roles_project": {
    valid: () => ({ rop_pro_id: A.pro_id, rop_name: unique("R"), rop_desc: null, rop_role_code_code: "users" }),
    foreign: () => [{ body: { rop_pro_id: UNKNOWN, rop_name: unique("R"), rop_role_code_code: "users" }, status: 404 }],
  },
  "PATCH /1.2/profile/roles_project/{id}": {
    id: () => A.rop,
    valid: () => ({ rop_name: unique("R"), rop_desc: "d", rop_role_code_code: "company" }),
    unknownId: 404,
  },
  "DELETE /1.2/profile/roles_project/{id}": { id: () => A.rop, unknownId: 404 },
  "POST /1.2/profile/roles_project/{id}/copy": {
    id: () => A.rop,
    valid: () => ({ rop_name: unique("R"), rop_pro_id: A.pro_id }),
    unknownId: 404,
    foreign: () => [{ body: { rop_name: unique("R"), rop_pro_id: UNKNOWN }, status: 404 }],
  },
  "POST /1.2/profile/element_classes": {
    valid: () => ({ elc_pro_id: A.pro_id, elc_name: unique("E"), elc_desc: null, elc_category: "Architektur", elc_parent_id: A.elc, elc_ifc: [{ ifc_version: "IFC4", entity: "IfcWall" }], elc_uri: null }),
    foreign: () => [
      { body: { elc_pro_id: UNKNOWN, elc_name: unique("E") }, status: 404 },
      { body: { elc_pro_id: A.pro_id, elc_name: unique("E"), elc_parent_id: B.elc }, status: 400 },
    ],
  },
  "PATCH /1.2/profile/element_classes/{id}": {
    id: () => A.elc,
    valid: () => ({ elc_name: unique("E"), elc_desc: "d", elc_ifc: [{ ifc_version: "IFC2X3", entity: "IfcWall", predefined_type: null }] }),
    unknownId: 404,
    foreign: () => [{ body: { elc_parent_id: B.elc }, status: 400 }],
  },
  "DELETE /1.2/profile/element_classes/{id}": { id: () => A.elc, unknownId: 404 },
}

type JsonSchema = { type?: string; enum?: unknown[]; anyOf?: JsonSchema[]; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; minLength?: number; maxLength?: number }

/** Values a field of this schema must refuse. */
const wrongValues = (schema: JsonSchema, field: string): unknown[] => {
  if (schema.anyOf) {
    const nullable = schema.anyOf.some((s) => s.type === "null")
    return schema.anyOf.filter((s) => s.type !== "null").flatMap((s) => wrongValues(s, field)).filter((v) => !(nullable && v === null))
  }
  switch (schema.type) {
    case "integer":
      return ["12", 1.5, 0, -4, 1e20, true, null, {}]
    case "number":
      return ["12", true, null]
    case "string":
      return [
        42,
        true,
        null,
        ["x"],
        ...(schema.enum ? ["keine-gültige-wahl", ""] : []),
        ...(schema.minLength ? [""] : []),
        // One character too long (names ≤ 200, descriptions ≤ 4000, passwords ≤ 200).
        ...(schema.maxLength ? ["x".repeat(schema.maxLength + 1)] : []),
        // Valid JSON, but no database stores a NUL or a lone surrogate in a string.
        "a\u0000b",
        "\ud800",
        // Entity names (pro_name, mst_name …) must not be blank: a rule the JSON Schema cannot show.
        ...(/^[a-z]{3}_name$/.test(field) ? ["", "   "] : []),
      ]
    case "boolean":
      return ["ja", 1, null]
    case "array":
      return [{}, "liste", null]
    case "object":
      return ["objekt", 5, null]
    default:
      return []
  }
}

type Variant = { label: string; body: unknown; raw?: boolean }

/** The broken variants of a valid body: wrong shapes, each required field missing, each field of a wrong type. */
const brokenBodies = (schema: JsonSchema, valid: unknown): Variant[] => {
  const variants: Variant[] = [
    { label: "non-JSON body", body: "{oops", raw: true },
    { label: "truncated JSON", body: JSON.stringify(valid).slice(0, -1), raw: true },
    { label: "empty body", body: "", raw: true },
    { label: "JSON null", body: "null", raw: true },
    { label: "a number", body: 42 },
    { label: "a string", body: JSON.stringify("text"), raw: true },
  ]
  const isList = schema.type === "array"
  const item = (isList ? schema.items! : schema) as JsonSchema
  const base = (isList ? (valid as unknown[])[0] : valid) as Record<string, unknown>
  const wrap = (value: Record<string, unknown>) => (isList ? [value] : value)
  variants.push(isList ? { label: "an object instead of a list", body: base } : { label: "a list instead of an object", body: [base] })
  if (isList) variants.push({ label: "an empty list", body: [] }, { label: "a list of numbers", body: [1, 2] })
  if ((item.required ?? []).length > 0) variants.push({ label: "empty object", body: wrap({}) })
  for (const field of item.required ?? []) {
    const { [field]: _, ...rest } = base
    variants.push({ label: `missing ${field}`, body: wrap(rest) })
  }
  for (const [field, fieldSchema] of Object.entries(item.properties ?? {}))
    for (const value of wrongValues(fieldSchema, field)) variants.push({ label: `${field} = ${JSON.stringify(value)}`, body: wrap({ ...base, [field]: value }) })
  return variants
}

const document = buildOpenApiDocument() as { paths: Record<string, Record<string, { requestBody?: { content: { "application/json": { schema: JsonSchema } } } }>> }
// Calls that answer 501 until their issue have no input to refuse yet.
const writeEndpoints = endpoints.filter((e) => e.method !== "get" && !e.pending)
const keyOf = (e: { method: string; path: string }) => `${e.method.toUpperCase()} ${e.path}`

const problems: string[] = []
/** Records (instead of throwing at the first) every answer that is not a proper refusal. */
const check = (what: string, answer: ApiAnswer, allowed: readonly number[], expected?: number) => {
  const body = answer.body
  const shaped =
    body && typeof body === "object" && typeof body.message === "string" && body.message.length > 0 && typeof body.internal_code === "string" && "details" in body
  // A clear message: German, not the schema library's own English ("Expected number", "Missing key").
  const clear = shaped && !/Expected|Missing key|undefined|\[object/.test(JSON.stringify(body))
  if (!allowed.includes(answer.status) || (expected !== undefined && answer.status !== expected) || !shaped || !clear)
    problems.push(`${what} → ${answer.status} ${JSON.stringify(body)}${expected ? ` (expected ${expected})` : ""}`)
}

describe("bad input on every write endpoint", () => {
  beforeEach(() => {
    problems.length = 0
  })

  it("the table covers every write endpoint of the catalogue", () => {
    expect(Object.keys(table).sort()).toEqual(writeEndpoints.map(keyOf).sort())
  })

  it("is answered with 400/404/409 (401 for auth) and an error body, never a 500, and changes nothing", async () => {
    const { api } = running
    const before = [await projectShape(api, A.pro_id), await projectShape(api, B.pro_id)]
    const projectCount = (await api.get("/1.2/profile/projects")).body.length
    /** Everything of identity and sharing a refused request could have changed. */
    const identity = async () => ({
      users: await api.get("/1.2/user/users"),
      organisations: await api.get("/1.2/user/organisations"),
      permissions: await api.get(`/1.2/profile/projects/${A.pro_id}/permissions`),
      shares: await api.get(`/1.2/profile/projects/${A.pro_id}/shares`),
    })
    const identityBefore = await identity()
    for (const answer of Object.values(identityBefore)) expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    let requests = 0

    for (const endpoint of writeEndpoints) {
      const key = keyOf(endpoint)
      const entry = table[key]!
      // The auth calls (open ones and the password change) answer 401 for wrong credentials or tokens.
      const allowed = endpoint.path.startsWith("/1.2/auth/") ? [400, 401] : [400, 404, 409]
      const method = endpoint.method.toUpperCase()
      const withSecond = (path: string, value: string | number | undefined = entry.second?.value()) =>
        entry.second ? path.replace(`{${entry.second.name}}`, String(value)) : path
      const pathWith = (id: string | number) => withSecond(endpoint.path.replace("{id}", String(id)))
      const path = entry.id ? pathWith(entry.id()) : endpoint.path
      const send = async (what: string, target: string, body?: unknown, raw = false, headers: Record<string, string> = {}) => {
        requests++
        return api.call(method, target, body === undefined || raw ? body : JSON.stringify(body), headers)
      }

      if (entry.valid) {
        const schema = document.paths[endpoint.path]![endpoint.method]!.requestBody!.content["application/json"].schema
        for (const variant of brokenBodies(schema, entry.valid())) {
          const answer = await send(variant.label, path, variant.body, true)
          check(`${key} with ${variant.label}`, answer, allowed, 400)
        }
        check(`${key} without a body`, await send("no body", path), allowed, 400)
        check(`${key} with a text/plain body`, await send("text body", path, "hallo", true, { "Content-Type": "text/plain" }), [...allowed, 415], 415)
        const json = JSON.stringify(entry.valid())
        check(`${key} with JSON sent as text/plain`, await send("JSON as text", path, json, true, { "Content-Type": "text/plain" }), [...allowed, 415], 415)
        check(`${key} with 5,000 nested arrays`, await send("deep", path, `${"[".repeat(5000)}${"]".repeat(5000)}`, true), allowed, 400)
        // A Latin-1 «ü» (one byte 0xFC) at the start of the first name: replaced by U+FFFD, the body would pass.
        const at = json.indexOf('"') + 1
        const latin1 = Buffer.concat([Buffer.from(json.slice(0, at)), Buffer.from([0xfc]), Buffer.from(json.slice(at))])
        check(`${key} with a body that is not UTF-8`, await send("latin1", path, latin1, true), allowed, 400)
      }
      if (entry.id) {
        for (const bad of ["abc", "0", "-1", "1.5", "1e3", "99999999999999999999", "%20"]) {
          const answer = await send(`path id ${bad}`, pathWith(bad), entry.valid?.())
          check(`${key} with path id «${bad}»`, answer, allowed, 400)
        }
        check(`${key} with unknown path id`, await send("unknown id", pathWith(UNKNOWN), entry.valid?.()), allowed, entry.unknownId)
      }
      if (entry.second) {
        const { name, unknown } = entry.second
        const own = endpoint.path.replace("{id}", String(entry.id!()))
        for (const bad of ["abc", "0", "-1", "1.5", "99999999999999999999"])
          check(`${key} with ${name} «${bad}»`, await send(`${name} ${bad}`, withSecond(own, bad)), allowed, 400)
        check(`${key} with unknown ${name}`, await send(`unknown ${name}`, withSecond(own, UNKNOWN)), allowed, unknown)
      }
      for (const { body, status } of entry.foreign?.() ?? []) check(`${key} with ${JSON.stringify(body)}`, await send("foreign", path, body), allowed, status)
      if (endpoint.method === "delete" && endpoint.query?.some((q) => q.name === "cascade"))
        check(`${key} with cascade=vielleicht`, await send("bad flag", `${path}?cascade=vielleicht`), allowed, 400)
    }

    expect(problems, problems.join("\n")).toEqual([])
    expect(requests).toBeGreaterThan(400)
    // None of the refused requests changed anything.
    expect(await projectShape(api, A.pro_id)).toEqual(before[0])
    expect(await projectShape(api, B.pro_id)).toEqual(before[1])
    expect((await api.get("/1.2/profile/projects")).body.length).toBe(projectCount)
    expect((await one(api, `/1.2/profile/projects/${A.pro_id}`)).pro_change_user).toBeNull()
    const identityAfter = await identity()
    for (const part of ["users", "organisations", "permissions", "shares"] as const) expect(identityAfter[part].body, part).toEqual(identityBefore[part].body)
    expect((await api.get("/1.2/user/users?usr_email=nie.registriert%40example.ch")).body).toEqual([])
    // The admin's password was not changed by a refused password change.
    expect((await api.post("/1.2/auth/login", { usr_email: "admin@bimprofile.test", usr_pw: "admin-password-for-tests" })).status).toBe(200)
  })

  it("refuses an oversized body on every write endpoint with 413 BODY_TOO_LARGE, and checks the longest names", async () => {
    const { api } = running
    const oversized = JSON.stringify({ pro_name: "x".repeat(70 * 1024) })
    const picture = JSON.stringify({ usr_image_url: `data:image/png;base64,${"A".repeat(1600 * 1024)}` })
    const tooLong = await api.post("/1.2/profile/milestones", { mst_pha_id: A.phases.planung, mst_name: "M".repeat(201) })
    expect(tooLong.body).toMatchObject({ internal_code: "VALIDATION", message: "Der Meilenstein Name darf höchstens 200 Zeichen lang sein." })
    const longDesc = await api.patch(`/1.2/profile/projects/${A.pro_id}`, { pro_desc: "d".repeat(4001) })
    expect(longDesc.body).toMatchObject({ message: "Die Beschreibung darf höchstens 4000 Zeichen lang sein." })
    const longPassword = await api.post("/1.2/auth/login", { usr_email: "admin@bimprofile.test", usr_pw: "p".repeat(201) })
    expect(longPassword.status).toBe(400)
    expect(JSON.stringify(longPassword.body.details)).toContain("Das Passwort darf höchstens 200 Zeichen lang sein.")
    for (const endpoint of writeEndpoints) {
      const key = keyOf(endpoint)
      const entry = table[key]!
      const path = (entry.id ? endpoint.path.replace("{id}", String(entry.id())) : endpoint.path).replace(/\{[a-z_]+\}/, String(entry.second?.value() ?? 1))
      const answer = await api.call(endpoint.method.toUpperCase(), path, path.endsWith("/img") ? picture : oversized).catch((error) => {
        throw new Error(`${key}: ${error}`)
      })
      expect(answer.status, key).toBe(413)
      expect(answer.body, key).toMatchObject({ internal_code: "BODY_TOO_LARGE", message: "Der Inhalt der Anfrage ist zu gross." })
    }
  })

  it("the messages are German and name the field", async () => {
    const { api } = running
    const wrongType = await api.post("/1.2/profile/milestones", { mst_pha_id: "drei", mst_name: "M" })
    expect(wrongType.body).toEqual({
      message: "Ungültiger Wert für mst_pha_id: muss eine Zahl sein.",
      internal_code: "VALIDATION",
      details: { mst_pha_id: "muss eine Zahl sein" },
    })
    const missing = await api.post("/1.2/profile/roles_project", { rop_pro_id: A.pro_id, rop_name: "R" })
    expect(missing.body.details).toEqual({ rop_role_code_code: "muss angegeben werden" })
    const badType = await api.post("/1.2/profile/roles_project", { rop_pro_id: A.pro_id, rop_name: "R", rop_role_code_code: "chef" })
    expect(badType.body.details).toEqual({ rop_role_code_code: "muss «company», «supplier», «service» oder «users» sein" })
    const typeCode = "muss «pro-usr» oder «pro-ref» sein"
    expect((await api.post("/1.2/profile/projects", { pro_name: "P", pro_type_code: "<b>frei</b>" })).body.details).toEqual({ pro_type_code: typeCode })
    expect((await api.patch(`/1.2/profile/projects/${A.pro_id}`, { pro_type_code: "pro-xyz" })).body.details).toEqual({ pro_type_code: typeCode })
    expect((await api.post(`/1.2/profile/projects/${A.pro_id}/copy`, { pro_name: "K", pro_type_code: "" })).body.details).toEqual({ pro_type_code: typeCode })
    const several = await api.post("/1.2/profile/processes", {})
    expect(several.body).toMatchObject({ message: "Die Anfrage enthält ungültige Werte.", details: { prc_mst_id: "muss angegeben werden", prc_name: "muss angegeben werden" } })
    expect((await api.patch("/1.2/profile/milestones", [{ mst_id: A.mst, mst_seq: 1 }, { mst_id: A.mst, mst_seq: 2 }])).body.message).toBe(
      "Jede mst_id darf in der Liste nur einmal vorkommen.",
    )
    expect((await api.call("POST", "/1.2/profile/milestones", "{oops")).body).toMatchObject({ internal_code: "INVALID_JSON", message: "Der Inhalt der Anfrage ist kein gültiges JSON." })
    expect((await api.delete("/1.2/profile/milestones/abc")).body.message).toBe("«abc» ist keine gültige Id.")
  })

  it("a request with an unstorable string does not take down commands sent together with it", async () => {
    const { api } = running
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.post("/1.2/profile/processes", { prc_mst_id: A.mst, prc_name: i % 2 ? `Gleichzeitig ${i}` : `Kaputt\u0000${i}` }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(answers.map((_, i) => (i % 2 ? 201 : 400)))
    for (const answer of answers.filter((a) => a.status === 400)) expect(answer.body.details).toHaveProperty("prc_name")
    for (const answer of answers.filter((a) => a.status === 201)) await api.delete(`/1.2/profile/processes/${answer.body.prc_id}`)
  })

  it("reads refuse malformed ids and query values with 400 and unknown ids with 404, never a 500", async () => {
    const { api } = running
    const reads = endpoints.filter((e) => e.method === "get" && e.auth)
    for (const endpoint of reads) {
      if (endpoint.path.includes("{id}")) {
        for (const bad of ["abc", "0", "-7", "2.5", "99999999999999999999"])
          check(`GET ${endpoint.path} with id «${bad}»`, await api.get(endpoint.path.replace("{id}", bad)), [400], 400)
        check(`GET ${endpoint.path} with unknown id`, await api.get(endpoint.path.replace("{id}", String(UNKNOWN))), [404], 404)
      }
      const path = endpoint.path.replace("{id}", String(A.pro_id))
      for (const param of endpoint.query ?? []) {
        const bad = param.type === "integer" ? "zwölf" : param.type === "boolean" ? "vielleicht" : param.enum ? "alles" : undefined
        if (bad === undefined) continue
        // Paths with an id take the project's: only the project path answers 200 for it, the others 404 — both fine
        // as long as the query value is checked first or the answer is a proper refusal.
        const answer = await api.get(`${path}?${param.name}=${encodeURIComponent(bad)}`)
        check(`GET ${path}?${param.name}=${bad}`, answer, [400, 404])
      }
    }
    check("GET with X-Min-Position «bald»", await api.call("GET", `/1.2/profile/projects/${A.pro_id}`, undefined, { "X-Min-Position": "bald" }), [400], 400)
    expect(problems, problems.join("\n")).toEqual([])
  })
})
