import { Button, ButtonGroup, Callout, Checkbox, Drawer, DrawerSize, FormGroup, InputGroup, TextArea } from "@blueprintjs/core"
import { PropertiesIcon } from "@blueprintjs/icons"
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import type { PropertyDto } from "@bimprofile/contracts/dto/property-dto"
import type { RequirementDto } from "@bimprofile/contracts/dto/requirement-dto"
import { IFC_VERSIONS, type IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import type { Cardinality } from "@bimprofile/contracts/requirements/facets"
import { type FormEvent, type ReactNode, useRef, useState } from "react"
import { useClassProperties } from "../../../api/properties/get-properties"
import { useFocusOnFailure } from "../../../hooks/use-focus-on-failure"
import { ApiError } from "../../../lib/api-error"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useCreateRequirement, useUpdateRequirement } from "../api/requirement-writes"
import { noRefusals, type Refusals, refusalsOf } from "../facet-refusals"
import {
  catalogueFacet,
  createBodyOf,
  type DraftProblem,
  draftOf,
  draftProblems,
  emptyDraft,
  type FacetDraft,
  type FacetList,
  patchBodyOf,
  type RequirementDraft,
} from "../requirement-draft"
import { ClassPicker, entityOf } from "./class-picker"
import { ClassPropertyChecklist } from "./class-property-checklist"
import { DraftFacets } from "./draft-facets"
import { refusalText } from "./facet-cards"

const CARDINALITIES: readonly Cardinality[] = ["required", "optional", "prohibited"]

export type EditorProps = {
  readonly projectId: number
  readonly activityId: number
  /** The requirement edited; undefined: a new one. */
  readonly requirement: RequirementDto | undefined
  readonly classes: readonly ElementClassDto[] | undefined
  /** Classes the activity asks for already. */
  readonly takenClassIds: ReadonlySet<number>
  readonly version: IfcVersion
  readonly properties: ReadonlyMap<number, PropertyDto>
  /** The edited requirement is no longer among the activity's (deleted by someone else meanwhile). */
  readonly deleted?: boolean
  readonly onClose: () => void
}

/**
 * The requirement editor beside the activity's list: pick the element class (its name becomes the
 * requirement's) and, if need be, more conditions of its applicability (an IFC entity with its predefined type,
 * a classification, an attribute, a property, a material, partOf); then which of its properties must be
 * delivered, each with its cardinality and value; more facets (attributes, classifications, materials, partOf,
 * properties outside the catalogue) by hand. What the server refuses stays in the drawer, beside the field or
 * facet it concerns.
 */
export function RequirementEditor({ isOpen, ...props }: EditorProps & { readonly isOpen: boolean }) {
  const { t } = useT()
  const title = props.requirement ? t("catalogue:requirements.editor.editTitle", { name: props.requirement.req_name }) : t("catalogue:requirements.editor.createTitle")
  return (
    <Drawer isOpen={isOpen} onClose={props.onClose} title={title} icon={<PropertiesIcon />} size={DrawerSize.LARGE} canOutsideClickClose={false}>
      {isOpen && <EditorForm key={props.requirement?.req_id ?? "new"} title={title} {...props} />}
    </Drawer>
  )
}

const problemText = (problem: DraftProblem | undefined, t: (key: string, options?: Record<string, unknown>) => string) =>
  problem ? t(`catalogue:requirements.${problem.key}`, problem.values) : undefined

type ServerRefusal = { readonly fields: Record<string, string>; readonly general: string | null; readonly facets: Refusals }
const noServerRefusal: ServerRefusal = { fields: {}, general: null, facets: noRefusals }

