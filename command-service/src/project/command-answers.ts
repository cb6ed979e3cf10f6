/**
 * @module The bodies of command answers: the entity as the command left it, in 1.2 field names. Reads
 * (with names of parents, counts, audit fields) come from the query service; these are what a client
 * needs right away (new id, resulting sequence) without waiting for the projection.
 */
import type { RequirementAnswer } from "@bimprofile/contracts/dto/requirement-dto"
import { PHASE_CODES } from "@bimprofile/contracts/codes"
import type { ProjectState } from "./project-state"

const seqIn = (order: readonly number[] | undefined, id: number) => (order ?? []).indexOf(id) + 1

export const projectAnswer = (s: ProjectState) => ({
  pro_id: s.id,
  pro_name: s.name,
  pro_desc: s.desc,
  pro_org_id: s.orgId,
  pro_pers: s.personal,
  pro_type_code: s.typeCode,
  pro_access_all: s.accessAll,
  pro_isc_id: s.ifcSchemaId,
  pro_pro_id: s.referenceProjectId,
  is_template: s.isTemplate,
})

export const phaseAnswer = (s: ProjectState, phaseId: number) => {
  const phase = s.phases.get(phaseId)!
  const code = PHASE_CODES.find((p) => p.code === phase.code)!
  return {
    pha_id: phase.id,
    pha_name: phase.name,
    pha_pro_id: s.id,
    pha_phase_code_code: code.code,
    pha_phase_code_name: code.name,
    pha_phase_code_seq: code.seq,
  }
}

export const milestoneAnswer = (s: ProjectState, milestoneId: number) => {
  const m = s.milestones.get(milestoneId)!
  return {
    mst_id: m.id,
    mst_name: m.name,
    mst_desc: m.desc,
    mst_seq: seqIn(s.milestoneOrder.get(m.phaseId), m.id),
    mst_pha_id: m.phaseId,
    mst_pro_id: s.id,
  }
}

export const processAnswer = (s: ProjectState, processId: number) => {
  const p = s.processes.get(processId)!
  return {
    prc_id: p.id,
    prc_name: p.name,
    prc_short_name: p.shortName,
    prc_desc: p.desc,
    prc_seq: seqIn(s.processOrder.get(p.milestoneId), p.id),
    prc_mst_id: p.milestoneId,
    prc_pro_id: s.id,
  }
}

export const activityAnswer = (s: ProjectState, activityId: number) => {
  const a = s.activities.get(activityId)!
  return {
    act_id: a.id,
    act_name: a.name,
    act_desc: a.desc,
    act_seq: seqIn(s.activityOrder.get(a.processId), a.id),
    act_prc_id: a.processId,
    act_pro_id: s.id,
    act_rop_provider_id: a.providerRoleId,
    act_rop_receiver_id: a.receiverRoleId,
  }
}

export const roleAnswer = (s: ProjectState, roleId: number) => {
  const r = s.roles.get(roleId)!
  return { rop_id: r.id, rop_name: r.name, rop_desc: r.desc, rop_role_code_code: r.roleType, rop_pro_id: s.id }
}

export const elementClassAnswer = (s: ProjectState, elementClassId: number) => {
  const e = s.elementClasses.get(elementClassId)!
  return {
    elc_id: e.id,
    elc_pro_id: s.id,
    elc_name: e.name,
    elc_desc: e.desc,
    elc_category: e.category,
    elc_parent_id: e.parentId,
    elc_ifc: e.ifc,
    elc_uri: e.uri,
    elc_elt_id: e.typeId,
    elc_origin_id: e.originId ?? null,
  }
}

export const elementTypeAnswer = (s: ProjectState, elementTypeId: number) => {
  const e = s.elementTypes.get(elementTypeId)!
  return { elt_id: e.id, elt_pro_id: s.id, elt_name: e.name, elt_desc: e.desc, elt_ifc: e.ifc, elt_uri: e.uri }
}

export const milestoneOrderAnswer = (s: ProjectState, ids: readonly number[]) => ids.map((id) => milestoneAnswer(s, id))
export const processOrderAnswer = (s: ProjectState, ids: readonly number[]) => ids.map((id) => processAnswer(s, id))
export const activityOrderAnswer = (s: ProjectState, ids: readonly number[]) => ids.map((id) => activityAnswer(s, id))

export const propertyAnswer = (s: ProjectState, propertyId: number) => {
  const p = s.properties.get(propertyId)!
  return { pty_id: p.id, pty_pro_id: s.id, pty_name: p.name, pty_desc: p.desc, pty_datatype: p.datatype, pty_unit: p.unit, pty_concept: p.concept, pty_ifc: p.ifc, pty_uri: p.uri, pty_vls_id: p.valueListId, pty_origin_id: p.originId ?? null }
}

/** An activity's requirement as the command left it (requirement-dto.ts RequirementAnswer). */
export const requirementAnswer = (s: ProjectState, requirementId: number): RequirementAnswer => {
  const r = s.requirements.get(requirementId)!
  return {
    req_id: r.id,
    req_pro_id: s.id,
    req_act_id: r.activityId,
    req_elc_id: r.elementClassId,
    req_name: r.name,
    req_identifier: r.identifier,
    req_desc: r.desc,
    req_instructions: r.instructions,
    req_ifc_versions: r.ifcVersions,
    req_cardinality: r.cardinality,
    req_applicability: r.applicability,
    req_requirements_desc: r.requirementsDesc,
    req_facets: r.facets,
  }
}

export const valueListAnswer = (s: ProjectState, valueListId: number) => {
  const list = s.valueLists.get(valueListId)!
  return {
    vls_id: list.id,
    vls_pro_id: s.id,
    vls_name: list.name,
    vls_desc: list.desc,
    vls_ifc: list.ifc,
    vls_items: list.items.map((item) => ({ vli_id: item.id, vli_name: item.name, vli_desc: item.desc, vli_ifc: item.ifc, vli_uri: item.uri })),
  }
}
