import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import { Link } from "react-router-dom"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { useProjectWritable } from "../../../lib/project-access"
import type { ProcessRow } from "../process-grouping"
import { RowActions } from "../../../components/row-actions"

export type ProcessActions = {
  readonly onEdit: (process: ProcessDto) => void
  readonly onCopy: (process: ProcessDto) => void
  readonly onDelete: (process: ProcessDto) => void
}

/** The rows of one milestone's processes: name (to the details), short name, activity and role counts, actions. */
export function ProcessRows({ projectId, rows, actions }: { projectId: number; rows: readonly ProcessRow[]; actions: ProcessActions }) {
  const { t } = useT()
  const writable = useProjectWritable()
  return rows.map(({ process, activityCount, roleCount }) => (
    <tr key={process.prc_id} className="bimp-prc-row">
      <td>
        <Link to={paths.process(projectId, process.prc_id)} className="bimp-process-name">
          {process.prc_name}
        </Link>
        {process.prc_desc && <div className="bimp-pr-desc">{process.prc_desc}</div>}
      </td>
      <td className="bimp-pr-col-short">{process.prc_short_name}</td>
      <td className="bimp-pr-col-count">{activityCount}</td>
      <td className="bimp-pr-col-count">{roleCount}</td>
      <td className="bimp-pr-col-actions">
        {writable && (
          <RowActions
            label={t("processes:list.actionsFor", { name: process.prc_name })}
            onEdit={() => actions.onEdit(process)}
            onCopy={() => actions.onCopy(process)}
            onDelete={() => actions.onDelete(process)}
          />
        )}
      </td>
    </tr>
  ))
}
