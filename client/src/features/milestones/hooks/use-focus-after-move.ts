/**
 * @module Keeps the keyboard on a moved card. A card that changes phase or milestone is a new element, and
 * the optimistic plan arrives a tick after the move, so the focus is put back once that plan is shown (or,
 * after a refusal, once the plan as it was is back).
 */
import { useCallback, useEffect, useRef } from "react"
import type { Plan } from "../plan-model"
import type { PlanItem } from "../plan-moves"

/** The attribute of the element that takes the focus for an item (milestone card, process link). */
export const focusAttribute = (item: PlanItem) => ({ "data-plan-focus": `${item.kind}-${item.id}` })

export const useFocusAfterMove = (plan: Plan) => {
  const pending = useRef<{ item: PlanItem; until: Plan | null } | null>(null)
  useEffect(() => {
    const request = pending.current
    if (!request) return
    const element = document.querySelector<HTMLElement>(`[data-plan-focus="${request.item.kind}-${request.item.id}"]`)
    if (element && document.activeElement !== element) element.focus()
    if (request.until === null || request.until === plan) pending.current = null
  }, [plan])
  /** `until`: the plan that shows the item in its new place; null: the next plan shown. */
  return useCallback((item: PlanItem, until: Plan | null) => {
    pending.current = { item, until }
  }, [])
}
