/** @module A document's size and time as a reader reads them: "2.4 MB", "12.05.2025, 14:32". */

export type SizeUnit = "B" | "kB" | "MB" | "GB"
const UNITS: readonly SizeUnit[] = ["B", "kB", "MB", "GB"]

/**
 * A size in the largest unit (1 kB = 1024 B) that leaves a value of at least 1, with one decimal below 10 and
 * none above, as file managers write it: 512 B, 2.4 MB, 18 MB.
 */
export const sizeOf = (bytes: number): { readonly value: number; readonly digits: 0 | 1; readonly unit: SizeUnit } => {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit > 0 && value < 10 ? 1 : 0
  // 1023.7 kB rounds to 1024 kB: say 1 MB instead.
  if (Math.round(value) >= 1024 && unit < UNITS.length - 1) return { value: 1, digits: 1, unit: UNITS[unit + 1]! }
  return { value, digits, unit: UNITS[unit]! }
}

const numberFormats = new Map<string, Intl.NumberFormat>()
const timeFormats = new Map<string, Intl.DateTimeFormat>()

/** The size's figure in the locale ("2.4", "2,4"); the unit's word comes from the texts. */
export const formatSizeValue = (size: ReturnType<typeof sizeOf>, locale: string) => {
  const key = `${locale} ${size.digits}`
  let format = numberFormats.get(key)
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: size.digits, maximumFractionDigits: size.digits })))
  return format.format(size.value)
}

/** A point in time as day and time of day in the locale ("12.05.2025, 14:32"); empty for none or an unreadable one. */
export const formatDayTime = (iso: string | null, locale: string) => {
  const ms = iso === null ? Number.NaN : Date.parse(iso)
  if (Number.isNaN(ms)) return ""
  let format = timeFormats.get(locale)
  if (!format)
    timeFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" })))
  return format.format(ms)
}
