import { Button, Menu, MenuItem, PopoverNext } from "@blueprintjs/core"
import { DuplicateIcon, EditIcon, MoreIcon, TrashIcon } from "@blueprintjs/icons"
import { useT } from "../lib/i18n"

/** The edit / copy / delete menu of one row (copy only where the item can be copied); `label` names the row for screen readers. */
export function RowActions({ label, onEdit, onCopy, onDelete }: { label: string; onEdit: () => void; onCopy?: () => void; onDelete: () => void }) {
  const { t } = useT()
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={label}>
          <MenuItem icon={<EditIcon />} text={t("actions.edit")} onClick={onEdit} />
          {onCopy && <MenuItem icon={<DuplicateIcon />} text={t("actions.copy")} onClick={onCopy} />}
          <MenuItem icon={<TrashIcon />} intent="danger" text={t("actions.delete")} onClick={onDelete} />
        </Menu>
      }
    >
      <Button variant="minimal" icon={<MoreIcon />} aria-label={label} title={label} />
    </PopoverNext>
  )
}
