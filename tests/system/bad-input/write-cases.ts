/** @module The bad-input test's cases: for every write endpoint, its ids, a valid body and the bodies that name what is not its own. */
import { unique } from "../../support/profile-fixtures"
import type { Fixtures } from "./fixtures"
import { itemBody, LIST_KINDS, type ListKind, listKinds } from "../../support/list-fixtures"

export const UNKNOWN = 987654321

export type Case = {
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
  "POST /1.2/profile/element_classes": {
    valid: () => ({ elc_pro_id: f.A.pro_id, elc_name: unique("E"), elc_desc: null, elc_category: "Architektur", elc_parent_id: f.A.elc, elc_ifc: [{ ifc_version: "IFC4", entity: "IfcWall" }], elc_uri: null }),
    foreign: () => [
      { body: { elc_pro_id: UNKNOWN, elc_name: unique("E") }, status: 404 },
      { body: { elc_pro_id: f.A.pro_id, elc_name: unique("E"), elc_parent_id: f.B.elc }, status: 400 },
      { body: { elc_pro_id: f.A.pro_id, elc_name: unique("E"), elc_elt_id: f.B.elt }, status: 400 },
    ],
  },
  "PATCH /1.2/profile/element_classes/{id}": {
    id: () => f.A.elc,
    valid: () => ({ elc_name: unique("E"), elc_desc: "d", elc_ifc: [{ ifc_version: "IFC2X3", entity: "IfcWall", predefined_type: null }] }),
    unknownId: 404,
    foreign: () => [{ body: { elc_parent_id: f.B.elc }, status: 400 }],
  },
  "DELETE /1.2/profile/element_classes/{id}": { id: () => f.A.elc, unknownId: 404 },
  "POST /1.2/profile/element_types": {
    valid: () => ({ elt_pro_id: f.A.pro_id, elt_name: unique("T"), elt_desc: null, elt_ifc: [{ ifc_version: "IFC4", entity: "IfcWallType" }], elt_uri: null }),
    foreign: () => [{ body: { elt_pro_id: UNKNOWN, elt_name: unique("T") }, status: 404 }],
  },
  "PATCH /1.2/profile/element_types/{id}": {
    id: () => f.A.elt,
    valid: () => ({ elt_name: unique("T"), elt_desc: "d", elt_ifc: [{ ifc_version: "IFC2X3", entity: "IfcWallType", predefined_type: null }] }),
    unknownId: 404,
  },
  "DELETE /1.2/profile/element_types/{id}": { id: () => f.A.elt, unknownId: 404 },
  "POST /1.2/profile/properties": {
    valid: () => ({
      pty_pro_id: f.A.pro_id,
      pty_name: unique("P"),
      pty_desc: null,
      pty_datatype: "number",
      pty_unit: "mm",
      pty_concept: "quantity",
      pty_ifc: [{ ifc_version: "IFC4", pset: "Qto_WallBaseQuantities", property: "Length", data_type: "IfcLengthMeasure" }, { ifc_version: "IFC2X3", attribute: "Name" }],
      pty_uri: null,
      pty_vls_id: f.A.vls,
    }),
    foreign: () => [
      { body: { pty_pro_id: UNKNOWN, pty_name: unique("P") }, status: 404 },
      { body: { pty_pro_id: f.A.pro_id, pty_name: unique("P"), pty_vls_id: f.B.vls }, status: 400 },
    ],
  },
  "PATCH /1.2/profile/properties/{id}": {
    id: () => f.A.pty,
    valid: () => ({ pty_name: unique("P"), pty_desc: "d", pty_ifc: [{ ifc_version: "IFC4X3_ADD2", attribute: "Description", data_type: "IfcText" }] }),
    unknownId: 404,
  },
  "DELETE /1.2/profile/properties/{id}": { id: () => f.A.pty, unknownId: 404 },
  "POST /1.2/profile/element_classes/{id}/properties": {
    id: () => f.A.elc,
    valid: () => ({ pty_id: f.A.pty }),
    unknownId: 404,
    foreign: () => [{ body: { pty_id: f.B.pty }, status: 400 }],
  },
  // A's own items are no reference project's: instantiating them in A (or B) is refused, as is an unknown project.
  "POST /1.2/profile/element_classes/{id}/instantiate": {
    id: () => f.A.elc,
    valid: () => ({ elc_pro_id: f.A.pro_id }),
    unknownId: 404,
    foreign: () => [
      { body: { elc_pro_id: f.A.pro_id }, status: 400 },
      { body: { elc_pro_id: f.B.pro_id }, status: 400 },
      { body: { elc_pro_id: UNKNOWN }, status: 404 },
    ],
  },
  "POST /1.2/profile/properties/{id}/instantiate": {
    id: () => f.A.pty,
    valid: () => ({ pty_pro_id: f.A.pro_id }),
    unknownId: 404,
    foreign: () => [
      { body: { pty_pro_id: f.B.pro_id }, status: 400 },
      { body: { pty_pro_id: UNKNOWN }, status: 404 },
    ],
  },
  "POST /1.2/profile/properties/copy": {
    valid: () => ({ pty_ids: [f.A.pty], elc_ids: [f.A.elc] }),
    foreign: () => [
      { body: { pty_ids: [UNKNOWN], elc_ids: [f.A.elc] }, status: 400 },
      { body: { pty_ids: [f.A.pty], elc_ids: [UNKNOWN] }, status: 400 },
      { body: { pty_ids: [f.A.pty], elc_ids: [f.A.elc, f.B.elc] }, status: 400 },
    ],
  },
  "POST /1.2/profile/value_lists": {
    valid: () => ({ vls_pro_id: f.A.pro_id, vls_name: unique("W"), vls_desc: null, vls_ifc: [{ ifc_version: "IFC4", name: "PEnum_X" }] }),
    foreign: () => [{ body: { vls_pro_id: UNKNOWN, vls_name: unique("W") }, status: 404 }],
  },
  "PATCH /1.2/profile/value_lists/{id}": { id: () => f.A.vls, valid: () => ({ vls_name: unique("W"), vls_desc: "d" }), unknownId: 404 },
  "DELETE /1.2/profile/value_lists/{id}": { id: () => f.A.vls, unknownId: 404 },
  "POST /1.2/profile/value_lists/{id}/items": { id: () => f.A.vls, valid: () => ({ vli_name: unique("V"), vli_desc: null, vli_ifc: [{ ifc_version: "IFC2X3", name: "EI30" }], vli_uri: null }), unknownId: 404 },
  "PATCH /1.2/profile/value_lists/{id}/items/{vli_id}": {
    id: () => f.A.vls,
    // The unknown-value probe has no body: the missing body is refused (400) before any value is looked up.
    second: { name: "vli_id", value: () => f.A.vli, unknown: 400 },
    valid: () => ({ vli_name: unique("V"), vli_desc: "d" }),
    unknownId: 404,
  },
  "DELETE /1.2/profile/value_lists/{id}/items/{vli_id}": { id: () => f.A.vls, second: { name: "vli_id", value: () => f.A.vli, unknown: 404 }, unknownId: 404 },
  "POST /1.2/profile/element_types/{id}/properties": {
    id: () => f.A.elt,
    valid: () => ({ pty_id: f.A.pty }),
    unknownId: 404,
    foreign: () => [{ body: { pty_id: f.B.pty }, status: 400 }],
  },
  "DELETE /1.2/profile/element_types/{id}/properties/{pty_id}": { id: () => f.A.elt, second: { name: "pty_id", value: () => f.A.pty, unknown: 404 }, unknownId: 404 },
  "DELETE /1.2/profile/element_classes/{id}/properties/{pty_id}": { id: () => f.A.elc, second: { name: "pty_id", value: () => f.A.pty, unknown: 404 }, unknownId: 404 },
  ...Object.assign({}, ...LIST_KINDS.map((kind) => listCases(f, kind))),
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

/** The write endpoints of one catalogue list kind (list-kinds.ts). */
const listCases = (f: Fixtures, kind: ListKind): Record<string, Case> => {
  const { prefix, itemPrefix, path } = listKinds[kind]
  const base = `/1.2/profile/${path}`
  const item = `${base}/{id}/items/{${itemPrefix}_id}`
  const list = () => f.A.lists[kind].list
  return {
    [`POST ${base}`]: {
      valid: () => ({ [`${prefix}_pro_id`]: f.A.pro_id, [`${prefix}_name`]: unique("L"), [`${prefix}_desc`]: null }),
      foreign: () => [{ body: { [`${prefix}_pro_id`]: UNKNOWN, [`${prefix}_name`]: unique("L") }, status: 404 }],
    },
    [`PATCH ${base}/{id}`]: { id: list, valid: () => ({ [`${prefix}_name`]: unique("L"), [`${prefix}_desc`]: "d" }), unknownId: 404 },
    [`DELETE ${base}/{id}`]: { id: list, unknownId: 404 },
    [`POST ${base}/{id}/items`]: {
      id: list,
      valid: () => itemBody(kind, unique("E")),
      unknownId: 404,
      // A classification item under an item of another system.
      ...(kind === "classification" && { foreign: () => [{ body: { ...itemBody(kind, unique("E")), cli_parent_id: f.B.lists.classification.item }, status: 400 }] }),
    },
    // An upload takes a file, not JSON: only its path id is probed here (its files: classification-upload.test.ts).
    ...(kind === "classification" && { [`POST ${base}/{id}/items/upload`]: { id: list, unknownId: 404 } }),
    [`PATCH ${item}`]: {
      id: list,
      // The unknown-item probe has no body: the missing body is refused (400) before any item is looked up.
      second: { name: `${itemPrefix}_id`, value: () => f.A.lists[kind].item, unknown: 400 },
      valid: () => ({ [`${itemPrefix}_desc`]: "d" }),
      unknownId: 404,
    },
    [`DELETE ${item}`]: { id: list, second: { name: `${itemPrefix}_id`, value: () => f.A.lists[kind].item, unknown: 404 }, unknownId: 404 },
  }
}
