/**
 * @module The «Zeitreise» popover (components/time-travel/as-of-picker.tsx), in the overlay chunk: mounted by the
 * click that first wants it, it takes over the button (and its focus) and opens at once.
 */
import { Button, FormGroup, InputGroup, PopoverNext, SegmentedControl } from "@blueprintjs/core"
import { cloneElement, type FormEvent, type ReactElement, useEffect, useRef, useState } from "react"
import { useT } from "../../lib/i18n"
import { localInputValue } from "../../lib/local-date-time"
import { parseAsOf, positionOf } from "../../lib/time-travel"
import { useTravelTo } from "./use-as-of"
import "./time-travel.css"

type Way = "time" | "position"

export type AsOfPopoverProps = { readonly asOf: string | null; readonly children: ReactElement<{ ref?: unknown; active?: boolean }> }

export function AsOfPopover({ asOf, children }: AsOfPopoverProps) {
  const [isOpen, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    button.current?.focus()
    setOpen(true)
  }, [])
  return (
    <PopoverNext isOpen={isOpen} onInteraction={setOpen} placement="bottom-end" content={<AsOfForm asOf={asOf} onDone={() => setOpen(false)} />}>
      {cloneElement(children, { ref: button, active: isOpen || asOf !== null })}
    </PopoverNext>
  )
}

function AsOfForm({ asOf, onDone }: { asOf: string | null; onDone: () => void }) {
  const { t } = useT()
  const travelTo = useTravelTo()
  const shownPosition = asOf === null ? null : positionOf(asOf)
  const [way, setWay] = useState<Way>(shownPosition === null ? "time" : "position")
  const [time, setTime] = useState(() => localInputValue(asOf !== null && shownPosition === null ? new Date(asOf) : new Date()))
  const [position, setPosition] = useState(shownPosition === null ? "" : String(shownPosition))
  const [error, setError] = useState<string | null>(null)

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const moment = way === "time" && time ? new Date(time) : null
    if (moment && moment.getTime() > Date.now()) return setError(t("history:picker.future"))
    const chosen = way === "time" ? (moment && !Number.isNaN(moment.getTime()) ? moment.toISOString() : null) : parseAsOf(position)
    if (chosen === null || (way === "position" && positionOf(chosen) === null)) return setError(t(way === "time" ? "history:picker.badTime" : "history:picker.badPosition"))
    setError(null)
    onDone()
    travelTo(chosen)
  }

  return (
    <form className="bimp-tt-picker" onSubmit={apply} aria-label={t("history:picker.title")}>
      <h4 className="bp6-heading">{t("history:picker.title")}</h4>
      <p className="bimp-pr-muted">{t("history:picker.hint")}</p>
      <SegmentedControl
        size="small"
        fill
        value={way}
        onValueChange={(value) => {
          setWay(value as Way)
          setError(null)
        }}
        options={[
          { value: "time", label: t("history:picker.byTime") },
          { value: "position", label: t("history:picker.byPosition") },
        ]}
      />
      {way === "time" ? (
        <FormGroup label={t("history:picker.time")} labelFor="bimp-as-of-time" intent={error ? "danger" : "none"} helperText={error ?? t("history:picker.timeHelp")}>
          <InputGroup id="bimp-as-of-time" type="datetime-local" value={time} max={localInputValue(new Date())} onValueChange={setTime} intent={error ? "danger" : "none"} />
        </FormGroup>
      ) : (
        <FormGroup label={t("history:picker.position")} labelFor="bimp-as-of-position" intent={error ? "danger" : "none"} helperText={error ?? t("history:picker.positionHelp")}>
          <InputGroup id="bimp-as-of-position" inputMode="numeric" value={position} onValueChange={setPosition} intent={error ? "danger" : "none"} />
        </FormGroup>
      )}
      <div className="bimp-tt-picker-actions">
        {asOf !== null && (
          <Button
            variant="minimal"
            text={t("history:timeTravel.backToNow")}
            onClick={() => {
              onDone()
              travelTo(null)
            }}
          />
        )}
        <Button type="submit" intent="primary" text={t("history:picker.apply")} />
      </div>
    </form>
  )
}
