import { Callout } from "@blueprintjs/core"
import { useT } from "../../../lib/i18n"
import { COPY_LIMIT, type CopyOutcome } from "../property-copy"

/** Names shown of a long choice; the rest counted. */
const SHOWN = 12

function Names({ label, names }: { label: string; names: readonly string[] }) {
  const { t } = useT()
  return (
    <section className="bimp-copy-names">
      <h4>{label}</h4>
      <ul aria-label={label}>
        {names.slice(0, SHOWN).map((name, index) => (
          <li key={index}>{name}</li>
        ))}
        {names.length > SHOWN && <li className="bimp-pr-muted">{t("catalogue:copy.more", { count: names.length - SHOWN })}</li>}
      </ul>
    </section>
  )
}

/**
 * Step 4: what will be sent ("3 Merkmale an 2 Fachklassen") and, once sent, what was done: how many
 * assignments, and each class passed over for a property with the reason in words; a refusal in the user's
 * language.
 */
export function CopySummaryStep({
  propertyNames,
  classNames,
  outcome,
  refusal,
}: {
  propertyNames: readonly string[]
  classNames: readonly string[]
  outcome: CopyOutcome | null
  /** The server's refusal, in the user's language. */
  refusal: readonly string[]
}) {
  const { t } = useT()
  if (outcome)
    return (
      <div className="bimp-copy-panel">
        <Callout intent="success" role="status" title={t("catalogue:copy.assigned", { count: outcome.assigned })}>
          {outcome.skipped.length === 0 && t("catalogue:copy.nothingSkipped")}
        </Callout>
        {outcome.skipped.length > 0 && (
          <section className="bimp-copy-names">
            <h4>{t("catalogue:copy.skippedTitle", { count: outcome.skipped.length })}</h4>
            <ul aria-label={t("catalogue:copy.skippedTitle", { count: outcome.skipped.length })} className="bimp-copy-skipped">
              {outcome.skipped.map((pair, index) => (
                <li key={index}>
                  {t("catalogue:copy.skippedLine", { className: pair.className, propertyName: pair.propertyName, reason: t(`catalogue:copy.reasons.${pair.reason}`) })}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    )

  const tooMany = propertyNames.length > COPY_LIMIT || classNames.length > COPY_LIMIT
  return (
    <div className="bimp-copy-panel">
      <h3 className="bimp-copy-summary">
        {t("catalogue:copy.summary", {
          properties: t("catalogue:copy.propertyCount", { count: propertyNames.length }),
          classes: t("catalogue:copy.classCount", { count: classNames.length }),
        })}
      </h3>
      <div className="bimp-copy-columns">
        <Names label={t("catalogue:copy.steps.properties")} names={propertyNames} />
        <Names label={t("catalogue:copy.steps.targets")} names={classNames} />
      </div>
      <p className="bimp-pr-muted">{t("catalogue:copy.summaryHelp")}</p>
      {tooMany && (
        <Callout intent="warning" compact>
          {t("catalogue:copy.tooMany", { max: COPY_LIMIT })}
        </Callout>
      )}
      {refusal.length > 0 && (
        <Callout intent="danger" role="alert" compact>
          {refusal.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </Callout>
      )}
    </div>
  )
}
