import type { PhaseDto } from "@bimprofile/contracts/dto/phase-dto"
import { useCallback } from "react"
import { useT } from "../../lib/i18n"

/** The phase's name in the user's language (by its code), the stored name when the code is unknown. */
export const usePhaseLabel = () => {
  const { t, locale } = useT()
  return useCallback(
    (phase: Pick<PhaseDto, "pha_phase_code_code" | "pha_name">) => t(`processes:phases.${phase.pha_phase_code_code}`, { defaultValue: phase.pha_name }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new label function per locale
    [locale],
  )
}
