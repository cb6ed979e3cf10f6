import { useT } from "../../../lib/i18n"
import { formatCount } from "../../../lib/intl-cache"
import type { Figure } from "../reference-figures"

/** Figures as a definition list: each kind's label over its count. */
export function FigureList({ figures, label, compact = false }: { figures: readonly Figure[]; label: string; compact?: boolean }) {
  const { t, locale } = useT()
  return (
    <dl className={compact ? "bimp-ref-figures bimp-ref-figures-compact" : "bimp-ref-figures"} aria-label={label}>
      {figures.map(({ kind, count }) => (
        <div key={kind}>
          <dt>{t(`references:kinds.${kind}`)}</dt>
          <dd>{formatCount(count, locale)}</dd>
        </div>
      ))}
    </dl>
  )
}
