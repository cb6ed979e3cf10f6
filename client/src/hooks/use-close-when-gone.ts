import { useEffect } from "react"
import type { GoneKind } from "../config/paths"

const CATALOGUE_LISTS = { group_list: true, classification: true, material_list: true, property_set: true, list_item: true } as const
import { toast } from "../lib/app-events"
import { useT } from "../lib/i18n"

/**
 * Closes a dialog open on an item that has left its list (deleted elsewhere, seen through a live update),
 * with a short note, instead of letting the dialog save into a 404. `item` is the dialog's item (undefined
 * when no dialog is about one); `ids` the list as now loaded (undefined while it loads).
 */
export function useCloseWhenGone(
  kind: GoneKind,
  item: { readonly id: number; readonly name: string } | undefined,
  ids: readonly number[] | undefined,
  close: () => void,
) {
  const { t } = useT()
  const gone = item !== undefined && ids !== undefined && !ids.includes(item.id)
  useEffect(() => {
    if (!gone || !item) return
    // The catalogue lists' words live with the catalogue's texts, loaded with its pages (not at first paint).
    toast("info", t(kind in CATALOGUE_LISTS ? `catalogue:lists.gone.${kind}` : `gone.${kind}`, { name: item.name }))
    close()
  }, [gone, item, kind, t, close])
}
