/** Small builders of the 1.2 read shapes for the feature's unit tests: only what a test names differs. */
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import type { DocumentDto } from "@bimprofile/contracts/dto/document-dto"
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import type { ElementTypeDto } from "@bimprofile/contracts/dto/element-type-dto"
import type { ExportResult } from "@bimprofile/contracts/dto/export-dto"
import type { JobDto } from "@bimprofile/contracts/dto/job-dto"
import type { MilestoneDto } from "@bimprofile/contracts/dto/milestone-dto"
import type { PhaseDto } from "@bimprofile/contracts/dto/phase-dto"
import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import type { PropertyDto } from "@bimprofile/contracts/dto/property-dto"
import type { RequirementDto } from "@bimprofile/contracts/dto/requirement-dto"
import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"

/** The four audit fields of a read shape with the field prefix `prefix`, all null. */
export const audit = <P extends string>(prefix: P) =>
  ({ [`${prefix}_create_date`]: null, [`${prefix}_create_user`]: null, [`${prefix}_change_date`]: null, [`${prefix}_change_user`]: null }) as Record<
    `${P}_${"create_date" | "create_user" | "change_date" | "change_user"}`,
    null
  >

export const phase = (id: number, code: string, seq: number): PhaseDto => ({
  pha_id: id,
  pha_name: code.charAt(0).toUpperCase() + code.slice(1),
  pha_pro_id: 1,
  pha_pro_name: "P",
  pha_phase_code_code: code,
  pha_phase_code_name: code,
  pha_phase_code_seq: seq,
  ...audit("pha"),
})

export const milestone = (id: number, phaseId: number, seq: number, name = `M${id}`): MilestoneDto => ({
  mst_id: id,
  mst_name: name,
  mst_desc: null,
  mst_seq: seq,
  mst_pha_id: phaseId,
  mst_pha_name: "",
  mst_pro_id: 1,
  mst_pro_name: "P",
  mst_org_id: null,
  ...audit("mst"),
})

export const process = (id: number, milestoneId: number, seq: number, extra: Partial<ProcessDto> = {}): ProcessDto => ({
  prc_id: id,
  prc_name: `Process ${id}`,
  prc_short_name: null,
  prc_desc: null,
  prc_seq: seq,
  prc_pro_id: 1,
  prc_mst_id: milestoneId,
  prc_mst_name: `M${milestoneId}`,
  prc_org_id: null,
  ...audit("prc"),
  ...extra,
})

export const activity = (id: number, processId: number, seq: number, provider: number | null, receiver: number | null, extra: Partial<ActivityDto> = {}): ActivityDto => ({
  act_id: id,
  act_name: `Activity ${id}`,
  act_desc: null,
  act_seq: seq,
  act_prc_id: processId,
  act_pro_id: 1,
  act_rop_provider_id: provider,
  act_rop_provider_name: provider === null ? null : `Role ${provider}`,
  act_rop_receiver_id: receiver,
  act_rop_receiver_name: receiver === null ? null : `Role ${receiver}`,
  ...audit("act"),
  ...extra,
})

export const role = (id: number, name: string, type = "company"): RoleDto => ({
  rop_id: id,
  rop_name: name,
  rop_desc: null,
  rop_pro_id: 1,
  rop_pro_name: "P",
  rop_role_code_code: type,
  rop_role_code_name: type,
  ...audit("rop"),
})

/** A local element class of project 1 with no mapping. */
export const elementClass = (id: number, name: string, extra: Partial<ElementClassDto> = {}): ElementClassDto => ({
  elc_id: id,
  elc_pro_id: 1,
  elc_name: name,
  elc_desc: null,
  elc_category: null,
  elc_parent_id: null,
  elc_elt_id: null,
  elc_ifc: [],
  elc_uri: null,
  elc_origin: "local",
  elc_locked: false,
  elc_origin_id: null,
  elc_problems: [],
  ...audit("elc"),
  ...extra,
})

/** A local element class type of project 1 with no mapping, named by no class. */
export const elementType = (id: number, name: string, extra: Partial<ElementTypeDto> = {}): ElementTypeDto => ({
  elt_id: id,
  elt_pro_id: 1,
  elt_name: name,
  elt_desc: null,
  elt_ifc: [],
  elt_uri: null,
  elt_origin: "local",
  elt_locked: false,
  elt_origin_id: null,
  elt_problems: [],
  elt_class_count: 0,
  ...audit("elt"),
  ...extra,
})

