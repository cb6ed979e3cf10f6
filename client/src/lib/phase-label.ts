import type { PhaseDto } from "@bimprofile/contracts/dto/phase-dto"
import { useCallback } from "react"
import { useT } from "./i18n"

/**
 * The phase's name in the user's language, by its code (the server stores the German name); the stored
 * name when the code is unknown. Shared by every page that shows phases (dashboard, processes, templates).
 */
export const usePhaseLabel = () => {
  const { t, locale } = useT()
  return useCallback(
    (phase: Pick<PhaseDto, "pha_phase_code_code" | "pha_name">) => t(`phases.${phase.pha_phase_code_code}`, { defaultValue: phase.pha_name }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new label function per locale
    [locale],
  )
}
