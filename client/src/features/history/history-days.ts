/** @module The timeline's days: its entries (newest first) by the user's local day, each day titled in their language. */
import type { HistoryItem } from "@bimprofile/contracts/history/history-item"

export type HistoryDay = {
  /** "2026-03-12", the local day. */
  readonly key: string
  /** "Donnerstag, 12. März 2026". */
  readonly title: string
  readonly entries: readonly { readonly item: HistoryItem; readonly time: string }[]
}

const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>()
const formatsOf = (locale: string) => {
  let format = formats.get(locale)
  if (!format) {
    format = {
      day: new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
      time: new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }),
    }
    formats.set(locale, format)
  }
  return format
}

const pad = (n: number) => String(n).padStart(2, "0")

export const groupByDay = (items: readonly HistoryItem[], locale: string): HistoryDay[] => {
  const format = formatsOf(locale)
  const days: { key: string; title: string; entries: { item: HistoryItem; time: string }[] }[] = []
  for (const item of items) {
    const date = new Date(item.time)
    const key = Number.isNaN(date.getTime()) ? "?" : `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
    let day = days.at(-1)
    if (day?.key !== key) {
      day = { key, title: key === "?" ? item.time : format.day.format(date), entries: [] }
      days.push(day)
    }
    day.entries.push({ item, time: key === "?" ? "" : format.time.format(date) })
  }
  return days
}
