/** @module One process of a milestone card: a link to its details, short name, activity count, its menus; draggable. */
import { DragHandleVerticalIcon, DuplicateIcon, EditIcon, TrashIcon } from "@blueprintjs/icons"
import type { KeyboardEvent } from "react"
import { Link } from "react-router-dom"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { focusAttribute } from "../hooks/use-focus-after-move"
import { dropItemAttribute } from "../hooks/use-plan-drag"
import { moveDirectionOf } from "../move-keys"
import type { PlanProcess } from "../plan-model"
import type { BoardHandlers } from "./board-handlers"
import { ItemActionsMenu } from "./item-actions-menu"
import { MoveMenu } from "./move-menu"
import { Tag } from "../../../components/tag"

type Props = { board: BoardHandlers; process: PlanProcess; dropBefore: boolean; dropAfter: boolean }

export function ProcessRow({ board, process, dropBefore, dropAfter }: Props) {
  const { t } = useT()
  const item = { kind: "process", id: process.id } as const
  const nameId = `plan-process-${process.id}`
  const dragging = board.drag.dragged?.kind === "process" && board.drag.dragged.id === process.id
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const direction = moveDirectionOf(event)
    if (!direction) return
    event.preventDefault()
    event.stopPropagation()
    board.step(item, process.name, direction)
  }
  const className = ["bimp-plan-process", dragging && "is-dragging", dropBefore && "is-drop-before", dropAfter && "is-drop-after"].filter(Boolean).join(" ")
  return (
    <li
      className={className}
      aria-labelledby={nameId}
      {...(!board.readOnly && { [dropItemAttribute("process")]: "", ...board.drag.sourceProps(item, process.name), onKeyDown })}>
      {!board.readOnly && <DragHandleVerticalIcon className="bimp-plan-handle" aria-hidden />}
      <div className="bimp-plan-process-text">
        <Link
          id={nameId}
          to={paths.process(board.projectId, process.id)}
          className="bimp-plan-process-name"
          draggable={false}
          {...(!board.readOnly && { "aria-describedby": board.keyboardHelpId })}
          {...focusAttribute(item)}
        >
          {process.name}
        </Link>
        <span className="bimp-plan-process-meta">
          {process.shortName && (
            <Tag minimal className="bimp-plan-short-name">
              {process.shortName}
            </Tag>
          )}
          <span className="bimp-plan-count">{t("plan:process.activities", { count: process.activityCount })}</span>
        </span>
      </div>
      {!board.readOnly && (
        <div className="bimp-plan-item-actions">
          <MoveMenu plan={board.plan} item={item} name={process.name} onMove={(move) => board.move(item, process.name, move)} />
          <ItemActionsMenu
            label={t("plan:actions.more", { name: process.name })}
            actions={[
              { text: t("plan:actions.edit"), icon: <EditIcon />, onClick: () => board.open({ type: "edit-process", process }) },
              { text: t("plan:actions.copy"), icon: <DuplicateIcon />, onClick: () => board.open({ type: "copy-process", process }) },
              { text: t("plan:actions.delete"), icon: <TrashIcon />, danger: true, onClick: () => board.open({ type: "delete-process", process }) },
            ]}
          />
        </div>
      )}
    </li>
  )
}
