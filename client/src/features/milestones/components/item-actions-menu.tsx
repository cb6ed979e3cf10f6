/** @module A card's "more" menu: the actions on one milestone or process (edit, copy, delete …). */
import { MoreIcon } from "@blueprintjs/icons"
import type { ReactElement } from "react"
import { MenuButton } from "../../../components/menu-button"

export type ItemAction = { readonly text: string; readonly icon: ReactElement; readonly danger?: boolean; readonly onClick: () => void }

export function ItemActionsMenu({ label, actions }: { label: string; actions: readonly ItemAction[] }) {
  const entries = () => actions.map(({ danger, ...action }) => ({ ...action, intent: danger ? ("danger" as const) : ("none" as const) }))
  return <MenuButton label={label} icon={<MoreIcon />} entries={entries} />
}
