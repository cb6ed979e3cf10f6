import { useEffect, useState } from "react"

/**
 * The state of a two-step import: the values picked one after the other (project, then process, then
 * activity …) and whether the user has moved on to naming. Picking a value clears every pick after it,
 * since those lists belonged to the old choice; opening the dialog starts over.
 */
export function useSourcePicks(isOpen: boolean, count: number) {
  const [naming, setNaming] = useState(false)
  const [picks, setPicks] = useState<readonly string[]>(() => Array<string>(count).fill(""))
  useEffect(() => {
    if (isOpen) {
      setNaming(false)
      setPicks(Array<string>(count).fill(""))
    }
  }, [isOpen, count])

  const choose = (index: number) => (value: string) =>
    setPicks((current) => current.map((old, i) => (i < index ? old : i === index ? value : "")))

  return { naming, toNaming: () => setNaming(true), picks, choose }
}

/** A picked id as a number, or null while nothing is picked. */
export const pickedId = (value: string): number | null => (value ? Number(value) : null)
