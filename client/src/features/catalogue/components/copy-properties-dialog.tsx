/**
 * The property copy wizard (spec §2 dialogs): properties of this project, its reference project or another
 * readable project — all of them, or one class's — given to classes of this project in one call
 * (`POST /1.2/profile/properties/copy`). Four steps: source, properties, target classes, summary; then what was
 * done and what was passed over, and why. Opened from the class list, or from a class's drawer with that class
 * as the source.
 */
import { Button, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core"
import { DuplicateIcon } from "@blueprintjs/icons"
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import type { PropertyDto } from "@bimprofile/contracts/dto/property-dto"
import { isIfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { useMemo, useState } from "react"
import { useElementClasses } from "../../../api/element-classes/get-element-classes"
import { useProject } from "../../../api/projects/get-project"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"
import { useCopyProperties } from "../api/copy-properties"
import { COPY_LIMIT, type CopyOutcome, copyOutcome } from "../property-copy"
import "../property-copy.css"
import { CopyPropertiesStep, CopyTargetsStep } from "./copy-pick-steps"
import { CopySourceStep, type SourceChoice } from "./copy-source-step"
import { CopySummaryStep } from "./copy-summary-step"

const STEPS = ["source", "properties", "targets", "summary"] as const

export type CopyPropertiesDialogProps = {
  readonly projectId: number
  readonly isOpen: boolean
  /** Opened from a class's drawer: its properties are the source, and the wizard starts at the properties. */
  readonly sourceClass?: ElementClassDto
  readonly onClose: () => void
}

export function CopyPropertiesDialog(props: CopyPropertiesDialogProps) {
  // A fresh wizard each time it opens.
  return props.isOpen ? <CopyWizard {...props} /> : null
}

function CopyWizard({ projectId, sourceClass, onClose }: CopyPropertiesDialogProps) {
  const { t } = useT()
  const project = useProject(projectId)
  const version = project.data && isIfcVersion(project.data.pro_isc_name) ? project.data.pro_isc_name : "IFC4X3_ADD2"
  const classes = useElementClasses(projectId, "name_asc", "all")
  const copy = useCopyProperties(projectId)
  const [step, setStep] = useState(sourceClass ? 1 : 0)
  const [source, setSource] = useState<SourceChoice>({ projectId: sourceClass?.elc_pro_id ?? projectId, byClass: sourceClass !== undefined, classId: sourceClass?.elc_id ?? null })
  const [picked, setPicked] = useState<ReadonlyMap<number, PropertyDto>>(new Map())
  const [targets, setTargets] = useState<ReadonlySet<number>>(new Set())
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null)
  const [refusal, setRefusal] = useState<readonly string[]>([])

  const classNames = useMemo(() => new Map((classes.data ?? []).map((elementClass) => [elementClass.elc_id, elementClass.elc_name])), [classes.data])
  const chosenClasses = [...targets].flatMap((id) => classNames.get(id) ?? [])
  const ready = [source.projectId !== 0 && (!source.byClass || source.classId !== null), picked.size > 0, targets.size > 0, picked.size <= COPY_LIMIT && targets.size <= COPY_LIMIT]
  const reachable = (index: number) => outcome === null && ready.slice(0, index).every(Boolean)

  const changeSource = (next: SourceChoice) => {
    // Ids belong to their project: another project's properties start a new choice.
    if (next.projectId !== source.projectId) setPicked(new Map())
    setSource(next)
  }

  const send = async () => {
    setRefusal([])
    const asked = [...picked.values()]
    try {
      const answer = await copy.mutateAsync({ pty_ids: asked.map((property) => property.pty_id), elc_ids: [...targets] })
      setOutcome(copyOutcome(answer, asked, classNames))
    } catch (failure) {
      if (!(failure instanceof ApiError)) return setRefusal([t("state.saveFailed")])
      const fields = Object.entries(failure.fieldErrors).flatMap(([field, text]) => (["pty_ids", "elc_ids"].includes(field) && text !== failure.message ? [text] : []))
      setRefusal([failure.message, ...fields])
    }
  }

  const title = t("catalogue:copy.title")
  const current = STEPS[step]!
  return (
    <Dialog isOpen onClose={onClose} title={title} icon={<DuplicateIcon />} className="bimp-copy-dialog" canOutsideClickClose={false}>
      <DialogBody className="bimp-copy-body">
        <ol className="bimp-copy-steps" aria-label={t("catalogue:copy.steps.label")}>
          {STEPS.map((name, index) => (
            <li key={name} aria-current={index === step ? "step" : undefined} className={index === step ? "bimp-copy-step-current" : undefined}>
              <button type="button" disabled={index === step || !reachable(index)} onClick={() => setStep(index)}>
                <span className="bimp-copy-step-number">{index + 1}</span> {t(`catalogue:copy.steps.${name}`)}
              </button>
            </li>
          ))}
        </ol>
        <section className="bimp-copy-step-panel" aria-label={t(`catalogue:copy.steps.${current}`)}>
          {current === "source" && <CopySourceStep project={project.data} version={version} source={source} onChange={changeSource} />}
          {current === "properties" && <CopyPropertiesStep source={source} version={version} picked={picked} onChange={setPicked} />}
          {current === "targets" && <CopyTargetsStep classes={classes} version={version} targets={targets} onChange={setTargets} />}
          {current === "summary" && (
            <CopySummaryStep propertyNames={[...picked.values()].map((property) => property.pty_name)} classNames={chosenClasses} outcome={outcome} refusal={refusal} />
          )}
        </section>
      </DialogBody>
      <DialogFooter
        actions={
          outcome ? (
            <Button intent="primary" text={t("actions.close")} onClick={onClose} />
          ) : (
            <>
              <Button text={t("actions.cancel")} onClick={onClose} disabled={copy.isPending} />
              {step > 0 && <Button text={t("catalogue:copy.back")} onClick={() => setStep(step - 1)} disabled={copy.isPending} />}
              {current === "summary" ? (
                <Button intent="primary" text={t("catalogue:copy.send")} onClick={() => void send()} loading={copy.isPending} disabled={!ready[3]} />
              ) : (
                <Button intent="primary" text={t("catalogue:copy.next")} onClick={() => setStep(step + 1)} disabled={!ready[step]} />
              )}
            </>
          )
        }
      />
    </Dialog>
  )
}
