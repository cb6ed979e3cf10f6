/** @module Code lists of the 1.2 API: phase codes, role types, IFC schemas, project defaults (spec §9). */

/** The four phases every project has, in their fixed order. */
export const PHASE_CODES = [
  { code: "konzeption", name: "Konzeption", seq: 1 },
  { code: "planung", name: "Planung", seq: 2 },
  { code: "realisierung", name: "Realisierung", seq: 3 },
  { code: "bewirtschaftung", name: "Bewirtschaftung", seq: 4 },
] as const
export type PhaseCode = (typeof PHASE_CODES)[number]["code"]
export const phaseCodeValues = PHASE_CODES.map((p) => p.code) as unknown as readonly [PhaseCode, ...PhaseCode[]]

/** Role types of a project role (Fachrolle); names are the German labels of the 1.2 code list. */
export const ROLE_TYPES = [
  { code: "company", name: "Unternehmen", seq: 1 },
  { code: "supplier", name: "Lieferant", seq: 2 },
  { code: "service", name: "Dienstleister", seq: 3 },
  { code: "users", name: "Nutzer", seq: 4 },
] as const
export type RoleTypeCode = (typeof ROLE_TYPES)[number]["code"]
export const roleTypeValues = ROLE_TYPES.map((r) => r.code) as unknown as readonly [RoleTypeCode, ...RoleTypeCode[]]

/** IFC schema versions a project can reference (pro_isc_id). */
export const IFC_SCHEMAS = [
  { id: 1, name: "IFC2X3", version: "2x3" },
  { id: 2, name: "IFC4", version: "4" },
  { id: 3, name: "IFC4X3_ADD2", version: "4x3_add2" },
] as const
export const DEFAULT_IFC_SCHEMA_ID = 3

export const API_VERSION = "1.2.17"
export const DEFAULT_PROJECT_TYPE_CODE = "pro-usr"
export const REFERENCE_PROJECT_TYPE_CODE = "pro-ref"
/** The project type codes of the 1.2 API: a user's project and the reference project (template). */
export const PROJECT_TYPE_CODES = [DEFAULT_PROJECT_TYPE_CODE, REFERENCE_PROJECT_TYPE_CODE] as const
export type ProjectTypeCode = (typeof PROJECT_TYPE_CODES)[number]
export const DEFAULT_ACCESS_ALL = false
