import { Button, Checkbox, InputGroup, Radio } from "@blueprintjs/core"
import { SearchIcon } from "@blueprintjs/icons"
import { useVirtualizer } from "@tanstack/react-virtual"
import { type ReactNode, useDeferredValue, useMemo, useRef, useState } from "react"
import { useT } from "../../../lib/i18n"
import { normalizeText } from "../../../lib/text-search"
import { WHOLE_UP_TO } from "./virtual-table-body"

/** A row's height until measured (one line of a compact checkbox). */
const ROW_PX = 30
const OVERSCAN = 12

export type PickListProps<T> = {
  readonly id: string
  /** The list's name for assistive technology. */
  readonly label: string
  readonly searchLabel: string
  readonly searchPlaceholder?: string
  readonly items: readonly T[]
  readonly keyOf: (item: T) => number
  /** What a search looks in (name, IFC names …). */
  readonly textsOf: (item: T) => readonly (string | null | undefined)[]
  /** A row's label. */
  readonly render: (item: T) => ReactNode
  readonly selected: ReadonlySet<number>
  readonly onChange: (selected: ReadonlySet<number>) => void
  /** One item (radios) instead of any number (checkboxes, with "all" and "none"). */
  readonly single?: boolean
  readonly emptyText: string
}

/**
 * A searchable list to pick from, made for a project's thousands of properties: the search narrows it as typed
 * (every word must appear, case and accents aside), "all" and "none" act on what the search shows, and past
 * WHOLE_UP_TO rows only those in view of its scroll box are rendered.
 */
export function PickList<T>({ id, label, searchLabel, searchPlaceholder, items, keyOf, textsOf, render, selected, onChange, single = false, emptyText }: PickListProps<T>) {
  const { t } = useT()
  const [query, setQuery] = useState("")
  const wanted = useDeferredValue(query)
  const haystacks = useMemo(() => items.map((item) => normalizeText(textsOf(item).filter(Boolean).join(" "))), [items, textsOf])
  const matches = useMemo(() => {
    const words = normalizeText(wanted).split(" ").filter(Boolean)
    return words.length === 0 ? items : items.filter((_, index) => words.every((word) => haystacks[index]!.includes(word)))
  }, [items, haystacks, wanted])

  const scroller = useRef<HTMLDivElement>(null)
  const windowed = matches.length > WHOLE_UP_TO
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: matches.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => keyOf(matches[index]!),
    enabled: windowed,
    useFlushSync: false,
  })

  const toggle = (key: number, on: boolean) => {
    if (single) return onChange(new Set([key]))
    const next = new Set(selected)
    if (on) next.add(key)
    else next.delete(key)
    onChange(next)
  }
  const control = (item: T) => {
    const key = keyOf(item)
    const Control = single ? Radio : Checkbox
    return <Control className="bimp-pick-control" name={id} checked={selected.has(key)} onChange={(event) => toggle(key, event.currentTarget.checked)} labelElement={render(item)} />
  }
  const shownKeys = () => matches.map(keyOf)

  return (
    <div className="bimp-pick">
      <div className="bimp-pick-bar">
        <InputGroup leftIcon={<SearchIcon />} type="search" aria-label={searchLabel} placeholder={searchPlaceholder} value={query} onValueChange={setQuery} className="bimp-pick-search" />
        {!single && (
          <>
            <Button size="small" variant="minimal" text={t("catalogue:copy.pickAll")} onClick={() => onChange(new Set([...selected, ...shownKeys()]))} disabled={matches.length === 0} />
            <Button
              size="small"
              variant="minimal"
              text={t("catalogue:copy.pickNone")}
              onClick={() => {
                const shown = new Set(shownKeys())
                onChange(new Set([...selected].filter((key) => !shown.has(key))))
              }}
              disabled={selected.size === 0}
            />
          </>
        )}
      </div>
      <p className="bimp-pr-muted bimp-pick-status" role="status">
        {wanted.trim() !== "" && `${t("catalogue:copy.matching", { count: matches.length, total: items.length })} · `}
        {t("catalogue:copy.chosen", { count: selected.size })}
      </p>
      <div ref={scroller} className="bimp-pick-scroll" role={single ? "radiogroup" : "group"} aria-label={label}>
        {matches.length === 0 ? (
          <p className="bimp-pr-muted bimp-pick-empty">{items.length === 0 ? emptyText : t("catalogue:copy.noMatches")}</p>
        ) : windowed ? (
          <div className="bimp-pick-window" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((row) => (
              <div key={row.key} data-index={row.index} ref={virtualizer.measureElement} className="bimp-pick-row bimp-pick-row-placed" style={{ transform: `translateY(${row.start}px)` }}>
                {control(matches[row.index]!)}
              </div>
            ))}
          </div>
        ) : (
          matches.map((item) => (
            <div key={keyOf(item)} className="bimp-pick-row">
              {control(item)}
            </div>
          ))
        )}
      </div>
    </div>
  )
}
