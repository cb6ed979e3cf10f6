/** @module One phase of the plan: its milestones in sequence, a drop zone for milestones, and "add milestone". */
import { Button } from "@blueprintjs/core"
import { AddIcon } from "@blueprintjs/icons"
import { useT } from "../../../lib/i18n"
import type { PlanPhase } from "../plan-model"
import type { BoardHandlers } from "./board-handlers"
import { MilestoneCard } from "./milestone-card"
import { Tag } from "../../../components/tag"

export function PhaseColumn({ board, phase }: { board: BoardHandlers; phase: PlanPhase }) {
  const { t } = useT()
  const headingId = `plan-phase-${phase.id}`
  const indicator = board.indicator?.kind === "milestone" && board.indicator.groupId === phase.id ? board.indicator.beforeIndex : null
  const count = phase.milestones.length
  const add = () => board.open({ type: "create-milestone", phaseId: phase.id })
  return (
    <section className="bimp-plan-phase" aria-labelledby={headingId} data-phase-code={phase.code}>
      <header className="bimp-plan-phase-head">
        <h3 id={headingId} className="bimp-plan-phase-name">
          {phase.name}
        </h3>
        <Tag minimal round>
          {count}
        </Tag>
        {!board.readOnly && (
          <Button
            variant="minimal"
            size="small"
            icon={<AddIcon />}
            aria-label={t("plan:actions.addMilestoneTo", { phase: phase.name })}
            title={t("plan:actions.addMilestoneTo", { phase: phase.name })}
            onClick={add}
          />
        )}
      </header>
      <div className={`bimp-plan-phase-body${indicator !== null && count === 0 ? " is-drop-into" : ""}`} {...(!board.readOnly && board.drag.zoneProps("milestone", phase.id))}>
        {count > 0 ? (
          <ol className="bimp-plan-milestones" aria-label={t("plan:phase.milestones", { phase: phase.name })}>
            {phase.milestones.map((milestone, index) => (
              <MilestoneCard
                key={milestone.id}
                board={board}
                milestone={milestone}
                dropBefore={indicator === index}
                dropAfter={indicator === count && index === count - 1}
              />
            ))}
          </ol>
        ) : (
          <div className="bimp-plan-empty">
            <p>{t("plan:phase.empty")}</p>
            {!board.readOnly && (
              <Button icon={<AddIcon />} text={t("plan:actions.addMilestone")} aria-label={t("plan:actions.addMilestoneTo", { phase: phase.name })} onClick={add} />
            )}
          </div>
        )}
      </div>
    </section>
  )
}
