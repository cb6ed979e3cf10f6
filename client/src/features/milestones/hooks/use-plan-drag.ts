/**
 * @module Native HTML5 drag and drop for the plan: milestones are dragged onto a phase, processes onto a
 * milestone. While dragging, the target says where the item would land (the drop indicator); a drop hands
 * the item and that place to the board, which turns it into a move.
 */
import { type DragEvent, type PointerEvent, useRef, useState } from "react"
import { beforeIndexAt } from "../drop-index"
import type { PlanItem } from "../plan-moves"

export type DropTarget = { readonly kind: PlanItem["kind"]; readonly groupId: number; readonly beforeIndex: number }

/** The attribute marking the shown items of a group, whose positions place the drop. */
export const dropItemAttribute = (kind: PlanItem["kind"]) => `data-drop-${kind}`

const placeIn = (zone: HTMLElement, kind: PlanItem["kind"], pointerY: number) =>
  beforeIndexAt(
    [...zone.querySelectorAll<HTMLElement>(`[${dropItemAttribute(kind)}]`)].map((element) => element.getBoundingClientRect()),
    pointerY,
  )

export const usePlanDrag = (onDrop: (item: PlanItem, target: DropTarget) => void) => {
  const [dragged, setDragged] = useState<PlanItem | null>(null)
  const [target, setTarget] = useState<DropTarget | null>(null)
  // The item the pointer went down on. The browser picks the dragged element when the pointer has moved;
  // if the page scrolled in between (auto-scroll, a test driver), that can be a neighbour.
  const pressed = useRef<PlanItem | null>(null)

  const finish = () => {
    pressed.current = null
    setDragged(null)
    setTarget(null)
  }

  /** Props of a dragged element (a milestone card, a process row). */
  const sourceProps = (item: PlanItem, label: string) => ({
    draggable: true,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // The innermost item (a process inside its milestone card) is the one pressed.
      if (event.currentTarget === (event.target as HTMLElement).closest("[draggable=true]")) pressed.current = item
    },
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.stopPropagation()
      event.dataTransfer.effectAllowed = "move"
      event.dataTransfer.setData("text/plain", label)
      setDragged(pressed.current?.kind === item.kind ? pressed.current : item)
    },
    onDragEnd: (event: DragEvent<HTMLElement>) => {
      event.stopPropagation()
      finish()
    },
  })

  /** Props of a drop zone: a phase (takes milestones) or a milestone card (takes processes). */
  const zoneProps = (kind: PlanItem["kind"], groupId: number) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (dragged?.kind !== kind) return
      event.preventDefault()
      event.stopPropagation()
      event.dataTransfer.dropEffect = "move"
      const beforeIndex = placeIn(event.currentTarget, kind, event.clientY)
      setTarget((current) =>
        current?.kind === kind && current.groupId === groupId && current.beforeIndex === beforeIndex ? current : { kind, groupId, beforeIndex },
      )
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
      setTarget((current) => (current?.kind === kind && current.groupId === groupId ? null : current))
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (dragged?.kind !== kind) return
      event.preventDefault()
      event.stopPropagation()
      onDrop(dragged, { kind, groupId, beforeIndex: placeIn(event.currentTarget, kind, event.clientY) })
      finish()
    },
  })

  return { dragged, target, sourceProps, zoneProps }
}
