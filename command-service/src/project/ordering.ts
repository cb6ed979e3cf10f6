/** @module Pure helpers for sequence orders: a group's order is a list of ids, seq = index + 1. */

/** The order with `id` placed at `seq` (1-based, clamped to the end); appended when `seq` is absent. */
export const placeAt = (order: readonly number[], id: number, seq?: number): number[] => {
  const without = order.filter((x) => x !== id)
  const index = seq === undefined ? without.length : Math.min(Math.max(seq - 1, 0), without.length)
  return [...without.slice(0, index), id, ...without.slice(index)]
}

export const withoutId = (order: readonly number[], id: number): number[] => order.filter((x) => x !== id)

export const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i])

/**
 * Applies a list of (id, seq) pairs to one group: the listed ids take their sequences, the others keep
 * their relative order around them. Used by the list PATCH of milestones and processes.
 */
export const resequence = (order: readonly number[], pairs: readonly { id: number; seq: number }[]): number[] => {
  // Take every listed id out first: placing one at a time would let a later id leaving an earlier
  // position shift ids already placed (c→2 then a→3 on [a,b,c,d] gave [c,b,a,d]).
  const listed = new Set(pairs.map((p) => p.id))
  let result = order.filter((id) => !listed.has(id))
  for (const pair of [...pairs].sort((a, b) => a.seq - b.seq)) result = placeAt(result, pair.id, pair.seq)
  return result
}
