/** @module A card's "more" menu: the actions on one milestone or process (edit, copy, delete …). */
import { Button, Menu, MenuItem, PopoverNext } from "@blueprintjs/core"
import { MoreIcon } from "@blueprintjs/icons"
import type { ReactElement } from "react"

export type ItemAction = { readonly text: string; readonly icon: ReactElement; readonly danger?: boolean; readonly onClick: () => void }

export function ItemActionsMenu({ label, actions }: { label: string; actions: readonly ItemAction[] }) {
  const menu = (
    <Menu aria-label={label}>
      {actions.map((action) => (
        <MenuItem key={action.text} icon={action.icon} text={action.text} intent={action.danger ? "danger" : "none"} onClick={action.onClick} />
      ))}
    </Menu>
  )
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button variant="minimal" size="small" icon={<MoreIcon />} aria-label={label} title={label} />
    </PopoverNext>
  )
}
