/** Resolves once every promise has settled (fulfilled or rejected), or after `ms`, whichever comes first. */
export const settledWithin = (ms: number, promises: readonly Promise<unknown>[]): Promise<void> => {
  if (promises.length === 0) return Promise.resolve()
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([
    Promise.allSettled(promises).then(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms)
    }),
  ]).finally(() => clearTimeout(timer))
}
