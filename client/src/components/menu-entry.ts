/** @module One line of a `MenuButton`'s menu: an action, or a divider with its title. */
import type { Intent } from "@blueprintjs/core"
import type { ReactElement } from "react"

export type MenuEntry =
  | { readonly text: string; readonly icon?: ReactElement; readonly label?: string; readonly intent?: Intent; readonly disabled?: boolean; readonly onClick: () => void }
  | { readonly divider: string }
