/** @module `<input type="datetime-local">`'s value of a moment, in the user's local time ("2026-03-12T14:05"): the «Zeitreise» picker and the diff's points. */
export const localInputValue = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}
