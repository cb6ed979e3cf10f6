/**
 * @module Project views of reference projects → the `reference/` group's answers (contracts
 * reference-project-dto.ts): the size of plan and catalogue, and for a preview the plan's names in order.
 */
import { IFC_SCHEMAS } from "@bimprofile/contracts/codes"
import {
  REFERENCE_COPIED_KINDS,
  REFERENCE_INHERITED_KINDS,
  type ReferenceProjectDto,
  type ReferenceProjectPreviewDto,
} from "@bimprofile/contracts/dto/reference-project-dto"
import type { ProjectView } from "../project-view"
import type { CatalogueSize } from "./reference-reads"

export type ReferenceFacts = {
  /** The owning organisation's name (read-models/project-team.ts). */
  readonly orgName: string | null
  readonly size: CatalogueSize
  readonly isDefault: boolean
}

export const referenceProjectDto = (view: ProjectView, { orgName, size, isDefault }: ReferenceFacts): ReferenceProjectDto => {
  const d = view.project.data
  const schema = IFC_SCHEMAS.find((s) => s.id === d.ifcSchemaId) ?? IFC_SCHEMAS[IFC_SCHEMAS.length - 1]!
  const catalogue = view.catalogue()
  return {
    pro_id: view.project.id,
    pro_name: d.name,
    pro_desc: d.desc,
    pro_org_id: d.orgId,
    pro_org_name: orgName,
    pro_isc_id: schema.id,
    pro_isc_name: schema.name,
    pro_isc_version: schema.version,
    pro_default: isDefault,
    pro_pha_count: view.count("rm_phases"),
    pro_mst_count: view.count("rm_milestones"),
    pro_prc_count: view.count("rm_processes"),
    pro_act_count: view.count("rm_activities"),
    pro_rop_count: view.count("rm_roles"),
    pro_elm_cls_count: catalogue.elementClasses,
    pro_elm_typ_count: catalogue.elementTypes,
    pro_pty_count: size.properties,
    pro_pty_cls_count: catalogue.classProperties,
    pro_vls_count: size.valueLists,
    pro_grl_count: size.groupLists,
    pro_cls_count: size.classifications,
    pro_mtl_count: size.materialLists,
    pro_pst_count: size.propertySets,
    pro_req_count: size.requirements,
    pro_create_date: d.createdAt,
    pro_change_date: d.changedAt,
  }
}

/** Needs the view's phases, milestones, processes and roles. */
export const referenceProjectPreviewDto = (view: ProjectView, facts: ReferenceFacts): ReferenceProjectPreviewDto => ({
  ...referenceProjectDto(view, facts),
  pro_pha_nested: view.phases().map((phase) => ({
    pha_id: phase.id,
    pha_name: phase.data.name,
    pha_phase_code_code: phase.data.code,
    pha_mst_nested: view.milestonesOf(phase.id).map((milestone) => ({
      mst_id: milestone.id,
      mst_name: milestone.data.name,
      mst_desc: milestone.data.desc,
      mst_prc_nested: view.processesOf(milestone.id).map((process) => ({ prc_id: process.id, prc_name: process.data.name, prc_short_name: process.data.shortName })),
    })),
  })),
  pro_rop_nested: view.roles().map((role) => ({ rop_id: role.id, rop_name: role.data.name, rop_role_code_code: role.data.roleType })),
  pro_copies: [...REFERENCE_COPIED_KINDS],
  pro_inherits: [...REFERENCE_INHERITED_KINDS],
})
