/**
 * @module Waiting until a part is ready — its `/ready` answers 200 — or gives up: it exited meanwhile, or the
 * time ran out. Either way the error says which part and shows the end of its log.
 */
import { describeExit, logTail, type RunningPart } from "./part"

export class NotReady extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `probe` until it says yes; fails when the part exits first, after `timeoutMs`, or when `abort` fires (a signal to the launcher). */
export const waitUntilReady = async (
  part: RunningPart,
  probe: () => Promise<boolean>,
  { timeoutMs = 120_000, intervalMs = 200, abort }: { timeoutMs?: number; intervalMs?: number; abort?: AbortSignal | undefined } = {},
): Promise<void> => {
  let exit: string | undefined
  void part.exited.then((how) => (exit = describeExit(how)))
  const deadline = Date.now() + timeoutMs
  for (;;) {
    abort?.throwIfAborted()
    if (exit !== undefined) throw new NotReady(`${part.name} exited before it was ready (${exit}); the end of ${part.logFile}:\n${logTail(part.logFile)}`)
    if (await probe().catch(() => false)) return
    if (Date.now() > deadline) throw new NotReady(`${part.name} was not ready within ${timeoutMs / 1000} s; the end of ${part.logFile}:\n${logTail(part.logFile)}`)
    await sleep(intervalMs)
  }
}

/** GET url answers 200. */
export const answers200 = (url: string) => async (): Promise<boolean> => {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
  await response.body?.cancel()
  return response.status === 200
}
