import { Tab, Tabs } from "@blueprintjs/core"
import { SearchBox } from "./search-box"

/** The tabs (with counts) and the search of a project or template list. */
export function ListToolbar<T extends string>({
  id,
  tabs,
  selected,
  titleOf,
  counts,
  onSelect,
  query,
  onQuery,
  searchLabel,
  searchPlaceholder,
}: {
  id: string
  tabs: readonly T[]
  selected: T
  titleOf: (tab: T) => string
  /** Counts per tab, once known. */
  counts: Readonly<Record<T, number>> | undefined
  onSelect: (tab: T) => void
  query: string
  onQuery: (query: string) => void
  searchLabel: string
  searchPlaceholder: string
}) {
  return (
    <div className="bimp-list-toolbar">
      <Tabs id={id} animate={false} selectedTabId={selected} onChange={(next) => onSelect(next as T)} className="bimp-list-tabs">
        {tabs.map((tab) => (
          <Tab key={tab} id={tab} title={titleOf(tab)} tagContent={counts?.[tab]} tagProps={{ round: true }} />
        ))}
      </Tabs>
      <SearchBox value={query} onChange={onQuery} label={searchLabel} placeholder={searchPlaceholder} />
    </div>
  )
}
