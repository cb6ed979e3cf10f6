import { Button, H3, HTMLTable } from "@blueprintjs/core"
import { PlusIcon } from "@blueprintjs/icons"
import { useT } from "../../../lib/i18n"
import { useProjectWritable } from "../../../lib/project-access"
import type { PhaseGroup } from "../process-grouping"
import { usePhaseLabel } from "../../../lib/phase-label"
import { type ProcessActions, ProcessRows } from "./process-rows"

/** One table per phase; each milestone is a group of rows under its own heading row, with an add button. */
export function ProcessGroups({
  projectId,
  groups,
  actions,
  onAdd,
}: {
  projectId: number
  groups: readonly PhaseGroup[]
  actions: ProcessActions
  onAdd: (milestoneId: number) => void
}) {
  const { t } = useT()
  const writable = useProjectWritable()
  const phaseLabel = usePhaseLabel()
  return (
    <div className="bimp-process-groups">
      {groups.map((phase) => {
        const phaseName = phase.code ? phaseLabel({ pha_phase_code_code: phase.code, pha_name: phase.name }) : t("processes:list.otherProcesses")
        return (
          <section key={phase.id} className="bimp-prc-phase" aria-labelledby={`phase-${phase.id}`}>
            <H3 id={`phase-${phase.id}`} className="bimp-prc-phase-title">
              {phaseName}
            </H3>
            {phase.milestones.length === 0 ? (
              <p className="bimp-pr-muted">{t("processes:list.emptyPhase")}</p>
            ) : (
              <div className="bimp-pr-table-frame">
                <HTMLTable compact className="bimp-process-table">
                  <caption className="bimp-pr-sr-only">{phaseName}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("processes:columns.name")}</th>
                      <th scope="col" className="bimp-pr-col-short">{t("processes:columns.shortName")}</th>
                      <th scope="col" className="bimp-pr-col-count">{t("processes:columns.activities")}</th>
                      <th scope="col" className="bimp-pr-col-count">{t("processes:columns.roles")}</th>
                      <th scope="col" className="bimp-pr-col-actions">
                        <span className="bimp-pr-sr-only">{t("processes:columns.actions")}</span>
                      </th>
                    </tr>
                  </thead>
                  {phase.milestones.map((milestone) => (
                    <tbody key={milestone.id} className="bimp-prc-milestone">
                      <tr className="bimp-prc-milestone-row">
                        <th scope="rowgroup" colSpan={4}>
                          {milestone.name}
                          <span className="bimp-prc-milestone-count">{t("processes:list.processCount", { count: milestone.processes.length })}</span>
                        </th>
                        <td className="bimp-pr-col-actions">
                          {phase.code && writable && (
                            <Button
                              variant="minimal"
                              size="small"
                              icon={<PlusIcon />}
                              aria-label={t("processes:list.addTo", { milestone: milestone.name })}
                              title={t("processes:list.addTo", { milestone: milestone.name })}
                              onClick={() => onAdd(milestone.id)}
                            />
                          )}
                        </td>
                      </tr>
                      {milestone.processes.length === 0 ? (
                        <tr>
                          <td colSpan={5} className="bimp-pr-muted bimp-prc-empty">
                            {t("processes:list.emptyMilestone")}
                          </td>
                        </tr>
                      ) : (
                        <ProcessRows projectId={projectId} rows={milestone.processes} actions={actions} />
                      )}
                    </tbody>
                  ))}
                </HTMLTable>
              </div>
            )}
          </section>
        )
      })}
    </div>
  )
}
