/**
 * @module A small button that opens a menu. Blueprint's popover (and the positioning code behind it, the
 * overlay chunk) loads and mounts when the menu is first wanted, not with the page: the dashboard has two
 * menus on every milestone and process, 120 popovers in the render that shows the reference plan. Pointing
 * at or focusing the button starts the load, so the menu is usually there by the click.
 */
import { Button, Classes } from "@blueprintjs/core"
import { type ReactElement, Suspense, useState } from "react"
import { lazyComponent } from "./lazy-dialogs"
import type { MenuEntry } from "./menu-entry"
import type { MenuPopoverProps } from "./menu-popover"

const loadPopover = () => import("./menu-popover").then((module) => module.MenuPopover)
const MenuPopover = lazyComponent<MenuPopoverProps>(loadPopover)

type Props = {
  /** The button's and the menu's accessible name. */
  readonly label: string
  readonly icon: ReactElement
  /** The entries, asked for while the menu is open (they may depend on state that changes meanwhile). */
  readonly entries: () => readonly MenuEntry[]
}

export function MenuButton({ label, icon, entries }: Props) {
  const [wanted, setWanted] = useState(false)
  const button = <Button variant="minimal" size="small" icon={icon} aria-label={label} title={label} aria-haspopup="menu" aria-expanded={false} />
  // The same wrapper as Blueprint's popover target, so nothing moves when the popover takes over.
  const placeholder = (
    <span className={Classes.POPOVER_TARGET} onClick={() => setWanted(true)} onPointerEnter={() => void loadPopover()} onFocus={() => void loadPopover()}>
      {button}
    </span>
  )
  if (!wanted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <MenuPopover label={label} entries={entries}>
        {button}
      </MenuPopover>
    </Suspense>
  )
}
