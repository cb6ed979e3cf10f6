/**
 * @module What a new project takes over from its source (spec §7 `pro_pha_nested`): the source's phases →
 * milestones → processes as a tree of checkboxes, all checked at first; a milestone's processes fold out.
 * The selection logic is `copy-selection.ts`.
 */
import { Button, ButtonGroup, Callout, Checkbox, Spinner } from "@blueprintjs/core"
import { ChevronDown, ChevronRight } from "@blueprintjs/icons"
import { useState } from "react"
import { ErrorCallout } from "../../../components/error-callout"
import { useT } from "../../../lib/i18n"
import { usePhaseLabel } from "../../../lib/phase-label"
import {
  type CopySelection,
  isChecked,
  isNothingChosen,
  isPartial,
  type NodeRef,
  selectAll,
  selectionCounts,
  type Structure,
  type StructureMilestone,
  toggle,
} from "../copy-selection"
import { Tag } from "../../../components/tag"

type Props = {
  readonly structure: Structure | undefined
  readonly loading: boolean
  readonly loadError: Error | null
  readonly onRetry: () => void
  readonly selection: CopySelection
  readonly onChange: (selection: CopySelection) => void
  /** What the form or the server says about the selection. */
  readonly error: string | undefined
}

export function StructurePicker({ structure, loading, loadError, onRetry, selection, onChange, error }: Props) {
  const { t } = useT()
  const phaseLabel = usePhaseLabel()
  if (loadError) return <ErrorCallout error={loadError} onRetry={onRetry} />
  if (loading || !structure) return <Spinner size={20} className="bimp-structure-spinner" aria-label={t("state.loading")} />

  const counts = selectionCounts(structure, selection)
  const nodeProps = (node: NodeRef) => ({
    checked: isChecked(structure, selection, node),
    indeterminate: isPartial(structure, selection, node),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(toggle(structure, selection, node, event.currentTarget.checked)),
  })

  return (
    <fieldset className="bimp-structure" aria-describedby="new-project-structure-help">
      <legend className="bimp-structure-title">{t("projects:new.structure.title")}</legend>
      <div className="bimp-structure-head">
        <span id="new-project-structure-help" className="bimp-muted">
          {t("projects:new.structure.help")}
        </span>
        <ButtonGroup variant="minimal">
          <Button size="small" text={t("projects:new.structure.all")} onClick={() => onChange(selectAll(structure, true))} />
          <Button size="small" text={t("projects:new.structure.none")} onClick={() => onChange(selectAll(structure, false))} />
        </ButtonGroup>
      </div>
      {structure.length === 0 ? (
        <p className="bimp-muted">{t("projects:new.structure.noPhases")}</p>
      ) : (
        <ul className="bimp-structure-tree">
          {structure.map((phase) => (
            <li key={phase.id} className="bimp-structure-phase">
              <Checkbox className="bimp-structure-phase-box" {...nodeProps({ kind: "phase", id: phase.id })}>
                {phaseLabel({ pha_phase_code_code: phase.code, pha_name: phase.name })}
                <Tag minimal round className="bimp-structure-count">
                  {t("projects:new.structure.milestoneCount", { count: phase.milestones.length })}
                </Tag>
              </Checkbox>
              {phase.milestones.length > 0 && (
                <ul className="bimp-structure-milestones">
                  {phase.milestones.map((milestone) => (
                    <MilestoneNode key={milestone.id} milestone={milestone} nodeProps={nodeProps} isChecked={(node) => isChecked(structure, selection, node)} />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <Callout intent="danger" compact role="alert" className="bimp-structure-summary bimp-form-error">
          {error}
        </Callout>
      ) : isNothingChosen(structure, selection) ? (
        <Callout intent="warning" compact role="alert" className="bimp-structure-summary">
          {t("projects:new.structure.nothingChosen")}
        </Callout>
      ) : (
        <p className="bimp-muted bimp-structure-summary" aria-live="polite">
          {t("projects:new.structure.summary", counts)}
        </p>
      )}
    </fieldset>
  )
}

type NodeProps = (node: NodeRef) => { checked: boolean; indeterminate: boolean; onChange: (event: React.ChangeEvent<HTMLInputElement>) => void }

/** A milestone with its processes, folded out on demand (a source can hold many). */
function MilestoneNode({ milestone, nodeProps, isChecked }: { milestone: StructureMilestone; nodeProps: NodeProps; isChecked: (node: NodeRef) => boolean }) {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  const total = milestone.processes.length
  const checked = milestone.processes.filter((p) => isChecked({ kind: "process", id: p.id })).length
  const listId = `new-project-processes-${milestone.id}`
  return (
    <li className="bimp-structure-milestone">
      <div className="bimp-structure-row">
        <Button
          variant="minimal"
          size="small"
          icon={open ? <ChevronDown /> : <ChevronRight />}
          disabled={total === 0}
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t(open ? "projects:new.structure.hideProcesses" : "projects:new.structure.showProcesses", { name: milestone.name })}
          onClick={() => setOpen(!open)}
        />
        <Checkbox className="bimp-structure-box" {...nodeProps({ kind: "milestone", id: milestone.id })}>
          {milestone.name}
          <span className="bimp-muted bimp-structure-processes-count">
            {total === 0 ? t("projects:new.structure.noProcesses") : t("projects:new.structure.processCount", { checked, count: total })}
          </span>
        </Checkbox>
      </div>
      {open && (
        <ul id={listId} className="bimp-structure-processes">
          {milestone.processes.map((process) => (
            <li key={process.id}>
              <Checkbox className="bimp-structure-box" {...nodeProps({ kind: "process", id: process.id })}>
                {process.name}
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
