/**
 * @module «Zeitreise» on the project header: shows the project as of a moment (a local date and time, sent as ISO)
 * or a position of its history. For every reader: what the project held then is what they may read now anyway.
 * The popover and its form load with the first click (pointing at the button starts the load), not with the
 * project frame, which the dashboard's first paint waits for.
 */
import { Button, Classes } from "@blueprintjs/core"
import { HistoryIcon } from "@blueprintjs/icons"
import { Suspense, useState } from "react"
import { lazyComponent } from "../lazy-dialogs"
import { useT } from "../../lib/i18n"
import type { AsOfPopoverProps } from "./as-of-popover"

const loadPopover = () => import("./as-of-popover").then((module) => module.AsOfPopover)
const AsOfPopover = lazyComponent<AsOfPopoverProps>(loadPopover)

export function AsOfPicker({ asOf }: { asOf: string | null }) {
  const { t } = useT()
  const [wanted, setWanted] = useState(false)
  const button = <Button icon={<HistoryIcon />} text={t("history:picker.open")} active={asOf !== null} aria-haspopup="dialog" />
  // The same wrapper as Blueprint's popover target, so nothing moves when the popover takes over.
  const placeholder = (
    <span className={Classes.POPOVER_TARGET} onClick={() => setWanted(true)} onPointerEnter={() => void loadPopover()} onFocus={() => void loadPopover()}>
      {button}
    </span>
  )
  if (!wanted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <AsOfPopover asOf={asOf}>{button}</AsOfPopover>
    </Suspense>
  )
}
