import { FormGroup, HTMLSelect, Radio, RadioGroup, Spinner } from "@blueprintjs/core"
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { useMemo } from "react"
import { useElementClasses } from "../../../api/element-classes/get-element-classes"
import { useReadableProjects } from "../../../api/projects/get-readable-projects"
import { ErrorCallout } from "../../../components/error-callout"
import { OriginMarker, originOf } from "../../../components/origin-marker"
import { useT } from "../../../lib/i18n"
import { classEntityIn } from "../property-copy"
import { PickList } from "./pick-list"

/** Where the wizard takes properties from: a project, and in it all properties or one class's (`classId`). */
export type SourceChoice = { readonly projectId: number; readonly byClass: boolean; readonly classId: number | null }

const classKey = (elementClass: ElementClassDto) => elementClass.elc_id

/**
 * Step 1: the project the properties come from — this one (the default), its reference project, or another the
 * user may read — and whether all its properties or one class's are offered (that class searched for by name or
 * entity).
 */
export function CopySourceStep({ project, version, source, onChange }: { project: ProjectDto | undefined; version: string; source: SourceChoice; onChange: (source: SourceChoice) => void }) {
  const { t } = useT()
  const readable = useReadableProjects()
  const classes = useElementClasses(source.projectId, "name_asc", "all")
  const referenceId = project?.pro_pro_id ?? null
  const others = useMemo(
    () => (readable.data ?? []).filter((other) => other.pro_id !== project?.pro_id && other.pro_id !== referenceId).sort((a, b) => a.pro_name.localeCompare(b.pro_name, "de-CH")),
    [readable.data, project?.pro_id, referenceId],
  )
  const referenceName = readable.data?.find((other) => other.pro_id === referenceId)?.pro_name ?? t("catalogue:copy.reference")
  const classTexts = useMemo(() => (elementClass: ElementClassDto) => [elementClass.elc_name, classEntityIn(elementClass, version), elementClass.elc_category], [version])

  return (
    <div className="bimp-copy-panel">
      <p className="bimp-pr-muted">{t("catalogue:copy.sourceHelp")}</p>
      <FormGroup label={t("catalogue:copy.project")} labelFor="copy-source-project">
        <HTMLSelect
          id="copy-source-project"
          fill
          value={source.projectId}
          onChange={(event) => onChange({ projectId: Number(event.currentTarget.value), byClass: source.byClass, classId: null })}
        >
          {project && <option value={project.pro_id}>{t("catalogue:copy.thisProject", { name: project.pro_name })}</option>}
          {referenceId !== null && <option value={referenceId}>{t("catalogue:copy.referenceProject", { name: referenceName })}</option>}
          {others.length > 0 && (
            <optgroup label={t("catalogue:copy.otherProjects")}>
              {others.map((other) => (
                <option key={other.pro_id} value={other.pro_id}>
                  {other.pro_name}
                </option>
              ))}
            </optgroup>
          )}
        </HTMLSelect>
      </FormGroup>
      <RadioGroup
        label={t("catalogue:copy.from")}
        inline
        selectedValue={source.byClass ? "class" : "all"}
        onChange={(event) => onChange({ ...source, byClass: event.currentTarget.value === "class" })}
      >
        <Radio value="all" label={t("catalogue:copy.fromAll")} />
        <Radio value="class" label={t("catalogue:copy.fromClass")} />
      </RadioGroup>
      {source.byClass &&
        (classes.isLoading ? (
          <Spinner size={20} aria-label={t("state.loading")} />
        ) : classes.error ? (
          <ErrorCallout error={classes.error} onRetry={() => void classes.refetch()} />
        ) : (
          <PickList
            id="copy-source-class"
            single
            label={t("catalogue:copy.sourceClasses")}
            searchLabel={t("catalogue:copy.searchClass")}
            searchPlaceholder={t("catalogue:copy.searchClassHint")}
            items={classes.data ?? []}
            keyOf={classKey}
            textsOf={classTexts}
            selected={new Set(source.classId === null ? [] : [source.classId])}
            onChange={(picked) => onChange({ ...source, classId: [...picked][0] ?? null })}
            emptyText={t("catalogue:copy.noSourceClasses")}
            render={(elementClass) => <ClassLabel elementClass={elementClass} version={version} />}
          />
        ))}
    </div>
  )
}

/** A class in a picker: its name, where it comes from, its entity in the project's version. */
export function ClassLabel({ elementClass, version }: { elementClass: ElementClassDto; version: string }) {
  const { t } = useT()
  return (
    <span className="bimp-pick-label">
      <span className="bimp-pick-name">{elementClass.elc_name}</span>
      <OriginMarker origin={originOf(elementClass, "elc")} />
      <span className="bimp-pr-muted bimp-pick-detail">{classEntityIn(elementClass, version) ?? t("catalogue:list.notMapped")}</span>
    </span>
  )
}
