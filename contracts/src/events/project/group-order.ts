/**
 * @module The order of a group (milestones of a phase, processes of a milestone, activities of a process) and
 * the facts that change it. An order is a list of ids, seq = index + 1. Events carry only the fact — an item
 * placed at a seq, a list of items placed (a resequence) — never the resulting order of the group: the
 * command side and the projector both fold the facts with these functions, so they cannot disagree.
 */

/** One item placed at its 1-based seq within its group (the seq it has after the change). */
export type Placement = { readonly id: number; readonly seq: number }

/** The order with `id` placed at `seq` (1-based, clamped to the end); appended when `seq` is absent. */
export const placeAt = (order: readonly number[], id: number, seq?: number): number[] => {
  const without = order.filter((x) => x !== id)
  const index = seq === undefined ? without.length : Math.min(Math.max(seq - 1, 0), without.length)
  return [...without.slice(0, index), id, ...without.slice(index)]
}

export const withoutId = (order: readonly number[], id: number): number[] => order.filter((x) => x !== id)

export const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i])

/** The 1-based seq of `id` in `order` (0 when absent). */
export const seqOf = (order: readonly number[], id: number): number => order.indexOf(id) + 1

/**
 * Applies a list of placements to one group: the listed ids take their sequences, the others keep their
 * relative order around them. The list PATCH of milestones, processes and activities asks for this, and the
 * `…Resequenced` events carry it.
 */
export const resequence = (order: readonly number[], pairs: readonly Placement[]): number[] => {
  // Take every listed id out first: placing one at a time would let a later id leaving an earlier
  // position shift ids already placed (c→2 then a→3 on [a,b,c,d] gave [c,b,a,d]).
  const listed = new Set(pairs.map((p) => p.id))
  let result = order.filter((id) => !listed.has(id))
  for (const pair of [...pairs].sort((a, b) => a.seq - b.seq)) result = placeAt(result, pair.id, pair.seq)
  return result
}

/**
 * The placements of `ids` as they stand in `order` (a resequence's result), by seq: applied with `resequence`
 * to the order before, they give `order` again. The seqs are the resolved ones (a requested seq past the end
 * is stored as the seq the item got), so the fact says exactly where each item stands.
 */
export const placementsIn = (order: readonly number[], ids: Iterable<number>): Placement[] =>
  [...new Set(ids)].map((id) => ({ id, seq: seqOf(order, id) })).sort((a, b) => a.seq - b.seq)

/** The seq an item gets when placed at the requested `seq` (clamped to the group; its end when absent). */
export const placedSeq = (order: readonly number[], id: number, seq?: number): number => seqOf(placeAt(order, id, seq), id)

/**
 * The fact a resequence request on one group records: the listed items at the seqs they get (bounded by the
 * request, not by the group), or undefined when no item changes its place.
 */
export const resequenceFact = (order: readonly number[], pairs: readonly Placement[]): Placement[] | undefined => {
  const result = resequence(order, pairs)
  return sameOrder(result, order) ? undefined : placementsIn(result, pairs.map((pair) => pair.id))
}
