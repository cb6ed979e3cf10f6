/**
 * @module Where a catalogue item comes from, seen in a project that inherits from a reference project
 * (docs/catalogue.md "Inheritance"): `<prefix>_origin`, `_locked` and `_origin_id` read by name, so one piece
 * of code serves classes, types, properties, value lists and every list kind; and its marker — a lock for the
 * reference project's own (read-only here), a tag for a local copy. Texts of the catalogue namespace, which
 * every route showing catalogue items loads.
 */
import { Classes, Tag, Tooltip } from "@blueprintjs/core"
import { LockIcon } from "@blueprintjs/icons"
import { useT } from "../lib/i18n"

export type ItemOrigin = {
  /** local: made in the project; inherited: a local copy of a reference item; reference: the reference project's own. */
  readonly origin: "local" | "inherited" | "reference"
  /** Read-only in the project: no edit, no delete. */
  readonly locked: boolean
  /** The reference item a local copy was made of; null: none or not told. */
  readonly originId: number | null
}

/** The origin of an item or list with the field prefix `prefix` (elc, pty, cls …); absent fields: local. */
export const originOf = (record: object, prefix: string): ItemOrigin => {
  const fields = record as Readonly<Record<string, unknown>>
  const origin = fields[`${prefix}_origin`]
  const originId = fields[`${prefix}_origin_id`]
  return {
    origin: origin === "inherited" || origin === "reference" ? origin : "local",
    locked: fields[`${prefix}_locked`] === true,
    originId: typeof originId === "number" ? originId : null,
  }
}

/** Beside the item's name, in every list that shows one (no style sheet of its own for two rules). */
const MARGIN = { marginLeft: 6, verticalAlign: "middle" } as const

/** Nothing for a local item; a lock for a locked one; "lokal übernommen" for a local copy, its origin in the tooltip. */
export function OriginMarker({ origin }: { origin: ItemOrigin }) {
  const { t } = useT()
  if (origin.locked) {
    const text = t("catalogue:origin.locked")
    return (
      <Tooltip content={text} placement="top">
        <span className={`bimp-origin-lock ${Classes.TEXT_MUTED}`} style={MARGIN} role="img" aria-label={text}>
          <LockIcon size={12} aria-hidden />
        </span>
      </Tooltip>
    )
  }
  if (origin.origin !== "inherited") return null
  return (
    <Tooltip content={origin.originId === null ? t("catalogue:origin.inheritedCopy") : t("catalogue:origin.inheritedFrom", { id: origin.originId })} placement="top">
      <Tag minimal round className="bimp-origin-tag" style={MARGIN}>
        {t("catalogue:origin.inherited")}
      </Tag>
    </Tooltip>
  )
}
