/**
 * @module Blueprint's tag (the same classes, so the same look) without its text measuring: Blueprint's `Tag`
 * wraps its text in `<Text ellipsize>`, whose layout effect reads `scrollWidth` after every render, a forced
 * layout per tag (the dashboard has one per phase and process). Here the ellipsis is CSS alone
 * (`bp6-text-overflow-ellipsis`), and the full text of a clipped tag is offered as its tooltip when the pointer
 * enters it, the one moment it is needed.
 */
import { Classes, type Intent } from "@blueprintjs/core"
import type { HTMLAttributes, MouseEvent, ReactNode } from "react"

type TagProps = Omit<HTMLAttributes<HTMLSpanElement>, "children"> & {
  readonly children?: ReactNode
  readonly intent?: Intent
  readonly minimal?: boolean
  readonly round?: boolean
  readonly icon?: ReactNode
}

const titleWhenClipped = (event: MouseEvent<HTMLSpanElement>) => {
  const text = event.currentTarget
  if (text.scrollWidth > text.clientWidth) text.title = text.textContent ?? ""
  else text.removeAttribute("title")
}

export function Tag({ children, intent, minimal, round, icon, className, ...rest }: TagProps) {
  const classes = [Classes.TAG, Classes.intentClass(intent), minimal && Classes.MINIMAL, round && Classes.ROUND, className].filter(Boolean).join(" ")
  return (
    <span {...rest} className={classes}>
      {icon}
      {children !== undefined && children !== null && children !== "" && (
        <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`} onMouseEnter={titleWhenClipped}>
          {children}
        </span>
      )}
    </span>
  )
}
