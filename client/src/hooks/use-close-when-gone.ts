import { useEffect } from "react"
import type { MissingKind } from "../config/paths"
import { toast } from "../lib/app-events"
import { useT } from "../lib/i18n"

/**
 * Closes a dialog open on an item that has left its list (deleted elsewhere, seen through a live update),
 * with a short note, instead of letting the dialog save into a 404. `item` is the dialog's item (undefined
 * when no dialog is about one); `ids` the list as now loaded (undefined while it loads).
 */
export function useCloseWhenGone(
  kind: MissingKind,
  item: { readonly id: number; readonly name: string } | undefined,
  ids: readonly number[] | undefined,
  close: () => void,
) {
  const { t } = useT()
  const gone = item !== undefined && ids !== undefined && !ids.includes(item.id)
  useEffect(() => {
    if (!gone || !item) return
    toast("info", t(`gone.${kind}`, { name: item.name }))
    close()
  }, [gone, item, kind, t, close])
}
