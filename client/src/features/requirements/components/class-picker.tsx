import { Button, Card, InputGroup, Menu, MenuItem, NonIdealState } from "@blueprintjs/core"
import { CubeIcon, SearchIcon } from "@blueprintjs/icons"
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { useMemo, useState } from "react"
import { OriginMarker, originOf } from "../../../components/origin-marker"
import { useT } from "../../../lib/i18n"

/** Shown at most: a search narrows a long catalogue (500 classes) instead of scrolling through it. */
const SHOWN = 60

export const entityOf = (elementClass: ElementClassDto | undefined, version: IfcVersion) => {
  const mapped = elementClass?.elc_ifc.find((mapping) => mapping.ifc_version === version)
  return mapped ? [mapped.entity, mapped.predefined_type].filter(Boolean).join(".") : undefined
}

/**
 * The element class a requirement asks for: the chosen one with its IFC entity, or a searchable list of the
 * project's classes — the reference project's marked (picked, the server takes a local copy). Classes the
 * activity already asks for are shown but not offered (one requirement per class).
 */
export function ClassPicker({
  classes,
  chosen,
  taken,
  version,
  error,
  onChoose,
}: {
  classes: readonly ElementClassDto[] | undefined
  chosen: number | null
  taken: ReadonlySet<number>
  version: IfcVersion
  error: string | undefined
  onChoose: (elementClass: ElementClassDto) => void
}) {
  const { t } = useT()
  const [picking, setPicking] = useState(chosen === null)
  const [search, setSearch] = useState("")
  const current = classes?.find((candidate) => candidate.elc_id === chosen)
  const matches = useMemo(() => {
    const wanted = search.trim().toLocaleLowerCase()
    return (classes ?? []).filter(
      (candidate) => wanted === "" || candidate.elc_name.toLocaleLowerCase().includes(wanted) || (entityOf(candidate, version) ?? "").toLocaleLowerCase().includes(wanted),
    )
  }, [classes, search, version])

  const refusal = error && (
    <p className="bimp-req-error" role="alert">
      {error}
    </p>
  )
  if (!picking && chosen !== null)
    return (
      <>
        <Card className={`bimp-req-class-chosen${error ? " bimp-req-facet-problem" : ""}`} compact>
          <CubeIcon aria-hidden />
          <div>
            <div className="bimp-elc-name">{current?.elc_name ?? t("catalogue:requirements.list.classGone", { id: chosen })}</div>
            <div className="bimp-pr-muted">{entityOf(current, version) ?? t("catalogue:requirements.list.notMapped", { version })}</div>
          </div>
          <Button variant="minimal" text={t("catalogue:requirements.editor.otherClass")} onClick={() => setPicking(true)} />
        </Card>
        {refusal}
      </>
    )

  return (
    <div className="bimp-req-class-picker">
      <InputGroup
        leftIcon={<SearchIcon />}
        aria-label={t("catalogue:requirements.editor.searchClass")}
        placeholder={t("catalogue:requirements.editor.searchClassHint")}
        value={search}
        onValueChange={setSearch}
        intent={error ? "danger" : "none"}
        autoFocus
      />
      {refusal}
      {classes && classes.length === 0 ? (
        <NonIdealState icon={<CubeIcon size={32} />} title={t("catalogue:requirements.editor.noClassesTitle")} description={t("catalogue:requirements.editor.noClasses")} />
      ) : (
        <Menu className="bimp-req-class-list" aria-label={t("catalogue:requirements.editor.classList")}>
          {matches.slice(0, SHOWN).map((candidate) => {
            const used = taken.has(candidate.elc_id) && candidate.elc_id !== chosen
            return (
              <MenuItem
                key={candidate.elc_id}
                text={
                  <>
                    {candidate.elc_name}
                    <OriginMarker origin={originOf(candidate, "elc")} />
                  </>
                }
                label={used ? t("catalogue:requirements.editor.alreadyRequired") : (entityOf(candidate, version) ?? "")}
                disabled={used}
                active={candidate.elc_id === chosen}
                onClick={() => {
                  onChoose(candidate)
                  setPicking(false)
                }}
              />
            )
          })}
          {matches.length === 0 && <MenuItem disabled text={t("catalogue:requirements.editor.noClassMatches")} />}
          {matches.length > SHOWN && <MenuItem disabled text={t("catalogue:requirements.editor.moreClasses", { count: matches.length - SHOWN })} />}
        </Menu>
      )}
    </div>
  )
}
