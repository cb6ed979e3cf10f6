import { Schema } from "effect"
import { phaseCodeValues } from "../codes"
import { Id } from "./fields"

export const CreatePhaseBody = Schema.Struct({
  pha_pro_id: Id,
  pha_phase_code_code: Schema.Literals(phaseCodeValues),
})
export type CreatePhaseBody = typeof CreatePhaseBody.Type
