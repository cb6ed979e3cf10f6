import { HTMLTable, NonIdealState } from "@blueprintjs/core"
import { Link } from "react-router-dom"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import type { RoleActivity } from "../role-activities"

/** Activities of a role on one side (provides or receives): activity, its process, the role on the other side. */
export function RoleActivityTable({
  projectId,
  rows,
  counterpartLabel,
  emptyText,
  caption,
}: {
  projectId: number
  rows: readonly RoleActivity[]
  counterpartLabel: string
  emptyText: string
  caption: string
}) {
  const { t } = useT()
  if (rows.length === 0) return <NonIdealState className="bimp-role-empty" description={emptyText} />
  return (
    <HTMLTable compact striped className="bimp-role-activity-table">
      <caption className="bimp-pr-sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("roles:activityColumns.activity")}</th>
          <th scope="col">{t("roles:activityColumns.process")}</th>
          <th scope="col">{counterpartLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ activity, process, counterpart }) => (
          <tr key={activity.act_id}>
            <td>{activity.act_name}</td>
            <td>
              <Link to={paths.process(projectId, activity.act_prc_id)}>{process?.prc_name ?? `#${activity.act_prc_id}`}</Link>
              {process && <div className="bimp-pr-desc">{process.prc_mst_name}</div>}
            </td>
            <td>{counterpart ? <Link to={paths.role(projectId, counterpart.id)}>{counterpart.name}</Link> : <span className="bimp-pr-muted">{t("roles:unassigned")}</span>}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  )
}