function EditorForm({ projectId, activityId, requirement, classes, takenClassIds, version, properties, deleted = false, onClose, title }: EditorProps & { readonly title: string }) {
  const { t } = useT()
  const [draft, setDraft] = useState<RequirementDraft>(() => (requirement ? draftOf(requirement) : emptyDraft()))
  const [nameTouched, setNameTouched] = useState(requirement !== undefined)
  const [more, setMore] = useState(requirement !== undefined && (draft.identifier !== "" || draft.ifcVersions.length > 0 || draft.requirementsDesc !== ""))
  const [shownProblems, setShownProblems] = useState(false)
  const [server, setServer] = useState<ServerRefusal>(noServerRefusal)
  const [busy, setBusy] = useState(false)
  // The requirement edited was deleted meanwhile (seen in the list, or answered 404 on saving): the entries
  // stay, and saving adds them as a new requirement of the activity.
  const [goneOnSave, setGoneOnSave] = useState(false)
  const gone = requirement !== undefined && (deleted || goneOnSave)
  const form = useRef<HTMLFormElement>(null)
  const [failures, setFailures] = useState(0)
  useFocusOnFailure(form, failures)
  const create = useCreateRequirement(projectId)
  const update = useUpdateRequirement(projectId)
  const classProperties = useClassProperties(projectId, draft.elementClassId ?? undefined)
  const chosenClass = classes?.find((candidate) => candidate.elc_id === draft.elementClassId)
  // What the specification applies to: the entity written in its applicability, else its class's mapping.
  const writtenEntity = draft.applicability.find((facet) => facet.facet === "entity")?.name.text.trim()
  const entity = writtenEntity || entityOf(chosenClass, version)?.split(".")[0]

  const problems = draftProblems(draft)
  const change = (next: Partial<RequirementDraft>) => setDraft((current) => ({ ...current, ...next }))
  const problemAt = (list: FacetList) => (facet: FacetDraft, index: number) =>
    (shownProblems ? problemText(problems.facets[facet.key], t) : undefined) ?? refusalText(server.facets.facets[list].get(index), facet, version, t)
  const hasProperty = (ptyId: number) => draft.facets.some((facet) => facet.facet === "property" && facet.ptyId === ptyId)
  const toggleProperty = (ptyId: number, on: boolean) =>
    change({ facets: on ? [...draft.facets, catalogueFacet(ptyId)] : draft.facets.filter((facet) => !(facet.facet === "property" && facet.ptyId === ptyId)) })
  const takeAll = () => change({ facets: [...draft.facets, ...(classProperties.data ?? []).filter((entry) => !hasProperty(entry.property.pty_id)).map((entry) => catalogueFacet(entry.property.pty_id))] })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShownProblems(true)
    if (problems.name || problems.general || problems.applicability || Object.keys(problems.facets).length > 0) {
      setFailures((count) => count + 1)
      return
    }
    setBusy(true)
    setServer(noServerRefusal)
    try {
      if (requirement && !gone) {
        const body = patchBodyOf(requirement, draft)
        if (Object.keys(body).length > 0) await update.mutateAsync({ id: requirement.req_id, body })
      } else await create.mutateAsync(createBodyOf(activityId, draft))
      toast("success", t(requirement && !gone ? "catalogue:requirements.toast.saved" : "catalogue:requirements.toast.created", { name: draft.name.trim() }))
      onClose()
    } catch (failure) {
      if (requirement && !gone && failure instanceof ApiError && failure.status === 404) setGoneOnSave(true)
      else if (failure instanceof ApiError) {
        // The class's name from «…»: the refusal in the user's language, beside the class.
        const classTaken = failure.code === "REQ_CLASS_TAKEN" ? failure.body?.message.match(/«(.+?)»/)?.[1] : undefined
        const fields = classTaken === undefined ? failure.fieldErrors : { req_elc_id: t("catalogue:requirements.problems.classTaken", { name: classTaken }) }
        const facets = refusalsOf(fields)
        const atFacet = facets.facets.applicability.size + facets.facets.requirements.size > 0
        const known = ["req_name", "req_elc_id"].filter((field) => field in fields)
        // Beside the fields it names; in the footer too when it is about a facet (which may be out of view).
        setServer({ fields, general: known.length > 0 && !atFacet ? null : failure.message, facets })
      } else setServer({ ...noServerRefusal, general: t("state.saveFailed") })
      setFailures((count) => count + 1)
    } finally {
      setBusy(false)
    }
  }

  const nameError = server.fields.req_name ?? (shownProblems ? problemText(problems.name, t) : undefined)
  const generalProblem = shownProblems ? problemText(problems.general, t) : undefined
  const applicabilityProblem = server.facets.lists.applicability ?? (shownProblems ? problemText(problems.applicability, t) : undefined)
  // What both lists of facets look up: the catalogue, the version, the entity they apply to.
  const catalogue = { projectId, version, entity, properties }

  return (
    <form ref={form} className="bimp-req-editor" onSubmit={submit} aria-label={title}>
      <div className="bimp-drawer-body bimp-req-editor-body">
        <EditorStep number={1} id="req-step-class" title={t("catalogue:requirements.editor.stepClass")}>
          <ClassPicker
            classes={classes}
            chosen={draft.elementClassId}
            taken={takenClassIds}
            version={version}
            error={server.fields.req_elc_id}
            onChoose={(elementClass) =>
              setDraft((current) => ({ ...current, elementClassId: elementClass.elc_id, ...(!nameTouched && { name: elementClass.elc_name }) }))
            }
          />
          <section className="bimp-req-applicability" aria-labelledby="req-applicability">
            <h4 id="req-applicability" className="bimp-req-subtitle">
              {t("catalogue:requirements.editor.applicability")}
            </h4>
            <p className="bimp-pr-muted bimp-req-help">{t("catalogue:requirements.editor.applicabilityHelp")}</p>
            <DraftFacets list="applicability" problem={applicabilityProblem} draft={draft} onChange={change} problemOf={problemAt("applicability")} {...catalogue} />
          </section>
        </EditorStep>

        <EditorStep number={2} id="req-step-general" title={t("catalogue:requirements.editor.stepGeneral")}>
          <div className="bimp-req-general">
            <FormGroup label={t("catalogue:requirements.fields.name")} labelFor="req-name" intent={nameError ? "danger" : "none"} helperText={nameError}>
              <InputGroup
                id="req-name"
                value={draft.name}
                intent={nameError ? "danger" : "none"}
                onValueChange={(name) => {
                  setNameTouched(true)
                  change({ name })
                }}
              />
            </FormGroup>
            <FormGroup label={t("catalogue:requirements.fields.cardinality")} helperText={t(`catalogue:requirements.cardinalityHelp.${draft.cardinality}`)}>
              <ButtonGroup aria-label={t("catalogue:requirements.fields.cardinality")}>
                {CARDINALITIES.map((value) => (
                  <Button key={value} active={draft.cardinality === value} aria-pressed={draft.cardinality === value} text={t(`catalogue:requirements.cardinality.${value}`)} onClick={() => change({ cardinality: value })} />
                ))}
              </ButtonGroup>
            </FormGroup>
          </div>
          <FormGroup label={t("catalogue:requirements.fields.description")} labelFor="req-desc">
            <TextArea id="req-desc" fill value={draft.desc} onChange={(event) => change({ desc: event.currentTarget.value })} />
          </FormGroup>
          <FormGroup label={t("catalogue:requirements.fields.instructions")} labelFor="req-instructions" helperText={t("catalogue:requirements.editor.instructionsHelp")}>
            <TextArea id="req-instructions" fill value={draft.instructions} onChange={(event) => change({ instructions: event.currentTarget.value })} />
          </FormGroup>
          <Button variant="minimal" size="small" className="bimp-req-toggle" text={t("catalogue:requirements.editor.moreFields")} aria-expanded={more} onClick={() => setMore(!more)} />
          {more && (
            <>
            <div className="bimp-req-general">
              <FormGroup label={t("catalogue:requirements.fields.identifier")} labelFor="req-identifier">
                <InputGroup id="req-identifier" value={draft.identifier} onValueChange={(identifier) => change({ identifier })} />
              </FormGroup>
              <FormGroup label={t("catalogue:requirements.fields.ifcVersions")} helperText={t("catalogue:requirements.editor.ifcVersionsHelp")}>
                {IFC_VERSIONS.map((ifcVersion) => (
                  <Checkbox
                    key={ifcVersion}
                    inline
                    label={ifcVersion}
                    checked={draft.ifcVersions.includes(ifcVersion)}
                    onChange={(event) =>
                      change({ ifcVersions: event.currentTarget.checked ? IFC_VERSIONS.filter((v) => v === ifcVersion || draft.ifcVersions.includes(v)) : draft.ifcVersions.filter((v) => v !== ifcVersion) })
                    }
                  />
                ))}
              </FormGroup>
            </div>
            <FormGroup label={t("catalogue:requirements.fields.requirementsDesc")} labelFor="req-requirements-desc">
              <TextArea id="req-requirements-desc" fill value={draft.requirementsDesc} onChange={(event) => change({ requirementsDesc: event.currentTarget.value })} />
            </FormGroup>
            </>
          )}
        </EditorStep>

        <EditorStep number={3} id="req-step-facets" title={t("catalogue:requirements.editor.stepFacets")}>
          {draft.cardinality === "prohibited" ? (
            <Callout intent={draft.facets.length > 0 ? "warning" : "primary"} compact>
              {t("catalogue:requirements.editor.prohibitedNote")}
              {draft.facets.length > 0 && <Button className="bimp-req-inline-button" size="small" text={t("catalogue:requirements.editor.removeAllFacets")} onClick={() => change({ facets: [] })} />}
            </Callout>
          ) : (
            <>
              {draft.elementClassId !== null && (
                <ClassPropertyChecklist
                  query={classProperties}
                  className={chosenClass?.elc_name ?? ""}
                  checked={hasProperty}
                  onToggle={toggleProperty}
                  onTakeAll={takeAll}
                />
              )}
              <DraftFacets list="requirements" problem={server.facets.lists.requirements} draft={draft} onChange={change} problemOf={problemAt("requirements")} {...catalogue} />
            </>
          )}
        </EditorStep>
      </div>
      <div className="bimp-req-editor-footer">
        {gone && (
          <Callout intent="warning" role="alert" compact>
            {t("catalogue:requirements.editor.deletedMeanwhile")}
          </Callout>
        )}
        {(server.general || generalProblem) && (
          <Callout intent="danger" role="alert" compact>
            {generalProblem ?? server.general}
          </Callout>
        )}
        <div className="bimp-req-editor-actions">
          <Button text={t("actions.cancel")} onClick={onClose} disabled={busy} />
          <Button
            type="submit"
            intent="primary"
            text={gone ? t("catalogue:requirements.editor.createAgain") : requirement ? t("actions.save") : t("catalogue:requirements.editor.create")}
            loading={busy}
          />
        </div>
      </div>
    </form>
  )
}

/** A numbered step of the editor, named by its heading. */
function EditorStep({ number, id, title, children }: { readonly number: number; readonly id: string; readonly title: string; readonly children: ReactNode }) {
  return (
    <section className="bimp-req-step" aria-labelledby={id}>
      <h3 id={id} className="bimp-req-step-title">
        <span className="bimp-req-step-number">{number}</span> {title}
      </h3>
      {children}
    </section>
  )
}
