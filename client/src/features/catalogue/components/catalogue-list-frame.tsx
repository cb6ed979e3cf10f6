import { HTMLSelect, NonIdealState, Spinner } from "@blueprintjs/core"
import type { ReactElement, ReactNode } from "react"
import type { ElementClassSort } from "../../../api/element-classes/get-element-classes"
import { ErrorCallout } from "../../../components/error-callout"
import { useT } from "../../../lib/i18n"

/**
 * The frame of a catalogue list (types, properties, value lists, classes): the toolbar with its filters (if
 * any), the A–Z/Z–A sort and the count, then a spinner, the error with a retry, the empty state, or the list.
 */
export function CatalogueListFrame({
  query,
  sort,
  onSort,
  countText,
  filters,
  empty,
  children,
}: {
  query: { readonly isLoading: boolean; readonly error: Error | null; readonly data: readonly unknown[] | undefined; refetch: () => unknown }
  sort: ElementClassSort
  onSort: (sort: ElementClassSort) => void
  /** "3 Merkmale", once the list is loaded. */
  countText: string
  filters?: ReactNode
  empty: { readonly icon: ReactElement; readonly title: string; readonly description: string; readonly action?: ReactElement | false | undefined }
  /** The list, rendered only once there is something to show. */
  children: () => ReactNode
}) {
  const { t } = useT()
  return (
    <>
      <div className="bimp-pr-toolbar" role="group" aria-label={t("catalogue:list.view")}>
        {filters}
        <HTMLSelect aria-label={t("catalogue:list.sort")} value={sort} onChange={(event) => onSort(event.currentTarget.value as ElementClassSort)}>
          <option value="name_asc">{t("catalogue:sort.name_asc")}</option>
          <option value="name_desc">{t("catalogue:sort.name_desc")}</option>
        </HTMLSelect>
        <span className="bimp-pr-muted" aria-live="polite">
          {query.data && countText}
        </span>
      </div>
      {query.isLoading ? (
        <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
      ) : query.error ? (
        <ErrorCallout error={query.error} onRetry={() => void query.refetch()} />
      ) : (query.data?.length ?? 0) === 0 ? (
        <NonIdealState icon={empty.icon} title={empty.title} description={empty.description} {...(empty.action && { action: empty.action })} />
      ) : (
        children()
      )}
    </>
  )
}
