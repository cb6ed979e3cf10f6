/** @module The pause of a log follower (projector, relay) when nothing is new: it ends after a while or at once when woken. */
export class Idle {
  private wakeUp: (() => void) | undefined

  /** Ends the pause in progress, if any (a notification that events were appended, a stop). */
  readonly wake = (): void => this.wakeUp?.()

  for(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      this.wakeUp = () => {
        clearTimeout(timer)
        resolve()
      }
    }).finally(() => (this.wakeUp = undefined))
  }
}
