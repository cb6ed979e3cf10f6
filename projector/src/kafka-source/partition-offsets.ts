/**
 * @module Which Kafka offsets may be committed: per partition, the messages received in offset order with the
 * position of their event. Once the read models hold every event up to a position, the messages at the front
 * of each partition up to it are done, and the offset after the last of them is committed. A message further
 * ahead holds the line, so a commit never covers a message whose event is not projected.
 */
export class PartitionOffsets {
  private readonly pending = new Map<number, { offset: string; position: number }[]>()

  /** `position` 0: a message that carries no event of the log (nothing to wait for). */
  arrived(partition: number, offset: string, position: number): void {
    let queue = this.pending.get(partition)
    if (!queue) this.pending.set(partition, (queue = []))
    queue.push({ offset, position })
  }

  /** The next offset to commit per partition whose front advanced, now that everything up to `position` is projected. */
  settle(position: number): Map<number, string> {
    const commits = new Map<number, string>()
    for (const [partition, queue] of this.pending) {
      let done = 0
      while (done < queue.length && queue[done]!.position <= position) done++
      if (done === 0) continue
      commits.set(partition, (BigInt(queue[done - 1]!.offset) + 1n).toString())
      queue.splice(0, done)
    }
    return commits
  }

  clear(): void {
    this.pending.clear()
  }
}
