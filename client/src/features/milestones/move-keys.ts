/** @module The keyboard shortcuts of a focused card: Alt+↑/↓ reorder, Alt+←/→ go to the neighbouring phase or milestone. */
import type { MoveDirection } from "./plan-moves"

type KeyPress = { readonly key: string; readonly altKey: boolean; readonly ctrlKey: boolean; readonly metaKey: boolean; readonly shiftKey: boolean }

const directions: Record<string, MoveDirection> = { ArrowUp: "up", ArrowDown: "down", ArrowLeft: "previous", ArrowRight: "next" }

/** The move direction of a key press, or null when it is not one of the shortcuts. */
export const moveDirectionOf = (press: KeyPress): MoveDirection | null =>
  press.altKey && !press.ctrlKey && !press.metaKey && !press.shiftKey ? (directions[press.key] ?? null) : null
