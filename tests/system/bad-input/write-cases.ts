/** @module The bad-input test's cases: for every write endpoint, its ids, a valid body and the bodies that name what is not its own. */
import { unique } from "../../support/profile-fixtures"
import { catalogueWriteCases } from "./catalogue-write-cases"
import type { Fixtures } from "./fixtures"
import { type Case, UNKNOWN } from "./write-case"

export { type Case, UNKNOWN }

/** One entry per write endpoint of the catalogue; a new endpoint without an entry fails the completeness test. */
export const writeCases = (f: Fixtures): Record<string, Case> => ({
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
  // Client log forwarding: a refused body is only counted (bimp_client_log_rejected_total), never written to the log.
  "POST /1.2/client-log": {
    valid: () => ({ entries: [{ severity: "warning", args: ["bad input", { status: 400, field: "entries" }], at: "2026-11-27T10:00:00Z", route: "/projects", app_version: "1.2.17" }] }),
  },
  "POST /1.2/user/users": {
    valid: () => ({ usr_email: "nie.eingeladen@example.ch", usr_name: "Muster", usr_name_first: "Nie", org_id: null, org_roles: ["emp"] }),
    foreign: () => [
      // The e-mail is taken (whatever its case).
      { body: { usr_email: f.I.email.toUpperCase(), usr_name: "Doppelt", usr_name_first: "Berta" }, status: 409 },
      { body: { usr_email: "nie.eingeladen@example.ch", usr_name: "Muster", usr_name_first: "Nie", org_id: UNKNOWN, org_roles: ["emp"] }, status: 400 },
    ],
  },
  "PATCH /1.2/user/users/{id}": { id: () => f.I.usr, valid: () => ({ usr_name: "Neu", usr_name_first: "Berta" }), unknownId: 404 },
  "DELETE /1.2/user/users/{id}": { id: () => f.I.usr, unknownId: 404 },
  // No job exists in this stack: broken bodies and ids are refused before the job is looked up.
  "POST /1.2/profile/jobs/{id}/cancel": { id: () => UNKNOWN, valid: () => ({}), unknownId: 404 },
  "POST /1.2/profile/jobs/{id}/retry": { id: () => UNKNOWN, valid: () => ({}), unknownId: 404 },
  "PATCH /1.2/user/users/{id}/img": {
    id: () => f.I.usr,
    valid: () => ({ usr_image_url: null }),
    unknownId: 404,
    foreign: () => [
      { body: { usr_image_url: "https://example.ch/bild.png" }, status: 400 },
      { body: { usr_image_url: "data:image/gif;base64,R0lGODlhAQABAAAAACw=" }, status: 400 },
      { body: { usr_image_url: "data:image/png;base64,kein base64!" }, status: 400 },
    ],
  },
  "PATCH /1.2/user/users/{id}/license": { id: () => f.I.usr, valid: () => ({ usr_has_license: true }), unknownId: 404 },
  "PATCH /1.2/user/users/{id}/admin": { id: () => f.I.usr, valid: () => ({ usr_app_admin: true }), unknownId: 404 },
  // Organisation names need not be unique: only broken bodies to refuse.
  "POST /1.2/user/organisations": { valid: () => ({ org_name: unique("Neue Organisation"), org_desc: "d" }) },
  "PATCH /1.2/user/organisations/{id}": {
    id: () => f.I.otherOrg,
    valid: () => ({ org_name: unique("Umbenannt"), org_desc: "d" }),
    unknownId: 404,
  },
  // O owns a project: refused (409); an unknown organisation 404.
  "DELETE /1.2/user/organisations/{id}": { id: () => f.I.org, unknownId: 404, foreign: () => [{ body: undefined, status: 409 }] },
  "POST /1.2/user/organisations/{id}/members": {
    id: () => f.I.org,
    valid: () => ({ usr_email: f.I.email, roles: ["pl"] }),
    unknownId: 404,
    // A person or organisation named in the body that does not exist is a field error, as for the profile's ids.
    foreign: () => [{ body: { usr_email: "niemand@example.ch", roles: ["emp"] }, status: 400 }],
  },
  "DELETE /1.2/user/organisations/{id}/members/{usr_id}": { id: () => f.I.org, second: { name: "usr_id", value: () => f.I.usr, unknown: 404 }, unknownId: 404 },
  "POST /1.2/profile/projects/{id}/permissions": {
    id: () => f.A.pro_id,
    valid: () => ({ usr_email: f.I.email, roles: ["write"] }),
    unknownId: 404,
    foreign: () => [
      { body: { usr_email: "niemand@example.ch", roles: ["read"] }, status: 400 },
      { body: { usr_email: f.I.email, roles: ["besitzer"] }, status: 400 },
    ],
  },
  "DELETE /1.2/profile/projects/{id}/permissions/{usr_id}": {
    id: () => f.A.pro_id,
    second: { name: "usr_id", value: () => f.I.usr, unknown: 404 },
    unknownId: 404,
  },
  "POST /1.2/profile/projects/{id}/shares": {
    id: () => f.A.pro_id,
    valid: () => ({ org_id: f.I.otherOrg }),
    unknownId: 404,
    foreign: () => [
      { body: { org_id: UNKNOWN }, status: 400 },
      { body: { usr_email: "niemand@example.ch" }, status: 400 },
      // Exactly one of org_id and usr_email.
      { body: {}, status: 400 },
      { body: { org_id: f.I.otherOrg, usr_email: f.I.email }, status: 400 },
    ],
  },
  "DELETE /1.2/profile/projects/{id}/shares/{org_id}": {
    id: () => f.A.pro_id,
    second: { name: "org_id", value: () => f.I.org, unknown: 404 },
    unknownId: 404,
  },
  "POST /1.2/profile/projects": {
    valid: () => ({ pro_name: unique("Neu"), pro_desc: "d", pro_org_id: null, pro_pers: true, pro_isc_id: 2, pro_type_code: "pro-usr", pro_access_all: false }),
  },
  "PATCH /1.2/profile/projects/{id}": {
    id: () => f.A.pro_id,
    valid: () => ({ pro_name: unique("Neu"), pro_desc: "d", pro_pers: true, pro_isc_id: 2, pro_type_code: "pro-usr", pro_access_all: false }),
    unknownId: 404,
    foreign: () => [{ body: { pro_isc_id: 4711 }, status: 400 }],
  },
  "DELETE /1.2/profile/projects/{id}": { id: () => f.A.pro_id, unknownId: 404 },
  "POST /1.2/profile/projects/{id}/copy": {
    id: () => f.A.pro_id,
    valid: () => ({ pro_name: unique("Kopie"), pro_desc: null, pro_pers: false, pro_org_id: null, pro_isc_id: 3, pro_pha_nested: null, pro_type_code: "pro-usr", pro_access_all: false }),
    unknownId: 404,
    foreign: () => [
      { body: { pro_name: unique("Kopie"), pro_pha_nested: [{ pha_id: f.A.phases.planung, pha_mst_nested: [{ mst_id: f.B.mst }] }] }, status: 400 },
      { body: { pro_name: unique("Kopie"), pro_pha_nested: [{ pha_id: f.B.phases.planung }] }, status: 400 },
      { body: { pro_name: unique("Kopie"), pro_isc_id: 4711 }, status: 400 },
    ],
  },
  "POST /1.2/profile/phases": {
    valid: () => ({ pha_pro_id: f.A.pro_id, pha_phase_code_code: "planung" }),
    foreign: () => [
      { body: { pha_pro_id: UNKNOWN, pha_phase_code_code: "planung" }, status: 404 },
      // The phase exists already: a rule, not bad input.
      { body: { pha_pro_id: f.A.pro_id, pha_phase_code_code: "planung" }, status: 409 },
    ],
  },
  "DELETE /1.2/profile/phases/{id}": { id: () => f.A.phases.planung, unknownId: 404 },
  "POST /1.2/profile/milestones": {
    valid: () => ({ mst_pro_id: f.A.pro_id, mst_pha_id: f.A.phases.planung, mst_name: unique("M"), mst_desc: null, mst_seq: 1 }),
    foreign: () => [
      { body: { mst_pro_id: f.A.pro_id, mst_pha_id: f.B.phases.planung, mst_name: unique("M") }, status: 400 },
      { body: { mst_pha_id: UNKNOWN, mst_name: unique("M") }, status: 400 },
    ],
  },
  "PATCH /1.2/profile/milestones": {
    valid: () => [{ mst_id: f.A.mst, mst_seq: 1, mst_pha_id: f.A.phases.planung }],
    foreign: () => [
      { body: [{ mst_id: f.A.mst, mst_seq: 1 }, { mst_id: f.B.mst, mst_seq: 1 }], status: 400 },
      { body: [{ mst_id: f.A.mst, mst_seq: 1, mst_pha_id: f.B.phases.planung }], status: 400 },
      { body: [{ mst_id: UNKNOWN, mst_seq: 1 }], status: 400 },
      { body: [{ mst_id: f.A.mst, mst_seq: 1 }, { mst_id: f.A.mst, mst_seq: 2 }], status: 400 },
    ],
  },
  "PATCH /1.2/profile/milestones/{id}": {
    id: () => f.A.mst,
    valid: () => ({ mst_name: unique("M"), mst_desc: "d", mst_pha_id: f.A.phases.planung, mst_seq: 1 }),
    unknownId: 404,
    foreign: () => [
      { body: { mst_pha_id: f.B.phases.realisierung }, status: 400 },
      { body: { mst_pha_id: UNKNOWN }, status: 400 },
    ],
  },
  "DELETE /1.2/profile/milestones/{id}": { id: () => f.A.mst, unknownId: 404 },
  "POST /1.2/profile/milestones/{id}/copy": {
    id: () => f.A.mst,
    valid: () => ({ mst_name: unique("M"), mst_pha_id: f.A.phases.planung }),
    unknownId: 404,
    foreign: () => [{ body: { mst_name: unique("M"), mst_pha_id: UNKNOWN }, status: 400 }],
  },
  "POST /1.2/profile/processes": {
    valid: () => ({ prc_pro_id: f.A.pro_id, prc_mst_id: f.A.mst, prc_name: unique("P"), prc_short_name: null, prc_desc: null, prc_seq: 1 }),
    foreign: () => [
      { body: { prc_pro_id: f.A.pro_id, prc_mst_id: f.B.mst, prc_name: unique("P") }, status: 400 },
      { body: { prc_mst_id: UNKNOWN, prc_name: unique("P") }, status: 400 },
    ],
  },
  "PATCH /1.2/profile/processes": {
    valid: () => [{ prc_id: f.A.prc, prc_seq: 1, prc_mst_id: f.A.mst }],
    foreign: () => [
      { body: [{ prc_id: f.A.prc, prc_seq: 1 }, { prc_id: f.B.prc, prc_seq: 1 }], status: 400 },
      { body: [{ prc_id: f.A.prc, prc_seq: 1, prc_mst_id: f.B.mst }], status: 400 },
      { body: [{ prc_id: UNKNOWN, prc_seq: 1 }], status: 400 },
      { body: [{ prc_id: f.A.prc, prc_seq: 1 }, { prc_id: f.A.prc, prc_seq: 2 }], status: 400 },
    ],
  },
  "PATCH /1.2/profile/processes/{id}": {
    id: () => f.A.prc,
    valid: () => ({ prc_name: unique("P"), prc_short_name: "k", prc_desc: "d", prc_mst_id: f.A.mst, prc_seq: 1 }),
    unknownId: 404,
    foreign: () => [
      { body: { prc_mst_id: f.B.mst }, status: 400 },
      { body: { prc_mst_id: UNKNOWN }, status: 400 },
    ],
  },
  "DELETE /1.2/profile/processes/{id}": { id: () => f.A.prc, unknownId: 404 },
  "POST /1.2/profile/processes/{id}/copy": {
    id: () => f.A.prc,
    valid: () => ({ prc_name: unique("P"), prc_mst_id: f.A.mst }),
    unknownId: 404,
    foreign: () => [{ body: { prc_name: unique("P"), prc_mst_id: UNKNOWN }, status: 400 }],
  },
  "POST /1.2/profile/activities": {
    valid: () => ({ act_prc_id: f.A.prc, act_pro_id: f.A.pro_id, act_name: unique("A"), act_desc: null, act_rop_provider_id: f.A.rop, act_rop_receiver_id: null, act_seq: 1 }),
    foreign: () => [
      { body: { act_prc_id: f.A.prc, act_name: unique("A"), act_rop_provider_id: f.B.rop }, status: 400 },
      { body: { act_prc_id: f.A.prc, act_name: unique("A"), act_rop_receiver_id: f.B.rop }, status: 400 },
      { body: { act_prc_id: f.B.prc, act_pro_id: f.A.pro_id, act_name: unique("A") }, status: 400 },
      { body: { act_prc_id: UNKNOWN, act_name: unique("A") }, status: 400 },
      { body: { act_prc_id: f.A.prc, act_name: unique("A"), act_rop_provider_id: UNKNOWN }, status: 400 },
    ],
  },
  "PATCH /1.2/profile/activities": {
    valid: () => [{ act_id: f.A.act, act_seq: 1, act_prc_id: f.A.prc }],
    foreign: () => [
      { body: [{ act_id: f.A.act, act_seq: 1 }, { act_id: f.B.act, act_seq: 1 }], status: 400 },
      { body: [{ act_id: f.A.act, act_seq: 1, act_prc_id: f.B.prc }], status: 400 },
      { body: [{ act_id: UNKNOWN, act_seq: 1 }], status: 400 },
      { body: [{ act_id: f.A.act, act_seq: 1 }, { act_id: f.A.act, act_seq: 2 }], status: 400 },
    ],
  },
  "PATCH /1.2/profile/activities/{id}": {
    id: () => f.A.act,
    valid: () => ({ act_name: unique("A"), act_desc: "d", act_rop_provider_id: f.A.rop, act_rop_receiver_id: f.A.rop, act_prc_id: f.A.prc, act_seq: 1 }),
    unknownId: 404,
    foreign: () => [
      { body: { act_rop_provider_id: f.B.rop }, status: 400 },
      { body: { act_rop_receiver_id: f.B.rop }, status: 400 },
      { body: { act_prc_id: f.B.prc }, status: 400 },
      { body: { act_prc_id: UNKNOWN }, status: 400 },
    ],
  },
  "DELETE /1.2/profile/activities/{id}": { id: () => f.A.act, unknownId: 404 },
  "POST /1.2/profile/activities/{id}/copy": {
    id: () => f.A.act,
    valid: () => ({ act_name: unique("A"), act_prc_id: f.A.prc }),
    unknownId: 404,
    foreign: () => [{ body: { act_name: unique("A"), act_prc_id: UNKNOWN }, status: 400 }],
  },
  "POST /1.2/profile/roles_project": {
    valid: () => ({ rop_pro_id: f.A.pro_id, rop_name: unique("R"), rop_desc: null, rop_role_code_code: "users" }),
    foreign: () => [{ body: { rop_pro_id: UNKNOWN, rop_name: unique("R"), rop_role_code_code: "users" }, status: 404 }],
  },
  "PATCH /1.2/profile/roles_project/{id}": {
    id: () => f.A.rop,
    valid: () => ({ rop_name: unique("R"), rop_desc: "d", rop_role_code_code: "company" }),
    unknownId: 404,
  },
  "DELETE /1.2/profile/roles_project/{id}": { id: () => f.A.rop, unknownId: 404 },
  "POST /1.2/profile/roles_project/{id}/copy": {
    id: () => f.A.rop,
    valid: () => ({ rop_name: unique("R"), rop_pro_id: f.A.pro_id }),
    unknownId: 404,
    foreign: () => [{ body: { rop_name: unique("R"), rop_pro_id: UNKNOWN }, status: 404 }],
  },
  ...catalogueWriteCases(f),
  "POST /1.2/profile/requirements": {
    valid: () => ({
      req_act_id: f.A.act,
      req_name: unique("R"),
      req_cardinality: "optional",
      req_applicability: [{ facet: "entity", name: { simple: "IFCDOOR" }, predefined_type: { restriction: { base: "xs:string", facets: [{ kind: "enumeration", value: "DOOR" }] } } }],
      req_facets: [{ facet: "property", pty_id: f.A.pty, property_set: null, base_name: null, value: null, data_type: null, uri: null, cardinality: "required", instructions: "Bitte angeben" }],
    }),
    foreign: () => [
      { body: { req_act_id: f.B.act, req_name: unique("R"), req_elc_id: f.A.elc }, status: 400 },
      { body: { req_act_id: f.A.act, req_name: unique("R"), req_elc_id: f.B.elc }, status: 400 },
      { body: { req_act_id: UNKNOWN, req_name: unique("R"), req_elc_id: f.A.elc }, status: 400 },
      {
        body: { req_act_id: f.A.act, req_name: unique("R"), req_applicability: [{ facet: "entity", name: { simple: "IFCWALL" }, predefined_type: null }], req_facets: [{ facet: "property", pty_id: f.B.pty, property_set: null, base_name: null, value: null, data_type: null, uri: null, cardinality: "required", instructions: null }] },
        status: 400,
      },
    ],
  },
  // A document's file, not a JSON body (its files: documents.test.ts); its removal by id.
  "POST /1.2/profile/documents": {},
  "DELETE /1.2/profile/documents/{id}": { id: () => f.A.doc, unknownId: 404 },
  // An IDS file, not a JSON body: only its path id is probed here (its files: ids-import.test.ts).
  "POST /1.2/profile/activities/{id}/ids": { id: () => f.A.act, unknownId: 404 },
  // A dictionary file, not a JSON body of the API: only its path id is probed here (its files: bsdd-import.test.ts).
  "POST /1.2/profile/projects/{id}/bsdd": { id: () => f.A.pro_id, unknownId: 404 },
  "PATCH /1.2/profile/requirements/{id}": { id: () => f.A.req, valid: () => ({ req_name: unique("R"), req_desc: "d", req_ifc_versions: ["IFC4"] }), unknownId: 404 },
  "DELETE /1.2/profile/requirements/{id}": { id: () => f.A.req, unknownId: 404 },
})
