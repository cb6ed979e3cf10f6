/**
 * @module The dialogs of a catalogue list (classes, types, properties, value lists): which one is open on which
 * item, closed with a note when that item leaves the list (deleted by someone else), and the delete
 * confirmation that shows the server's refusal and says what went.
 */
import { useCallback, useMemo, useState } from "react"
import { ConfirmDialog } from "../../../components/confirm-dialog"
import type { GoneKind } from "../../../config/paths"
import { useCloseWhenGone } from "../../../hooks/use-close-when-gone"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"

export type ItemDialog<T, K extends string> = { readonly kind: "create" } | { readonly kind: K; readonly item: T } | null

export const useItemDialogs = <T, K extends string = "edit" | "delete">(
  kind: GoneKind,
  /** The list as loaded (undefined while it loads, or when a filter may drop an item that still exists). */
  items: readonly T[] | undefined,
  idOf: (item: T) => number,
  nameOf: (item: T) => string,
) => {
  const [dialog, setDialog] = useState<ItemDialog<T, K>>(null)
  const close = useCallback(() => setDialog(null), [])
  const on = dialog && dialog.kind !== "create" ? (dialog as { item: T }).item : undefined
  const openOn = on === undefined ? undefined : { id: idOf(on), name: nameOf(on) }
  const shownIds = useMemo(() => items?.map(idOf), [items, idOf])
  useCloseWhenGone(kind, openOn, shownIds, close)
  /** The item the dialog of this kind is open on. */
  const itemOf = (wanted: K) => (dialog && dialog.kind === wanted ? (dialog as { item: T }).item : undefined)
  return { dialog, setDialog, close, itemOf, creating: dialog?.kind === "create" }
}

/** Confirms the deletion of `item`; a refusal stays in the dialog, a deletion is told in a toast. */
export function DeleteItemDialog<T>({
  item,
  text,
  deleted,
  onDelete,
  onClose,
}: {
  item: T | undefined
  text: (item: T) => string
  deleted: (item: T) => string
  onDelete: (item: T) => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useT()
  return (
    <ConfirmDialog
      isOpen={item !== undefined}
      text={item === undefined ? "" : text(item)}
      confirmLabel={t("actions.delete")}
      onConfirm={async () => {
        if (item === undefined) return
        await onDelete(item)
        toast("success", deleted(item))
      }}
      onClose={onClose}
    />
  )
}
