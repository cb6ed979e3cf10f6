/**
 * @module Intl formatters and collators, made once per locale and kept. `toLocaleDateString(locale, options)`
 * and `localeCompare(other, locale, options)` build a new ICU object on every call: for a list of 40
 * projects that was hundreds of them in one render (the slow profile's CPU ×4 made it 100–200 ms).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()
const collators = new Map<string, Intl.Collator>()

/** A date as day, month and year in two, two and four digits, in the locale's order (31.12.2026). */
export const formatDay = (ms: number, locale?: string): string => {
  const key = locale ?? ""
  let format = dateFormats.get(key)
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric" })))
  return format.format(ms)
}

/** Names compared as people read them: case and accents ignored, numbers by value ("Projekt 2" < "Projekt 10"). */
export const compareNames = (locale?: string): ((a: string, b: string) => number) => {
  const key = locale ?? ""
  let collator = collators.get(key)
  if (!collator) collators.set(key, (collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true })))
  return collator.compare
}

/**
 * A count (of phases, milestones, activities …). The page's first `Intl.NumberFormat` loads the locale's
 * number data (~55 ms on a desktop, four times that on a slow device, in the render that shows the
 * dashboard); below 1,000 every locale of the app writes a count as plain digits, so only larger counts ask Intl.
 */
export const formatCount = (count: number, locale: string): string => {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count)
  let format = numberFormats.get(locale)
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)))
  return format.format(count)
}

/**
 * Makes the project list's collator and date format ahead (app/start-early.ts): the first of each loads ICU's
 * data for the locale, 15–20 ms on a desktop and four times that on a slow device, which the early start
 * spends while the libraries still download instead of in the render that shows the list.
 */
export const prepareListFormats = (locale: string) => {
  compareNames(locale)
  formatDay(0, locale)
}
