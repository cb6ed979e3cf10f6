/** @module From what a dialog's fields hold to what a request sends: the spec's empty-name rule, optional texts. */
export { requireName } from "../../lib/name-rule"

/** An optional text: trimmed, and null when nothing is left. */
export const textOrNull = (value: string | undefined): string | null => {
  const text = value?.trim() ?? ""
  return text === "" ? null : text
}

/** A select's value as an id (the selects hold strings). */
export const idOf = (value: string | undefined): number => Number(value)
