import { HTMLSelect } from "@blueprintjs/core"
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { usePhaseLabel } from "../../../lib/phase-label"
import { useT } from "../../../lib/i18n"
import type { DiffSideKind } from "../api/get-requirements-diff"

type Group = { readonly label: string; readonly options: readonly { readonly value: number; readonly label: string }[] }

/** The sides a comparison can take: milestones by phase, or activities by milestone and process, in plan order. */
export const useSideGroups = (kind: DiffSideKind, structure: ProjectDto | undefined, activities: readonly ActivityDto[] | undefined): Group[] => {
  const phaseLabel = usePhaseLabel()
  const phases = structure?.pro_pha_nested ?? []
  if (kind === "milestone")
    return phases.map((phase) => ({ label: phaseLabel(phase), options: (phase.pha_mst_nested ?? []).map((m) => ({ value: m.mst_id, label: m.mst_name })) })).filter((g) => g.options.length > 0)
  const byProcess = new Map<number, ActivityDto[]>()
  for (const activity of activities ?? []) byProcess.set(activity.act_prc_id, [...(byProcess.get(activity.act_prc_id) ?? []), activity])
  // The structure nests each milestone's processes in it, in plan order.
  return phases
    .flatMap((phase) => (phase.pha_mst_nested ?? []).flatMap((milestone) => (milestone.mst_prc_nested ?? []).map((process) => ({ milestone, process }))))
    .map(({ milestone, process }) => ({
      label: `${milestone.mst_name} · ${process.prc_name}`,
      options: [...(byProcess.get(process.prc_id) ?? [])].sort((a, b) => a.act_seq - b.act_seq).map((a) => ({ value: a.act_id, label: a.act_name })),
    }))
    .filter((group) => group.options.length > 0)
}

/** One side of the comparison. */
export function DiffSidePicker({ id, label, groups, value, onChange }: { id: string; label: string; groups: readonly Group[]; value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useT()
  return (
    <div className="bimp-req-side">
      <label htmlFor={id} className="bimp-req-side-label">
        {label}
      </label>
      <HTMLSelect id={id} fill value={value ?? ""} onChange={(event) => onChange(event.currentTarget.value === "" ? null : Number(event.currentTarget.value))}>
        <option value="">{t("catalogue:requirements.diff.choose")}</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </HTMLSelect>
    </div>
  )
}
