/**
 * @module One running stack per test file: started before its tests, stopped after them. The returned
 * object stands for the stack once it runs (reading it before `beforeAll` is a mistake and says so).
 */
import { afterAll, beforeAll } from "vitest"
import { type RunningStack, startTestStack, type TestStackOptions } from "./stack"

export const useTestStack = (options: TestStackOptions | (() => TestStackOptions) = {}): RunningStack => {
  let current: RunningStack | undefined
  beforeAll(async () => {
    current = await startTestStack(typeof options === "function" ? options() : options)
  })
  afterAll(async () => {
    await current?.stop()
  })
  return new Proxy({} as RunningStack, {
    get(_target, key) {
      if (!current) throw new Error("the test stack is not running yet: use it inside a test or hook")
      return current[key as keyof RunningStack]
    },
  })
}
