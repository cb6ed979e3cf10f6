/**
 * @module The keyboard and pointer alternative to dragging: a card's "move" menu with up, down, and every
 * other phase (milestone) or milestone (process) as a target. Entries that would go nowhere are disabled.
 * The targets are worked out when the menu opens, not for every card at every render.
 */
import { ArrowDownIcon, ArrowUpIcon, MoveIcon } from "@blueprintjs/icons"
import type { ReactElement } from "react"
import { MenuButton } from "../../../components/menu-button"
import type { MenuEntry } from "../../../components/menu-entry"
import { useT } from "../../../lib/i18n"
import type { PlanMove } from "../move-in-plan"
import type { Plan } from "../plan-model"
import { moveToGroup, type PlanItem, stepMove } from "../plan-moves"

export function MoveMenu({ plan, item, name, onMove }: { plan: Plan; item: PlanItem; name: string; onMove: (move: PlanMove) => void }) {
  const { t } = useT()
  const step = (move: PlanMove | null, text: string, icon: ReactElement, label: string): MenuEntry => ({
    text,
    icon,
    label,
    disabled: !move,
    onClick: () => move && onMove(move),
  })
  const entry = (groupId: number, text: string): MenuEntry => {
    const move = moveToGroup(plan, item, groupId)
    return { text, disabled: !move, onClick: () => move && onMove(move) }
  }
  const entries = (): MenuEntry[] => [
    step(stepMove(plan, item, "up"), t("plan:actions.moveUp"), <ArrowUpIcon />, "Alt+↑"),
    step(stepMove(plan, item, "down"), t("plan:actions.moveDown"), <ArrowDownIcon />, "Alt+↓"),
    ...(item.kind === "milestone"
      ? [{ divider: t("plan:actions.moveToPhase") }, ...plan.phases.map((phase) => entry(phase.id, phase.name))]
      : plan.phases
          .filter((phase) => phase.milestones.length > 0)
          .flatMap((phase) => [{ divider: phase.name }, ...phase.milestones.map((milestone) => entry(milestone.id, milestone.name))])),
  ]
  return <MenuButton label={t("plan:actions.move", { name })} icon={<MoveIcon />} entries={entries} />
}
