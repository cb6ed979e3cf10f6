/**
 * @module The keyboard and pointer alternative to dragging: a card's "move" menu with up, down, and every
 * other phase (milestone) or milestone (process) as a target. Entries that would go nowhere are disabled.
 */
import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from "@blueprintjs/core"
import { ArrowDownIcon, ArrowUpIcon, MoveIcon } from "@blueprintjs/icons"
import { useT } from "../../../lib/i18n"
import type { PlanMove } from "../move-in-plan"
import type { Plan } from "../plan-model"
import { moveToGroup, type PlanItem, stepMove } from "../plan-moves"

export function MoveMenu({ plan, item, name, onMove }: { plan: Plan; item: PlanItem; name: string; onMove: (move: PlanMove) => void }) {
  const { t } = useT()
  const up = stepMove(plan, item, "up")
  const down = stepMove(plan, item, "down")
  const entry = (groupId: number, text: string) => {
    const move = moveToGroup(plan, item, groupId)
    return <MenuItem key={groupId} text={text} disabled={!move} onClick={() => move && onMove(move)} />
  }
  const menu = (
    <Menu aria-label={t("plan:actions.move", { name })}>
      <MenuItem icon={<ArrowUpIcon />} text={t("plan:actions.moveUp")} label="Alt+↑" disabled={!up} onClick={() => up && onMove(up)} />
      <MenuItem icon={<ArrowDownIcon />} text={t("plan:actions.moveDown")} label="Alt+↓" disabled={!down} onClick={() => down && onMove(down)} />
      {item.kind === "milestone" ? (
        <>
          <MenuDivider title={t("plan:actions.moveToPhase")} />
          {plan.phases.map((phase) => entry(phase.id, phase.name))}
        </>
      ) : (
        plan.phases
          .filter((phase) => phase.milestones.length > 0)
          .map((phase) => [<MenuDivider key={`phase-${phase.id}`} title={phase.name} />, ...phase.milestones.map((milestone) => entry(milestone.id, milestone.name))])
      )}
    </Menu>
  )
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button variant="minimal" size="small" icon={<MoveIcon />} aria-label={t("plan:actions.move", { name })} title={t("plan:actions.move", { name })} />
    </PopoverNext>
  )
}
