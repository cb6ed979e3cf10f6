/** @module A project's phases, milestones and processes in plan order, from the nested project answer (a template's, a reference project's). Pure. */
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"

export type OutlineProcess = { readonly id: number; readonly name: string; readonly shortName: string | null }
export type OutlineMilestone = { readonly id: number; readonly name: string; readonly desc: string | null; readonly processes: OutlineProcess[] }
export type OutlinePhase = { readonly id: number; readonly name: string; readonly code: string; readonly milestones: OutlineMilestone[] }

const bySeq = <T>(seq: (item: T) => number) => (a: T, b: T) => seq(a) - seq(b)

export const templateOutline = (project: Pick<ProjectDto, "pro_pha_nested">): OutlinePhase[] =>
  [...(project.pro_pha_nested ?? [])].sort(bySeq((p) => p.pha_phase_code_seq)).map((phase) => ({
    id: phase.pha_id,
    name: phase.pha_name,
    code: phase.pha_phase_code_code,
    milestones: [...(phase.pha_mst_nested ?? [])].sort(bySeq((m) => m.mst_seq)).map((milestone) => ({
      id: milestone.mst_id,
      name: milestone.mst_name,
      desc: milestone.mst_desc,
      processes: [...(milestone.mst_prc_nested ?? [])]
        .sort(bySeq((p) => p.prc_seq))
        .map((process) => ({ id: process.prc_id, name: process.prc_name, shortName: process.prc_short_name })),
    })),
  }))
