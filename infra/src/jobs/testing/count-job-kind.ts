/**
 * @module A job kind for tests only (no product feature uses it): counts `steps` steps of `stepMs` each,
 * reporting each one, and can be told to fail at a step. It obeys its abort signal like a real kind must.
 */
import { setTimeout as sleep } from "node:timers/promises"
import { JobFailed, type JobKind } from "../job-kinds"

export type CountInput = { readonly steps: number; readonly stepMs: number; readonly failAt?: number; readonly crashAt?: number }
export type CountResult = { readonly counted: number; readonly attempt: number }

export const COUNT_KIND = "test.count"

const decodeCountInput = (input: unknown): CountInput => {
  const i = input as Partial<CountInput> | null
  if (!i || !Number.isSafeInteger(i.steps) || !Number.isSafeInteger(i.stepMs)) throw new JobFailed("Ungültige Eingabe: steps und stepMs fehlen.")
  return i as CountInput
}

export const countJobKind = (options: { readonly kind?: string; readonly maxAttempts?: number; readonly onStep?: (step: number) => void } = {}): JobKind<CountInput, CountResult> => ({
  kind: options.kind ?? COUNT_KIND,
  ...(options.maxAttempts !== undefined && { maxAttempts: options.maxAttempts }),
  decodeInput: decodeCountInput,
  async run(input, { signal, reportProgress, attempt }) {
    for (let step = 1; step <= input.steps; step++) {
      await sleep(input.stepMs, undefined, { signal })
      if (step === input.failAt) throw new JobFailed(`Schritt ${step} ist gescheitert.`)
      if (step === input.crashAt) throw new TypeError("internal detail that users must not see")
      options.onStep?.(step)
      reportProgress((step / input.steps) * 100, `Schritt ${step} von ${input.steps}`)
    }
    return { counted: input.steps, attempt }
  },
})
