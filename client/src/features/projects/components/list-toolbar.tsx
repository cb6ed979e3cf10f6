import { Classes, Tab, Tabs } from "@blueprintjs/core"
import { Tag } from "../../../components/tag"
import { SearchBox } from "./search-box"

/**
 * The tabs (with counts) and the search of a project or template list. The count is our CSS-only tag, not
 * Blueprint's `tagContent`, whose tag measures its text in a layout effect (a forced layout at first paint).
 */
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
          <Tab key={tab} id={tab} title={titleOf(tab)}>
            {counts && (
              <Tag minimal round intent={tab === selected ? "primary" : "none"} className={Classes.TAB_TAG}>
                {counts[tab]}
              </Tag>
            )}
          </Tab>
        ))}
      </Tabs>
      <SearchBox value={query} onChange={onQuery} label={searchLabel} placeholder={searchPlaceholder} />
    </div>
  )
}
