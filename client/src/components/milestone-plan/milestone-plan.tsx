/**
 * @module A project's milestone plan, read-only: per phase its milestones in order, each with its description
 * and processes (short names as tags). The template details and the reference-project preview show it alike.
 */
import { Card, H4 } from "@blueprintjs/core"
import { Tag } from "../tag"
import type { OutlinePhase } from "./plan-outline"

export type MilestonePlanTexts = {
  readonly noMilestones: string
  readonly milestonesOf: (phase: string) => string
  readonly processesOf: (milestone: string) => string
}

/** The phases' sections; `idPrefix` keeps their heading ids apart from others on the page. */
export function MilestonePlan({ phases, idPrefix, texts }: { phases: readonly OutlinePhase[]; idPrefix: string; texts: MilestonePlanTexts }) {
  return phases.map((phase) => (
    <section key={phase.id} className="bimp-template-phase" aria-labelledby={`${idPrefix}-phase-${phase.id}`}>
      <H4 id={`${idPrefix}-phase-${phase.id}`}>{phase.name}</H4>
      {phase.milestones.length === 0 ? (
        <p className="bimp-section-empty">{texts.noMilestones}</p>
      ) : (
        <ol className="bimp-plain-list" aria-label={texts.milestonesOf(phase.name)}>
          {phase.milestones.map((milestone) => (
            <li key={milestone.id}>
              <Card compact className="bimp-template-milestone">
                <strong>{milestone.name}</strong>
                {milestone.desc && <p className="bimp-muted bimp-outline-milestone-desc">{milestone.desc}</p>}
                {milestone.processes.length > 0 && (
                  <ol aria-label={texts.processesOf(milestone.name)}>
                    {milestone.processes.map((process) => (
                      <li key={process.id}>
                        {process.name}
                        {process.shortName && (
                          <Tag minimal className="bimp-tag-gap bimp-outline-short-name">
                            {process.shortName}
                          </Tag>
                        )}
                      </li>
                    ))}
                  </ol>
                )}
              </Card>
            </li>
          ))}
        </ol>
      )}
    </section>
  ))
}
