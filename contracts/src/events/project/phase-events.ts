/** @module Facts about the phases of a project (Konzeption, Planung, Realisierung, Bewirtschaftung). */
import { Schema } from "effect"
import { phaseCodeValues } from "../../codes"
import { defineEvent } from "../define-event"

export const PhaseAdded = defineEvent("PhaseAdded", {
  phaseId: Schema.Int,
  phaseCode: Schema.Literals(phaseCodeValues),
  name: Schema.String,
})
/** A phase removed; its milestones were deleted by earlier events of the same command. */
export const PhaseRemoved = defineEvent("PhaseRemoved", { phaseId: Schema.Int })

export const phaseEvents = [PhaseAdded, PhaseRemoved] as const
