import { Button, ButtonGroup, HTMLTable } from "@blueprintjs/core"
import { ArrowDownIcon, ArrowRightIcon, ArrowUpIcon } from "@blueprintjs/icons"
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import { Link } from "react-router-dom"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { useProjectWritable } from "../../../lib/project-access"
import { activityRoles, type RoleLink } from "../role-links"
import { RowActions } from "../../../components/row-actions"

export type ActivityActions = {
  readonly onEdit: (activity: ActivityDto) => void
  readonly onCopy: (activity: ActivityDto) => void
  readonly onDelete: (activity: ActivityDto) => void
  readonly onMove: (index: number, offset: number) => void
}

function RoleName({ projectId, role }: { projectId: number; role: RoleLink | null }) {
  const { t } = useT()
  if (!role) return <span className="bimp-pr-muted">{t("processes:activities.unassigned")}</span>
  return <Link to={paths.role(projectId, role.id)}>{role.name}</Link>
}

/** A process's activities in sequence: each "provider role → receiver role", with order and row actions. */
export function ActivityTable({
  projectId,
  activities,
  roleNames,
  actions,
  moving,
}: {
  projectId: number
  activities: readonly ActivityDto[]
  roleNames: ReadonlyMap<number, string>
  actions: ActivityActions
  moving: boolean
}) {
  const { t } = useT()
  const writable = useProjectWritable()
  return (
    <HTMLTable compact striped className="bimp-activity-table">
      <thead>
        <tr>
          <th scope="col" className="bimp-pr-col-seq">{t("processes:columns.seq")}</th>
          <th scope="col">{t("processes:columns.activity")}</th>
          <th scope="col">{t("processes:columns.flow")}</th>
          <th scope="col" className="bimp-pr-col-order">{t("processes:columns.order")}</th>
          <th scope="col" className="bimp-pr-col-actions">
            <span className="bimp-pr-sr-only">{t("processes:columns.actions")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {activities.map((activity, index) => {
          const { provider, receiver } = activityRoles(activity, roleNames)
          return (
            <tr key={activity.act_id}>
              <td className="bimp-pr-col-seq">{index + 1}</td>
              <td>
                <Link to={`${paths.process(projectId, activity.act_prc_id)}/activities/${activity.act_id}`} className="bimp-activity-name" title={t("processes:activities.openRequirements", { name: activity.act_name })}>
                  {activity.act_name}
                </Link>
                {activity.act_desc && <div className="bimp-pr-desc">{activity.act_desc}</div>}
              </td>
              <td>
                <span className="bimp-role-flow">
                  <RoleName projectId={projectId} role={provider} />{" "}
                  <span className="bimp-role-to">
                    <ArrowRightIcon className="bimp-role-arrow" aria-hidden />
                    <span className="bimp-pr-sr-only">{t("processes:activities.deliversTo")}</span>
                    <RoleName projectId={projectId} role={receiver} />
                  </span>
                </span>
              </td>
              <td className="bimp-pr-col-order">
                {writable && (
                  <ButtonGroup variant="minimal">
                    <Button
                      icon={<ArrowUpIcon />}
                      aria-label={t("processes:activities.moveUp", { name: activity.act_name })}
                      title={t("processes:activities.moveUp", { name: activity.act_name })}
                      disabled={index === 0 || moving}
                      onClick={() => actions.onMove(index, -1)}
                    />
                    <Button
                      icon={<ArrowDownIcon />}
                      aria-label={t("processes:activities.moveDown", { name: activity.act_name })}
                      title={t("processes:activities.moveDown", { name: activity.act_name })}
                      disabled={index === activities.length - 1 || moving}
                      onClick={() => actions.onMove(index, 1)}
                    />
                  </ButtonGroup>
                )}
              </td>
              <td className="bimp-pr-col-actions">
                {writable && (
                  <RowActions
                    label={t("processes:activities.actionsFor", { name: activity.act_name })}
                    onEdit={() => actions.onEdit(activity)}
                    onCopy={() => actions.onCopy(activity)}
                    onDelete={() => actions.onDelete(activity)}
                  />
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </HTMLTable>
  )
}
