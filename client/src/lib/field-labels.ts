/** German-first labels of API fields for error lines ('Projektname ist …'), translated per locale. */
import { t } from "./i18n"

export const fieldLabel = (field: string): string => {
  const key = `fields.${field.split(".").pop()}`
  const label = t(key)
  return label === key ? field : label
}
