/** The highest log position this tab has seen (command answers, live notices): sent as X-Min-Position. */
let highest = 0
export const seenPosition = (position: number) => {
  if (Number.isFinite(position) && position > highest) highest = position
}
export const minPosition = () => highest
