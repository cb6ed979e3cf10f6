/** @module The plan's shape while it loads: four columns of placeholder cards. */
import { Classes } from "@blueprintjs/core"
import { useT } from "../../../lib/i18n"

const COLUMNS = [3, 4, 3, 1]

export function PlanSkeleton() {
  const { t } = useT()
  return (
    <div className="bimp-plan-loading" role="status" aria-busy="true" aria-label={t("plan:state.loading")}>
      <div className="bimp-plan-figures">
        <dl>
          {[1, 2, 3, 4, 5].map((n) => (
            <div key={n} className={`bimp-plan-figure ${Classes.SKELETON}`}>
              <dt>–</dt>
              <dd>0</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="bimp-plan-board">
        {COLUMNS.map((cards, column) => (
          <div key={column} className="bimp-plan-phase">
            <div className={`bimp-plan-phase-head ${Classes.SKELETON}`}>–</div>
            {Array.from({ length: cards }, (_, card) => (
              <div key={card} className={`bimp-plan-milestone bimp-plan-skeleton-card ${Classes.SKELETON}`} />
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}