/** A class's (or type's) entity in one IFC version. */
export const ifcEntity = (entity: string, ifcVersion: IfcVersion = "IFC4X3_ADD2", predefinedType: string | null = null) => ({
  ifc_version: ifcVersion,
  entity,
  predefined_type: predefinedType,
})

/** A local text property of project 1 with no target, assigned to no class. */
export const property = (id: number, name: string, extra: Partial<PropertyDto> = {}): PropertyDto => ({
  pty_id: id,
  pty_pro_id: 1,
  pty_name: name,
  pty_desc: null,
  pty_datatype: "text",
  pty_unit: null,
  pty_concept: "predefined_property",
  pty_ifc: [],
  pty_uri: null,
  pty_vls_id: null,
  pty_origin: "local",
  pty_locked: false,
  pty_origin_id: null,
  pty_problems: [],
  pty_class_count: 0,
  ...audit("pty"),
  ...extra,
})

/** A property's target in one IFC version: the property `name` of the set `pset`. */
export const psetTarget = (pset: string, name: string, dataType: string | null = "IfcLabel", ifcVersion: IfcVersion = "IFC4X3_ADD2") => ({
  ifc_version: ifcVersion,
  pset,
  property: name,
  data_type: dataType,
})

/** A required requirement of activity 5 in project 1, on no class, with no facets. */
export const requirement = (id: number, name: string, extra: Partial<RequirementDto> = {}): RequirementDto => ({
  req_id: id,
  req_pro_id: 1,
  req_act_id: 5,
  req_elc_id: null,
  req_name: name,
  req_identifier: null,
  req_desc: null,
  req_instructions: null,
  req_ifc_versions: [],
  req_cardinality: "required",
  req_applicability: [],
  req_requirements_desc: null,
  req_facets: [],
  req_problems: [],
  ...audit("req"),
  ...extra,
})

/** A requirement's facet asking for Pset_WallCommon.FireRating with a value (an IDS value; null: any), as requirements and the diff carry it. */
export const fireRatingFacet = (cardinality: "required" | "optional" | "prohibited", value: unknown) => ({
  facet: "property" as const,
  pty_id: null,
  property_set: { simple: "Pset_WallCommon" },
  base_name: { simple: "FireRating" },
  value,
  data_type: "IFCLABEL",
  uri: null,
  cardinality,
  instructions: null,
})

/** A document of project 1: an uploaded PDF of 2.4 MB added by Hans Muster, unless `extra` says otherwise. */
export const documentDto = (id: number, extra: Partial<DocumentDto> = {}): DocumentDto => ({
  doc_id: id,
  doc_pro_id: 1,
  doc_name: `Dokument ${id}`,
  doc_media_type: "application/pdf",
  doc_size: 2_516_582,
  doc_kind: "upload",
  doc_sha256: "ab".repeat(32),
  doc_check: null,
  // A field the server adds with the export page (docs/exports.md): spread, so the builder fits the contract with or without it.
  ...{ doc_as_of_position: null },
  doc_create_date: "2025-05-12T14:32:00",
  doc_create_user: "Hans Muster",
  doc_change_date: null,
  doc_change_user: null,
  ...extra,
})

/** A job (docs/jobs.md) of user 7: running at 40 % unless `extra` says otherwise. */
export const jobDto = (id: number, extra: Partial<JobDto> = {}): JobDto => ({
  job_id: id,
  job_kind: "export",
  job_state: "running",
  job_percent: 40,
  job_message: null,
  job_result: null,
  job_error: null,
  job_cancel_requested: false,
  job_attempts: 1,
  job_usr_id: 7,
  job_pro_id: 1,
  job_create_date: "2026-03-02T09:15:00Z",
  job_change_date: "2026-03-02T09:15:04Z",
  ...extra,
})

/** An export job's result: one valid IDS file of activity 5, kept as document 77, as of position 4711. */
export const exportResult = (extra: Partial<ExportResult> = {}): ExportResult => ({
  doc_id: 77,
  kept: true,
  file_name: "1_3_Fachmodell-Architektur-liefern.ids",
  media_type: "application/xml",
  size: 18_432,
  sha256: "cd".repeat(32),
  position: 4711,
  checks: [{ act_id: 5, file_name: "1_3_Fachmodell-Architektur-liefern.ids", schema_valid: true, valid: true, ifc_problems: 0, omissions: 0, overlaps: 0 }],
  check: "IDS 1.0: XSD gültig",
  ...extra,
})
