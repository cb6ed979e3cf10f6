/** @module The order of a process's activities: by act_seq (from 1), and the pairs to send after a move. */
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"

export type ActivitySeq = { readonly act_id: number; readonly act_seq: number }

export const sortActivities = (activities: readonly ActivityDto[]): ActivityDto[] =>
  [...activities].sort((a, b) => a.act_seq - b.act_seq || a.act_id - b.act_id)

/**
 * Moves the activity at `index` by `offset` places (−1 up, +1 down) and numbers the list 1…n again.
 * Returns only the pairs whose sequence changes: nothing when the move leaves the list as it is.
 */
export const moveActivity = (activities: readonly ActivityDto[], index: number, offset: number): ActivitySeq[] => {
  const ordered = sortActivities(activities)
  const target = index + offset
  if (index < 0 || index >= ordered.length || target < 0 || target >= ordered.length || offset === 0) return []
  const [moved] = ordered.splice(index, 1)
  ordered.splice(target, 0, moved!)
  return ordered
    .map((activity, position) => ({ act_id: activity.act_id, act_seq: position + 1, before: activity.act_seq }))
    .filter((pair) => pair.act_seq !== pair.before)
    .map(({ act_id, act_seq }) => ({ act_id, act_seq }))
}

/** The list as it looks once the pairs are applied (shown at once, before the server answers). */
export const applySequence = (activities: readonly ActivityDto[], pairs: readonly ActivitySeq[]): ActivityDto[] => {
  const seqs = new Map(pairs.map((pair) => [pair.act_id, pair.act_seq]))
  return sortActivities(activities.map((activity) => ({ ...activity, act_seq: seqs.get(activity.act_id) ?? activity.act_seq })))
}
