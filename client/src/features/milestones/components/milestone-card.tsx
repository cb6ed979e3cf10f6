/**
 * @module One milestone: name, description, its processes in sequence (a drop zone for processes), and its
 * menus. The card is focusable, draggable onto a phase, and moves with Alt+arrows.
 */
import { Button } from "@blueprintjs/core"
import { AddIcon, DragHandleVerticalIcon, DuplicateIcon, EditIcon, TrashIcon } from "@blueprintjs/icons"
import type { KeyboardEvent } from "react"
import { useT } from "../../../lib/i18n"
import { focusAttribute } from "../hooks/use-focus-after-move"
import { dropItemAttribute } from "../hooks/use-plan-drag"
import { moveDirectionOf } from "../move-keys"
import type { PlanMilestone } from "../plan-model"
import type { BoardHandlers } from "./board-handlers"
import { ItemActionsMenu } from "./item-actions-menu"
import { MoveMenu } from "./move-menu"
import { ProcessRow } from "./process-row"

type Props = { board: BoardHandlers; milestone: PlanMilestone; dropBefore: boolean; dropAfter: boolean }

export function MilestoneCard({ board, milestone, dropBefore, dropAfter }: Props) {
  const { t } = useT()
  const item = { kind: "milestone", id: milestone.id } as const
  const headingId = `plan-milestone-${milestone.id}`
  const { dragged } = board.drag
  const dragging = dragged?.kind === "milestone" && dragged.id === milestone.id
  const indicator = board.indicator?.kind === "process" && board.indicator.groupId === milestone.id ? board.indicator.beforeIndex : null
  const count = milestone.processes.length
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const direction = moveDirectionOf(event)
    if (!direction || (event.target as HTMLElement).closest("input, textarea, select")) return
    event.preventDefault()
    event.stopPropagation()
    board.step(item, milestone.name, direction)
  }
  const className = [
    "bimp-plan-milestone",
    dragging && "is-dragging",
    dropBefore && "is-drop-before",
    dropAfter && "is-drop-after",
    indicator !== null && count === 0 && "is-drop-into",
  ]
    .filter(Boolean)
    .join(" ")
  return (
    <li
      className={className}
      tabIndex={0}
      aria-labelledby={headingId}
      {...(!board.readOnly && {
        "aria-describedby": board.keyboardHelpId,
        [dropItemAttribute("milestone")]: "",
        ...board.drag.sourceProps(item, milestone.name),
        ...board.drag.zoneProps("process", milestone.id),
        onKeyDown,
      })}
      {...focusAttribute(item)}
    >
      <div className="bimp-plan-milestone-head">
        {!board.readOnly && <DragHandleVerticalIcon className="bimp-plan-handle" aria-hidden />}
        <div className="bimp-plan-milestone-title">
          <h4 id={headingId} className="bimp-plan-milestone-name">
            {milestone.name}
          </h4>
          <span className="bimp-plan-count">{t("plan:milestone.processCount", { count })}</span>
        </div>
        {!board.readOnly && (
          <div className="bimp-plan-item-actions">
            <MoveMenu plan={board.plan} item={item} name={milestone.name} onMove={(move) => board.move(item, milestone.name, move)} />
            <ItemActionsMenu
              label={t("plan:actions.more", { name: milestone.name })}
              actions={[
                { text: t("plan:actions.edit"), icon: <EditIcon />, onClick: () => board.open({ type: "edit-milestone", milestone }) },
                { text: t("plan:actions.copy"), icon: <DuplicateIcon />, onClick: () => board.open({ type: "copy-milestone", milestone }) },
                { text: t("plan:actions.addProcess"), icon: <AddIcon />, onClick: () => board.open({ type: "create-process", milestoneId: milestone.id }) },
                { text: t("plan:actions.delete"), icon: <TrashIcon />, danger: true, onClick: () => board.open({ type: "delete-milestone", milestone }) },
              ]}
            />
          </div>
        )}
      </div>
      {milestone.desc && <p className="bimp-plan-milestone-desc">{milestone.desc}</p>}
      {count > 0 ? (
        <ol className="bimp-plan-processes" aria-label={t("plan:milestone.processes", { name: milestone.name })}>
          {milestone.processes.map((process, index) => (
            <ProcessRow
              key={process.id}
              board={board}
              process={process}
              dropBefore={indicator === index}
              dropAfter={indicator === count && index === count - 1}
            />
          ))}
        </ol>
      ) : (
        <p className="bimp-plan-empty-text">{t("plan:milestone.empty")}</p>
      )}
      {!board.readOnly && (
        <Button
          className="bimp-plan-add-process"
          variant="minimal"
          size="small"
          icon={<AddIcon />}
          text={t("plan:actions.addProcess")}
          aria-label={t("plan:actions.addProcessTo", { name: milestone.name })}
          onClick={() => board.open({ type: "create-process", milestoneId: milestone.id })}
        />
      )}
    </li>
  )
}
