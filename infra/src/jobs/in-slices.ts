/**
 * @module Long work on the one event loop every request shares (an upload job's 50,000 rows, a projector
 * batch of thousands of items): written once as a generator that `yield`s between slices, run at once
 * where it must not pause (a command's decision) or in slices that give the loop back (a job), so other
 * users' requests go on in the pauses.
 */

/** Rows between two pauses: a few milliseconds of work on any of them. */
export const SLICE_ROWS = 2_000

/** Lets every request and I/O callback that waits run (setImmediate: after the poll phase), then goes on. */
export const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Runs work written as a generator to its end at once (no pause). */
export const atOnce = <R>(work: Generator<void, R>): R => {
  for (;;) {
    const step = work.next()
    if (step.done) return step.value
  }
}

/** Runs work written as a generator, giving the event loop back at each of its pauses. */
export const inSlices = async <R>(work: Generator<void, R>): Promise<R> => {
  for (;;) {
    const step = work.next()
    if (step.done) return step.value
    await giveWay()
  }
}

/** `items.map(each)` that gives the event loop back every SLICE_ROWS items. */
export const mapInSlices = async <T, R>(items: readonly T[], each: (item: T) => R): Promise<R[]> => {
  const mapped: R[] = []
  for (const [index, item] of items.entries()) {
    if (index % SLICE_ROWS === SLICE_ROWS - 1) await giveWay()
    mapped.push(each(item))
  }
  return mapped
}
