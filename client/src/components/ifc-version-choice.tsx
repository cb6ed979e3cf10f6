/**
 * The IFC version an IDS export is written for (spec §5, §8): each requirement's own (where none is set, the
 * project's), or one of the three, the project's marked. Another version than the project's warns that
 * completeness is not guaranteed. The export page and an activity's IDS dialog ask with it (texts: `exports`).
 */
import { Callout, Radio, RadioGroup, Tag } from "@blueprintjs/core"
import { IFC_VERSIONS, type IfcVersion, isIfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { useT } from "../lib/i18n"

export type IfcVersionChoiceProps = {
  /** null: each requirement's own versions, else the project's. */
  readonly value: IfcVersion | null
  readonly projectVersion: IfcVersion | undefined
  readonly onChange: (version: IfcVersion | null) => void
}

export function IfcVersionChoice({ value, projectVersion, onChange }: IfcVersionChoiceProps) {
  const { t } = useT()
  return (
    <>
      <RadioGroup
        label={t("exports:version.label")}
        selectedValue={value ?? ""}
        onChange={(event) => onChange(isIfcVersion(event.currentTarget.value) ? event.currentTarget.value : null)}
        className="bimp-ifc-versions"
      >
        <Radio
          value=""
          labelElement={
            <>
              {t("exports:version.own")} {projectVersion && <span className="bimp-pr-muted">{t("exports:version.ownHelp", { version: projectVersion })}</span>}
            </>
          }
        />
        {IFC_VERSIONS.map((version) => (
          <Radio
            key={version}
            value={version}
            labelElement={
              <>
                {version}{" "}
                {version === projectVersion && (
                  <Tag minimal intent="primary" className="bimp-ifc-project-tag">
                    {t("exports:version.project")}
                  </Tag>
                )}
              </>
            }
          />
        ))}
      </RadioGroup>
      {value !== null && projectVersion !== undefined && value !== projectVersion && (
        <Callout intent="warning" title={t("exports:version.otherTitle")} role="status">
          {t("exports:version.other", { asked: value, project: projectVersion })}
        </Callout>
      )}
    </>
  )
}
