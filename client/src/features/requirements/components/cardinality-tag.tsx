import type { Cardinality } from "@bimprofile/contracts/requirements/facets"
import { Tag } from "../../../components/tag"
import { useT } from "../../../lib/i18n"

const INTENTS = { required: "success", optional: "none", prohibited: "danger" } as const

/** Required, optional or prohibited, as a badge: green, neutral, red. */
export function CardinalityTag({ cardinality }: { cardinality: Cardinality }) {
  const { t } = useT()
  return (
    <Tag minimal round intent={INTENTS[cardinality]} className="bimp-req-cardinality">
      {t(`catalogue:requirements.cardinality.${cardinality}`)}
    </Tag>
  )
}
