import type { HistoryItem } from "@bimprofile/contracts/history/history-item"
import { useMemo } from "react"
import { useT } from "../../../lib/i18n"
import { groupByDay } from "../history-days"
import { HistoryEntry } from "./history-entry"

/** The entries grouped by the user's local day, newest first, each day under its heading. */
export function HistoryTimeline({ projectId, items, onViewAsOf }: { projectId: number; items: readonly HistoryItem[]; onViewAsOf: (item: HistoryItem) => void }) {
  const { locale } = useT()
  const days = useMemo(() => groupByDay(items, locale), [items, locale])
  return (
    <ol className="bimp-hist-days">
      {days.map((day) => (
        <li key={day.key} className="bimp-hist-day">
          <h3 className="bimp-hist-day-title">{day.title}</h3>
          <ol className="bimp-hist-entries">
            {day.entries.map((entry) => (
              <li key={entry.item.position}>
                <HistoryEntry projectId={projectId} item={entry.item} time={entry.time} onViewAsOf={onViewAsOf} />
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  )
}
