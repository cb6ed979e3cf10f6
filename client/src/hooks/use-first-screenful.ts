/**
 * @module How many items of a long list to render now. The first render shows a screenful (FIRST_SCREENFUL),
 * the rest follows at once in a background render (React's deferred value with an initial value): on a slow
 * device, 40 project cards were 0.8 s of rendering before the first of them could show, though only a
 * dozen fit on the screen. A later change of the list renders it whole, also in the background.
 */
import { useDeferredValue } from "react"

/** More cards than a large screen shows at once (1920 × 1200: four columns, three rows). */
export const FIRST_SCREENFUL = 12

export const useFirstScreenful = (total: number): number => useDeferredValue(total, Math.min(total, FIRST_SCREENFUL))
