/** @module The overview above the plan: how many phases, milestones, processes, activities and roles the project has. */
import { FlagIcon, FlowsIcon, LayersIcon, PeopleIcon, PropertyIcon } from "@blueprintjs/icons"
import type { ReactElement } from "react"
import { formatCount } from "../../../lib/intl-cache"
import { useT } from "../../../lib/i18n"
import type { PlanFigures as Figures } from "../plan-model"

export function PlanFigures({ figures }: { figures: Figures }) {
  const { t, locale } = useT()
  const entries: [keyof Figures, ReactElement][] = [
    ["phases", <LayersIcon key="phases" />],
    ["milestones", <FlagIcon key="milestones" />],
    ["processes", <FlowsIcon key="processes" />],
    ["activities", <PropertyIcon key="activities" />],
    ["roles", <PeopleIcon key="roles" />],
  ]
  return (
    <section className="bimp-plan-figures" aria-label={t("plan:figures.label")}>
      <dl>
        {entries.map(([key, icon]) => (
          <div key={key} className="bimp-plan-figure">
            <dt>
              {icon}
              <span>{t(`plan:figures.${key}`)}</span>
            </dt>
            <dd>{formatCount(figures[key], locale)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
