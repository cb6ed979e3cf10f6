import { ROLE_TYPES } from "@bimprofile/contracts/codes"
import type { CodeDto } from "@bimprofile/contracts/dto/code-dto"
import { useCallback } from "react"
import { useT } from "../../lib/i18n"

/** A role type's label in the user's language (by its code); the code list's name for an unknown code. */
export const useRoleTypeLabel = () => {
  const { t, locale } = useT()
  return useCallback(
    (code: string, fallback?: string) =>
      t(`roles:types.${code}`, { defaultValue: fallback ?? ROLE_TYPES.find((type) => type.code === code)?.name ?? code }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new label function per locale
    [locale],
  )
}

/** The role types as select options, in the code list's order. */
export const roleTypeOptions = (codes: readonly CodeDto[], label: (code: string, fallback?: string) => string) =>
  [...codes].sort((a, b) => a.cod_seq - b.cod_seq).map((code) => ({ value: code.cod_code, label: label(code.cod_code, code.cod_name) }))
