/** @module Name rules: trimmed on write, compared without case (two roles «Architekt» and «architekt» clash). */
import { isBlankName } from "@bimprofile/contracts/names"

/** What two names are compared by: trimmed, lower case (de-CH); equal keys, the same name. */
export const nameKey = (name: string) => name.trim().toLocaleLowerCase("de-CH")

export const sameName = (a: string, b: string) => nameKey(a) === nameKey(b)
export const isBlank = isBlankName
export const nameTakenAmong = (name: string, others: Iterable<{ id: number; name: string }>, exceptId?: number) => {
  for (const other of others) if (other.id !== exceptId && sameName(other.name, name)) return true
  return false
}
