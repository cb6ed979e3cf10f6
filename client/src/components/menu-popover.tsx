/**
 * @module The popover of a `MenuButton` (menu-button.tsx), in the overlay chunk: mounted by the click that
 * first wants the menu, it takes over the button (and its focus) and opens at once.
 */
import { Menu, MenuDivider, MenuItem, PopoverNext } from "@blueprintjs/core"
import { cloneElement, type ReactElement, useEffect, useRef, useState } from "react"
import type { MenuEntry } from "./menu-entry"

export type MenuPopoverProps = { readonly label: string; readonly entries: () => readonly MenuEntry[]; readonly children: ReactElement<{ ref?: unknown }> }

export function MenuPopover({ label, entries, children }: MenuPopoverProps) {
  const [isOpen, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    // The button that was clicked is replaced by this one: focus moves over, so closing the menu returns to it.
    button.current?.focus()
    setOpen(true)
  }, [])
  const menu = (
    <Menu aria-label={label}>
      {entries().map((entry, index) =>
        "divider" in entry ? (
          <MenuDivider key={index} title={entry.divider} />
        ) : (
          <MenuItem key={index} {...entry} />
        ),
      )}
    </Menu>
  )
  return (
    <PopoverNext content={menu} placement="bottom-end" isOpen={isOpen} onInteraction={setOpen}>
      {cloneElement(children, { ref: button })}
    </PopoverNext>
  )
}
