/**
 * @module The body of a catalogue table that may grow to thousands of rows (500 classes, 5,000 properties, a
 * classification of 50,000 items). Up to WHOLE_UP_TO rows it renders every row, as a plain table does. A longer
 * list renders only the rows near the viewport, measured as they show (a row with problems is taller), between
 * two spacer rows that keep the table's full height: the page scrolls as before, the columns and the stripes
 * look the same, and tabbing into the last rendered row scrolls it into view, which brings the next ones.
 */
import { useWindowVirtualizer } from "@tanstack/react-virtual"
import { type ReactNode, useLayoutEffect, useRef, useState } from "react"

/** Longer lists render only a window of their rows. */
export const WHOLE_UP_TO = 100
/** A row's height until it is measured (a compact row with a one-line name). */
export const ESTIMATED_ROW_PX = 44
/** Rows rendered beyond each edge of the viewport: a fast scroll or Page Down rarely meets an empty row. */
const OVERSCAN = 12

/** A spacer row of the rows not rendered; hidden from assistive technology (the table's rows are what it is). */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0, boxShadow: "none", background: "transparent" }} />
    </tr>
  )
}

export function VirtualTableBody<T>({
  items,
  keyOf,
  columns,
  cells,
}: {
  items: readonly T[]
  keyOf: (item: T) => string | number
  /** How many cells a row has (the spacers span them). */
  columns: number
  /** The cells of one row. */
  cells: (item: T) => ReactNode
}) {
  const body = useRef<HTMLTableSectionElement>(null)
  const windowed = items.length > WHOLE_UP_TO
  // Where the table starts on the page: the rows' positions are counted from there.
  const [scrollMargin, setScrollMargin] = useState(0)
  useLayoutEffect(() => {
    if (!windowed || !body.current) return
    const top = Math.round(body.current.getBoundingClientRect().top + window.scrollY)
    if (top !== scrollMargin) setScrollMargin(top)
  })
  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count: items.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => keyOf(items[index]!),
    enabled: windowed,
    useFlushSync: false,
  })

  if (!windowed)
    return (
      <tbody>
        {items.map((item) => (
          <tr key={keyOf(item)}>{cells(item)}</tr>
        ))}
      </tbody>
    )

  const shown = virtualizer.getVirtualItems()
  const first = shown[0]
  const last = shown.at(-1)
  const above = first ? first.start - scrollMargin : 0
  const below = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0
  return (
    <tbody ref={body}>
      {first && first.index > 0 && <Spacer height={above} columns={columns} />}
      {/* Striped tables colour odd rows: an even first index needs an even count of rows before it. */}
      {first && first.index > 0 && first.index % 2 === 0 && <tr aria-hidden="true" />}
      {shown.map((row) => (
        <tr key={row.key} data-index={row.index} ref={virtualizer.measureElement}>
          {cells(items[row.index]!)}
        </tr>
      ))}
      {below > 0 && <Spacer height={below} columns={columns} />}
    </tbody>
  )
}
