import { type RefObject, useEffect } from "react"

/**
 * After a refused submit, focus goes to what went wrong: the first field marked invalid, else the error
 * callout (`[role=alert]`). The busy submit button lost the focus (disabled while loading), and with the
 * focus outside the dialog Escape no longer closed it. `failure` changes with every refusal (a counter).
 */
export const useFocusOnFailure = (container: RefObject<HTMLElement | null>, failure: number) => {
  useEffect(() => {
    if (failure === 0 || !container.current) return
    const target =
      container.current.querySelector<HTMLElement>('[aria-invalid="true"], .bp6-intent-danger input, .bp6-intent-danger textarea') ??
      container.current.querySelector<HTMLElement>('[role="alert"]')
    if (!target) return
    if (!target.matches("input, textarea, select, button")) target.tabIndex = -1
    target.focus()
  }, [container, failure])
}
