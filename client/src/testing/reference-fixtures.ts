/** A reference project's answers as the tests of this feature need them: only what a test names differs. */
import type { ReferenceProjectDto, ReferenceProjectPreviewDto } from "@bimprofile/contracts/dto/reference-project-dto"

export const referenceProject = (id: number, extra: Partial<ReferenceProjectDto> = {}): ReferenceProjectDto => ({
  pro_id: id,
  pro_name: `Referenz ${id}`,
  pro_desc: null,
  pro_org_id: null,
  pro_org_name: null,
  pro_isc_id: 3,
  pro_isc_name: "IFC4X3_ADD2",
  pro_isc_version: "4.3",
  pro_default: false,
  pro_pha_count: 4,
  pro_mst_count: 10,
  pro_prc_count: 12,
  pro_act_count: 45,
  pro_rop_count: 12,
  pro_elm_cls_count: 106,
  pro_elm_typ_count: 33,
  pro_pty_count: 228,
  pro_pty_cls_count: 512,
  pro_vls_count: 9,
  pro_grl_count: 0,
  pro_cls_count: 1,
  pro_mtl_count: 1,
  pro_pst_count: 2,
  pro_req_count: 452,
  pro_create_date: "2025-01-02T10:00:00.000Z",
  pro_change_date: null,
  ...extra,
})

export const referencePreview = (id: number, extra: Partial<ReferenceProjectPreviewDto> = {}): ReferenceProjectPreviewDto => ({
  ...referenceProject(id),
  pro_pha_nested: [],
  pro_rop_nested: [],
  pro_copies: ["phases", "milestones", "processes", "activities", "roles", "requirements"],
  pro_inherits: ["element_classes", "element_types", "properties", "value_lists", "group_lists", "classifications", "material_lists", "property_sets"],
  ...extra,
})
