import { useSyncExternalStore } from "react"
import type { BehaviorSubject } from "rxjs"

/** The current value of a BehaviorSubject, re-rendering on change. */
export const useBehavior = <T,>(subject: BehaviorSubject<T>): T =>
  useSyncExternalStore(
    (onChange) => {
      const subscription = subject.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    () => subject.value,
  )
