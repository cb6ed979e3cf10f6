/** @module The bad-input test's cases for the data catalogue's write endpoints: classes, types, properties, value lists and the catalogue lists. */
import { itemBody, LIST_KINDS, type ListKind, listKinds } from "../../support/list-fixtures"
import { unique } from "../../support/profile-fixtures"
import type { Fixtures } from "./fixtures"
import { type Case, UNKNOWN } from "./write-case"

/** One entry per write endpoint of the data catalogue (write-cases.ts takes them in). */
export const catalogueWriteCases = (f: Fixtures): Record<string, Case> => ({
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
  // The export page's export: only its refusals (a valid body would queue a job); an IDS file of A's activity.
  "POST /1.2/profile/exports": {
    valid: () => ({ exp_pro_id: f.A.pro_id, exp_scope: "activities", exp_act_ids: [f.A.act], exp_format: "ids", exp_ifc_version: "IFC4", exp_language: "de" }),
    foreign: () => [
      { body: { exp_pro_id: UNKNOWN, exp_scope: "project", exp_format: "ids" }, status: 404 },
      { body: { exp_pro_id: f.A.pro_id, exp_scope: "activities", exp_act_ids: [f.A.act, f.B.act], exp_format: "ids" }, status: 400 },
      { body: { exp_pro_id: f.A.pro_id, exp_scope: "activities", exp_act_ids: [UNKNOWN], exp_format: "ids" }, status: 400 },
      { body: { exp_pro_id: f.A.pro_id, exp_scope: "process", exp_prc_id: f.B.prc, exp_format: "report_pdf" }, status: 400 },
      { body: { exp_pro_id: f.A.pro_id, exp_scope: "process", exp_prc_id: f.A.prc, exp_format: "profile_xlsx" }, status: 400 },
      { body: { exp_pro_id: f.A.pro_id, exp_scope: "project", exp_format: "report_xlsx", exp_ifc_version: "IFC4" }, status: 400 },
      { body: { exp_pro_id: f.A.pro_id, exp_scope: "project", exp_prc_id: f.A.prc, exp_format: "ids" }, status: 400 },
    ],
  },
  // The Excel profile import: its upload takes a file (only its path id is probed here; its files: excel-profile-import.test.ts),
  // its apply names a profile-import job of the caller on the project (one that is none: 400).
  "POST /1.2/profile/projects/{id}/profile.xlsx": { id: () => f.A.pro_id, unknownId: 404 },
  "POST /1.2/profile/projects/{id}/profile.xlsx/apply": {
    id: () => f.A.pro_id,
    valid: () => ({ job_id: UNKNOWN, remove: false }),
    unknownId: 404,
    foreign: () => [{ body: { job_id: UNKNOWN, remove: true }, status: 400 }],
  },
  // Publishing a version: a title and a note, both optional texts.
  "POST /1.2/profile/projects/{id}/versions": { id: () => f.A.pro_id, valid: () => ({ ver_title: "Ausschreibung", ver_note: "Für die Submission" }), unknownId: 404 },
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
