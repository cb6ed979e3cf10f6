/**
 * @module The plan itself: the phases side by side, and every way of moving in it — drag and drop, the
 * cards' menus and Alt+arrows. A move is computed by `moveInPlan`, shown at once, sent as the list PATCH
 * and undone if the server refuses; each is announced to screen readers.
 */
import { useId, useState } from "react"
import { useT } from "../../../lib/i18n"
import { useMoveMilestones } from "../api/move-milestones"
import { useMoveProcesses } from "../api/move-processes"
import { useFocusAfterMove } from "../hooks/use-focus-after-move"
import { type DropTarget, usePlanDrag } from "../hooks/use-plan-drag"
import { moveInPlan, type PlanMove } from "../move-in-plan"
import { findMilestone, findProcess, type Plan } from "../plan-model"
import { dropMove, type MoveDirection, type PlanItem, stepMove } from "../plan-moves"
import type { BoardHandlers } from "./board-handlers"
import { PhaseColumn } from "./phase-column"
import type { PlanDialog } from "./plan-dialog"

type Props = { plan: Plan; projectId: number; onDialog: (dialog: PlanDialog) => void; readOnly?: boolean }

export function PlanBoard({ plan, projectId, onDialog, readOnly = false }: Props) {
  const { t } = useT()
  const keyboardHelpId = useId()
  const [announcement, setAnnouncement] = useState("")
  const moveMilestones = useMoveMilestones(projectId)
  const moveProcesses = useMoveProcesses(projectId)
  const focusAfterMove = useFocusAfterMove(plan)

  /** Where the item now is, in words: "… position 2 of phase Planung". */
  const describe = (after: Plan, item: PlanItem, name: string) => {
    if (item.kind === "milestone") {
      const at = findMilestone(after, item.id)
      return at ? t("plan:announce.milestoneMoved", { name, phase: at.phase.name, position: at.index + 1 }) : ""
    }
    const at = findProcess(after, item.id)
    return at ? t("plan:announce.processMoved", { name, milestone: at.milestone.name, position: at.index + 1 }) : ""
  }

  const apply = (item: PlanItem, name: string, move: PlanMove | null, keepFocus: boolean) => {
    if (readOnly) return
    const result = move && moveInPlan(plan, move)
    if (!result) {
      if (keepFocus) setAnnouncement(t("plan:announce.cannotMove", { name }))
      return
    }
    if (keepFocus) focusAfterMove(item, result.plan)
    setAnnouncement(describe(result.plan, item, name))
    const mutation = item.kind === "milestone" ? moveMilestones : moveProcesses
    mutation.mutate(result, {
      onError: () => {
        if (keepFocus) focusAfterMove(item, null)
        setAnnouncement(t("plan:announce.moveFailed", { name }))
      },
    })
  }

  const nameOf = (item: PlanItem) =>
    (item.kind === "milestone" ? findMilestone(plan, item.id)?.milestone.name : findProcess(plan, item.id)?.process.name) ?? ""

  const drag = usePlanDrag((item: PlanItem, target: DropTarget) => apply(item, nameOf(item), dropMove(plan, item, target.groupId, target.beforeIndex), false))
  const { dragged, target } = drag
  const hovered = dragged && target ? dropMove(plan, dragged, target.groupId, target.beforeIndex) : null

  const board: BoardHandlers = {
    plan,
    projectId,
    drag,
    indicator: hovered && moveInPlan(plan, hovered) ? target : null,
    move: (item, name, move) => apply(item, name, move, true),
    step: (item: PlanItem, name: string, direction: MoveDirection) => apply(item, name, stepMove(plan, item, direction), true),
    open: onDialog,
    keyboardHelpId,
    readOnly,
  }

  return (
    <div className="bimp-plan">
      {!readOnly && (
        <p id={keyboardHelpId} className="bimp-plan-help">
          {t("plan:board.keyboardHelp")}
        </p>
      )}
      <div className={`bimp-plan-board${dragged ? " is-dragging" : ""}`} role="group" aria-label={t("plan:board.label")}>
        {plan.phases.map((phase) => (
          <PhaseColumn key={phase.id} board={board} phase={phase} />
        ))}
      </div>
      <div className="bimp-plan-sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  )
}
