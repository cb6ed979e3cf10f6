/**
 * @module A count (of phases, milestones, activities …) in the user's language. The first
 * `Intl.NumberFormat` of a page loads the locale's number data: ~55 ms on a desktop, four times that on a
 * slow device, paid in the render that shows the dashboard. Below 1,000 every locale of the app writes a
 * count as plain digits (no grouping), so only a count from 1,000 on asks Intl (one formatter per locale).
 */
const formatters = new Map<string, Intl.NumberFormat>()

export const formatCount = (count: number, locale: string): string => {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count)
  let formatter = formatters.get(locale)
  if (!formatter) formatters.set(locale, (formatter = new Intl.NumberFormat(locale)))
  return formatter.format(count)
}
