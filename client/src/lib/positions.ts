/** The highest log position this tab has seen (command answers, live notices): sent as X-Min-Position. */
let highest = 0
export const seenPosition = (position: number) => {
  if (Number.isFinite(position) && position > highest) highest = position
}
export const minPosition = () => highest

/**
 * The log position of the earliest read this tab took (its answer's X-Read-Position): the live stream's first
 * connection resumes from there (live-updates.ts), so a change made after the page read its data and before
 * the stream was open is not missed.
 */
let earliestRead = 0
export const sawReadPosition = (position: number) => {
  if (Number.isFinite(position) && position > 0 && (earliestRead === 0 || position < earliestRead)) earliestRead = position
}
export const earliestReadPosition = () => earliestRead
