/**
 * @module A reference project's figures as its pages show them: the plan's (what a new project copies) and the
 * catalogue's (what it inherits), each kind with its label key and its count from the answer. Pure.
 */
import type { ReferenceProjectDto, ReferenceProjectPreviewDto } from "@bimprofile/contracts/dto/reference-project-dto"

// Types only: the contract's module holds schemas, which the client does not load.
export type CopiedKind = ReferenceProjectPreviewDto["pro_copies"][number]
export type InheritedKind = ReferenceProjectPreviewDto["pro_inherits"][number]
/** What a card also counts: the requirements of the activities (the catalogue's use; neither copied nor inherited). */
export type FigureKind = CopiedKind | InheritedKind | "requirements"
export type Figure = { readonly kind: FigureKind; readonly count: number }

type CountField = { [K in keyof ReferenceProjectDto]: K extends `pro_${string}_count` ? K : never }[keyof ReferenceProjectDto]

const COUNT_OF: Record<FigureKind, CountField> = {
  phases: "pro_pha_count",
  milestones: "pro_mst_count",
  processes: "pro_prc_count",
  activities: "pro_act_count",
  roles: "pro_rop_count",
  element_classes: "pro_elm_cls_count",
  element_types: "pro_elm_typ_count",
  properties: "pro_pty_count",
  value_lists: "pro_vls_count",
  group_lists: "pro_grl_count",
  classifications: "pro_cls_count",
  material_lists: "pro_mtl_count",
  property_sets: "pro_pst_count",
  requirements: "pro_req_count",
}

/** The given kinds (the answer's `pro_copies`, `pro_inherits`, or a card's choice) with their counts. */
export const figuresOf = (project: ReferenceProjectDto, kinds: readonly FigureKind[]): Figure[] =>
  kinds.map((kind) => ({ kind, count: project[COUNT_OF[kind]] }))

/** A card shows the whole plan, the catalogue's main kinds and the requirements. */
export const CARD_PLAN: readonly CopiedKind[] = ["phases", "milestones", "processes", "activities", "roles"]
export const CARD_CATALOGUE: readonly FigureKind[] = ["element_classes", "properties", "value_lists", "requirements"]

/** When the reference project last changed, as a time: its own change, else its creation (0: unknown). */
export const referenceDate = (project: Pick<ReferenceProjectDto, "pro_change_date" | "pro_create_date">): number => {
  const time = Date.parse(project.pro_change_date ?? project.pro_create_date ?? "")
  return Number.isNaN(time) ? 0 : time
}
