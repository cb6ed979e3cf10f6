import { Button, Tooltip } from "@blueprintjs/core"
import { ImportIcon } from "@blueprintjs/icons"
import type { ItemOrigin } from "../../../components/origin-marker"
import { RowActions } from "../../../components/row-actions"
import { useT } from "../../../lib/i18n"

/**
 * The actions of one catalogue item for a writer: edit and delete — none for an item of the reference project
 * (locked: its lock says why), which offers "Lokal übernehmen" instead where its kind can be instantiated.
 */
export function ItemActions({
  name,
  origin,
  writable,
  onEdit,
  onDelete,
  onInstantiate,
  instantiating = false,
}: {
  name: string
  origin: ItemOrigin
  writable: boolean
  onEdit: () => void
  onDelete: () => void
  /** Absent: the kind cannot be instantiated (types, value lists, lists come with a class or property). */
  onInstantiate?: () => void
  instantiating?: boolean
}) {
  const { t } = useT()
  if (!writable) return null
  if (!origin.locked) return <RowActions label={t("catalogue:list.actionsFor", { name })} onEdit={onEdit} onDelete={onDelete} />
  if (!onInstantiate) return null
  // An icon in the narrow actions column, as the other rows' menu; its words in the tooltip and the name.
  return (
    <Tooltip content={t("catalogue:origin.instantiate")} placement="left">
      <Button variant="minimal" icon={<ImportIcon />} aria-label={t("catalogue:origin.instantiateFor", { name })} loading={instantiating} onClick={onInstantiate} />
    </Tooltip>
  )
}
