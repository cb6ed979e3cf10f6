/** @module What the board hands its phases, cards and rows: the plan, dragging, moving, dialogs. */
import type { PlanMove } from "../move-in-plan"
import type { Plan } from "../plan-model"
import type { MoveDirection, PlanItem } from "../plan-moves"
import type { DropTarget, usePlanDrag } from "../hooks/use-plan-drag"
import type { PlanDialog } from "./plan-dialog"

export type BoardHandlers = {
  readonly plan: Plan
  readonly projectId: number
  readonly drag: ReturnType<typeof usePlanDrag>
  /** Where a drop would land, when it would change something (the drop indicator). */
  readonly indicator: DropTarget | null
  /** A move chosen from a card's menu. */
  readonly move: (item: PlanItem, name: string, move: PlanMove) => void
  /** A keyboard shortcut on a card. */
  readonly step: (item: PlanItem, name: string, direction: MoveDirection) => void
  readonly open: (dialog: PlanDialog) => void
  /** The id of the text explaining the keyboard shortcuts (aria-describedby of the cards). */
  readonly keyboardHelpId: string
  /** The caller may only read the project: no moving, no menus, no "add". */
  readonly readOnly: boolean
}
