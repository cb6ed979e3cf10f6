/**
 * @module The copy payload's `pro_pha_nested` (spec §7) as the selection a copy takes: the listed phases of
 * the source, of each the listed milestones (all when `pha_mst_nested` is left out) and of each milestone the
 * listed processes (all when `mst_prc_nested` is left out). What names nothing of the source, or names a
 * thing twice, is refused with a 400 at the entry's place in the body.
 */
import type { CopyProjectBody } from "@bimprofile/contracts/bodies/project-bodies"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import type { CopySelection } from "../project-commands"
import type { ProjectState } from "../project-state"

type PhaseSelection = NonNullable<CopyProjectBody["pro_pha_nested"]>

export const PHASE_NOT_IN_SOURCE_TEXT = "Phase des Quellprojekts nicht gefunden."
export const phaseTwiceText = (name: string) => `Die Phase «${name}» ist mehrfach ausgewählt.`
export const milestoneTwiceText = (id: number) => `Der Meilenstein ${id} ist mehrfach ausgewählt.`
export const processTwiceText = (id: number) => `Der Prozess ${id} ist mehrfach ausgewählt.`
export const milestoneNotInPhaseText = (id: number, phase: string) => `Meilenstein ${id} gehört nicht zur Phase ${phase} des Quellprojekts.`
export const processNotInMilestoneText = (id: number, milestone: string) => `Prozess ${id} gehört nicht zum Meilenstein «${milestone}» des Quellprojekts.`

const refuse = (code: "FOREIGN_ENTITY" | "VALIDATION", text: string, place: string) => new HttpProblem(400, code, text, { [place]: text })

/** The selection `phases` names in `source`; null (everything) when the payload has none. */
export const copySelectionOf = (phases: PhaseSelection | null, source: ProjectState): CopySelection => {
  if (phases === null) return null
  const chosenPhases = new Set<number>()
  const milestones = new Map<number, ReadonlySet<number> | null>()
  phases.forEach((entry, index) => {
    const place = `pro_pha_nested.${index}`
    const phase = [...source.phases.values()].find((p) => p.id === entry.pha_id || p.code === entry.pha_phase_code_code)
    if (!phase) throw refuse("FOREIGN_ENTITY", PHASE_NOT_IN_SOURCE_TEXT, place)
    if (chosenPhases.has(phase.id)) throw refuse("VALIDATION", phaseTwiceText(phase.name), place)
    chosenPhases.add(phase.id)
    const listed = entry.pha_mst_nested ?? (source.milestoneOrder.get(phase.id) ?? []).map((mst_id) => ({ mst_id }))
    listed.forEach((milestone, mstIndex) => {
      const mstPlace = `${place}.pha_mst_nested.${mstIndex}`
      const found = source.milestones.get(milestone.mst_id)
      if (found?.phaseId !== phase.id) throw refuse("FOREIGN_ENTITY", milestoneNotInPhaseText(milestone.mst_id, phase.name), mstPlace)
      if (milestones.has(milestone.mst_id)) throw refuse("VALIDATION", milestoneTwiceText(milestone.mst_id), mstPlace)
      milestones.set(milestone.mst_id, "mst_prc_nested" in milestone && milestone.mst_prc_nested ? processesOf(milestone.mst_prc_nested, found, source, mstPlace) : null)
    })
  })
  return { phases: chosenPhases, milestones }
}

/** The chosen processes of one milestone: each of that milestone, each once. */
const processesOf = (listed: readonly { readonly prc_id: number }[], milestone: { id: number; name: string }, source: ProjectState, place: string) => {
  const chosen = new Set<number>()
  listed.forEach(({ prc_id }, index) => {
    const prcPlace = `${place}.mst_prc_nested.${index}`
    if (source.processes.get(prc_id)?.milestoneId !== milestone.id) throw refuse("FOREIGN_ENTITY", processNotInMilestoneText(prc_id, milestone.name), prcPlace)
    if (chosen.has(prc_id)) throw refuse("VALIDATION", processTwiceText(prc_id), prcPlace)
    chosen.add(prc_id)
  })
  return chosen
}
