import { FormGroup, HTMLSelect, RadioCard, RadioGroup } from "@blueprintjs/core"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { ErrorCallout } from "../../../components/error-callout"
import { useT } from "../../../lib/i18n"
import { useProjects } from "../api/get-projects"
import { byName } from "../project-filters"
import { type ProjectSource, type SourceKind, sourceKinds, sourceOfKind } from "../new-project-request"

type Props = {
  readonly source: ProjectSource
  readonly onChange: (source: ProjectSource) => void
  readonly referenceProject: Pick<ProjectDto, "pro_id" | "pro_name"> | undefined
  /** The chosen source project, listed even when the project list does not hold it. */
  readonly sourceProject: ProjectDto | undefined
  readonly referenceProjectId: number | null
  readonly error: string | undefined
}

/** Where the new project comes from: empty, the reference project, a template, or a copy of a project. */
export function SourcePicker({ source, onChange, referenceProject, sourceProject, referenceProjectId, error }: Props) {
  const { t, locale } = useT()
  const projects = useProjects()
  const listed = projects.data ?? []
  const all = sourceProject && !listed.some((p) => p.pro_id === sourceProject.pro_id) ? [...listed, sourceProject] : listed
  const choices = all
    .filter((p) => (source.kind === "template" ? p.is_template : !p.is_template))
    .sort(byName(locale))
  const selectId = "new-project-source"

  return (
    <>
      <RadioGroup
        label={t("projects:new.source")}
        selectedValue={source.kind}
        onChange={(event) => onChange(sourceOfKind(event.currentTarget.value as SourceKind, referenceProjectId, source))}
        className="bimp-source-kinds"
      >
        {sourceKinds.map((kind) => (
          <RadioCard key={kind} value={kind} disabled={kind === "reference" && referenceProjectId === null} compact>
            <strong>{t(`projects:new.sources.${kind}`)}</strong>
            <span className="bimp-source-help">{t(`projects:new.sourceHelp.${kind}`)}</span>
          </RadioCard>
        ))}
      </RadioGroup>
      {source.kind === "reference" && (
        <p className="bimp-source-reference">
          {t("projects:new.referenceProject")}: <strong>{referenceProject?.pro_name ?? `#${referenceProjectId}`}</strong>
        </p>
      )}
      {(source.kind === "template" || source.kind === "copy") &&
        (projects.isError ? (
          <ErrorCallout error={projects.error} onRetry={() => void projects.refetch()} />
        ) : (
          <FormGroup
            label={t(`projects:new.sourceProject.${source.kind}`)}
            labelFor={selectId}
            labelInfo={t("projects:new.required")}
            intent={error ? "danger" : "none"}
            helperText={projects.data && choices.length === 0 ? t(`projects:new.noChoices.${source.kind}`) : error}
          >
            <HTMLSelect
              id={selectId}
              fill
              disabled={projects.isPending || choices.length === 0}
              value={source.projectId ?? ""}
              onChange={(event) => onChange({ kind: source.kind, projectId: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
              options={[
                { value: "", label: projects.isPending ? t("state.loading") : t("projects:new.choose") },
                ...choices.map((p) => ({ value: p.pro_id, label: p.pro_name })),
              ]}
            />
          </FormGroup>
        ))}
    </>
  )
}
