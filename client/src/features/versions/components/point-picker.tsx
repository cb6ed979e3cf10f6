import { FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core"
import type { VersionDto } from "@bimprofile/contracts/dto/version-dto"
import { useEffect, useState } from "react"
import { useT } from "../../../lib/i18n"
import { localInputValue } from "../../../lib/local-date-time"
import { parsePoint, type Point, type PointKind, POINT_KINDS, pointParam } from "../diff/diff-points"

type Props = {
  /** "from" or "to": the fields' ids and names. */
  readonly side: "from" | "to"
  readonly label: string
  readonly point: Point | null
  readonly versions: readonly VersionDto[]
  readonly onChange: (point: Point) => void
}

/**
 * One side of the comparison: a published version, a moment (local date and time), a position of the history, or
 * the working state. A version, a moment or the working state applies at once; a position when typed out (Enter
 * or leaving the field), so the page does not compare every digit on the way.
 */
export function PointPicker({ side, label, point, versions, onChange }: Props) {
  const { t } = useT()
  const [kind, setKind] = useState<PointKind>(point?.kind ?? (versions.length > 0 ? "version" : "now"))
  const [position, setPosition] = useState(point?.kind === "position" ? String(point.position) : "")
  // Follows the address (back, swap, a link), by the point's text: the page parses a new object on every render.
  const shown = point === null ? null : pointParam(point)
  useEffect(() => {
    const next = parsePoint(shown)
    if (next) setKind(next.kind)
    if (next?.kind === "position") setPosition(String(next.position))
  }, [shown])

  const chooseKind = (next: PointKind) => {
    setKind(next)
    if (next === "now") onChange({ kind: "now" })
    else if (next === "version" && versions[0]) onChange({ kind: "version", number: versions[0].ver_number })
    else if (next === "time") onChange({ kind: "time", iso: new Date().toISOString() })
  }
  const commitPosition = () => {
    const value = position.trim()
    if (/^[1-9]\d{0,15}$/u.test(value)) onChange({ kind: "position", position: Number(value) })
  }
  const id = `bimp-diff-${side}`
  return (
    <fieldset className={`bimp-diff-point bimp-diff-point-${side}`}>
      <legend>{label}</legend>
      <FormGroup label={t("versions:point.kind")} labelFor={`${id}-kind`}>
        <HTMLSelect id={`${id}-kind`} value={kind} onChange={(event) => chooseKind(event.currentTarget.value as PointKind)}>
          {POINT_KINDS.map((value) => (
            <option key={value} value={value} disabled={value === "version" && versions.length === 0}>
              {t(`versions:point.kinds.${value}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {kind === "version" && (
        <FormGroup label={t("versions:point.kinds.version")} labelFor={`${id}-version`}>
          <HTMLSelect
            id={`${id}-version`}
            value={point?.kind === "version" ? String(point.number) : ""}
            onChange={(event) => onChange({ kind: "version", number: Number(event.currentTarget.value) })}
          >
            {point?.kind !== "version" && <option value="">{t("versions:point.chooseVersion")}</option>}
            {versions.map((version) => (
              <option key={version.ver_number} value={version.ver_number}>
                {version.ver_title ? `${version.ver_semver} – ${version.ver_title}` : version.ver_semver}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      )}
      {kind === "time" && (
        <FormGroup label={t("versions:point.time")} labelFor={`${id}-time`}>
          <InputGroup
            id={`${id}-time`}
            type="datetime-local"
            value={point?.kind === "time" ? localInputValue(new Date(point.iso)) : ""}
            max={localInputValue(new Date())}
            onValueChange={(value) => {
              const moment = new Date(value)
              if (value && !Number.isNaN(moment.getTime())) onChange({ kind: "time", iso: moment.toISOString() })
            }}
          />
        </FormGroup>
      )}
      {kind === "position" && (
        <FormGroup label={t("versions:point.positionField")} labelFor={`${id}-position`}>
          <InputGroup
            id={`${id}-position`}
            inputMode="numeric"
            value={position}
            placeholder="1234"
            onValueChange={setPosition}
            onBlur={commitPosition}
            onKeyDown={(event) => event.key === "Enter" && commitPosition()}
          />
        </FormGroup>
      )}
    </fieldset>
  )
}
