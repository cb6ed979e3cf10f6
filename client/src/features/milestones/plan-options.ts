/** @module The choices of the dialogs' selects, taken from a plan: its phases, its milestones under their phase. */
import type { Plan } from "./plan-model"

export type Option = { readonly value: string; readonly label: string }

export const phaseOptions = (plan: Plan): Option[] => plan.phases.map((phase) => ({ value: String(phase.id), label: phase.name }))

/** "Planung › Bauprojekt freigegeben": milestone names repeat across projects, the phase places them. */
export const milestoneOptions = (plan: Plan): Option[] =>
  plan.phases.flatMap((phase) => phase.milestones.map((milestone) => ({ value: String(milestone.id), label: `${phase.name} › ${milestone.name}` })))

/** Every process with its milestone: "Bauprojekt freigegeben › Koordinationsmodell prüfen (KOORD)". */
export const processOptions = (plan: Plan): Option[] =>
  plan.phases.flatMap((phase) =>
    phase.milestones.flatMap((milestone) =>
      milestone.processes.map((process) => ({
        value: String(process.id),
        label: `${milestone.name} › ${process.name}${process.shortName ? ` (${process.shortName})` : ""}`,
      })),
    ),
  )
