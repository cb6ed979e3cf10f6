import {
  Button,
  ButtonGroup,
  Callout,
  Checkbox,
  Drawer,
  DrawerSize,
  FormGroup,
  InputGroup,
  Menu,
  MenuItem,
  NonIdealState,
  PopoverNext,
  Spinner,
  TextArea,
} from "@blueprintjs/core"
import { PlusIcon, PropertiesIcon } from "@blueprintjs/icons"
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import type { PropertyDto } from "@bimprofile/contracts/dto/property-dto"
import type { RequirementDto } from "@bimprofile/contracts/dto/requirement-dto"
import { IFC_VERSIONS, type IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import type { Cardinality } from "@bimprofile/contracts/requirements/facets"
import { type FormEvent, useRef, useState } from "react"
import { useClassProperties } from "../../../api/properties/get-properties"
import { useFocusOnFailure } from "../../../hooks/use-focus-on-failure"
import { ApiError } from "../../../lib/api-error"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useCreateRequirement, useUpdateRequirement } from "../api/requirement-writes"
import { facetLine } from "../facet-text"
import {
  ADDABLE_FACETS,
  catalogueFacet,
  createBodyOf,
  type DraftProblem,
  draftOf,
  draftProblems,
  emptyDraft,
  type FacetDraft,
  newFacet,
  patchBodyOf,
  type RequirementDraft,
} from "../requirement-draft"
import { ClassPicker, entityOf } from "./class-picker"
import { FacetCard } from "./facet-card"

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
  readonly onClose: () => void
}

/**
 * The requirement editor beside the activity's list: pick the element class (its name becomes the
 * requirement's), then which of its properties must be delivered, each with its cardinality and value; more
 * facets (attributes, classifications, materials, partOf, properties outside the catalogue) by hand. What
 * the server refuses stays in the drawer, beside the field or facet it concerns.
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

/** "Anforderung 2: …" — the server counts the refused facet from 1. */
const refusedFacet = (text: string | undefined) => {
  const match = text?.match(/^Anforderung (\d+):/)
  return match ? Number(match[1]) - 1 : undefined
}

function EditorForm({ projectId, activityId, requirement, classes, takenClassIds, version, properties, onClose, title }: EditorProps & { readonly title: string }) {
  const { t } = useT()
  const [draft, setDraft] = useState<RequirementDraft>(() => (requirement ? draftOf(requirement) : emptyDraft()))
  const [nameTouched, setNameTouched] = useState(requirement !== undefined)
  const [more, setMore] = useState(requirement !== undefined && (draft.identifier !== "" || draft.ifcVersions.length > 0 || draft.requirementsDesc !== ""))
  const [shownProblems, setShownProblems] = useState(false)
  const [server, setServer] = useState<{ fields: Record<string, string>; general: string | null; facetIndex?: number | undefined }>({ fields: {}, general: null })
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const [failures, setFailures] = useState(0)
  useFocusOnFailure(form, failures)
  const create = useCreateRequirement(projectId)
  const update = useUpdateRequirement(projectId)
  const classProperties = useClassProperties(projectId, draft.elementClassId ?? undefined)
  const chosenClass = classes?.find((candidate) => candidate.elc_id === draft.elementClassId)
  const entity = entityOf(chosenClass, version)?.split(".")[0]

  const problems = draftProblems(draft)
  const change = (next: Partial<RequirementDraft>) => setDraft((current) => ({ ...current, ...next }))
  const setFacet = (key: string, facet: FacetDraft) => change({ facets: draft.facets.map((candidate) => (candidate.key === key ? facet : candidate)) })
  const removeFacet = (key: string) => change({ facets: draft.facets.filter((candidate) => candidate.key !== key) })
  const hasProperty = (ptyId: number) => draft.facets.some((facet) => facet.facet === "property" && facet.ptyId === ptyId)
  const toggleProperty = (ptyId: number, on: boolean) =>
    change({ facets: on ? [...draft.facets, catalogueFacet(ptyId)] : draft.facets.filter((facet) => !(facet.facet === "property" && facet.ptyId === ptyId)) })
  const takeAll = () => change({ facets: [...draft.facets, ...(classProperties.data ?? []).filter((entry) => !hasProperty(entry.property.pty_id)).map((entry) => catalogueFacet(entry.property.pty_id))] })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShownProblems(true)
    if (problems.name || problems.general || Object.keys(problems.facets).length > 0) {
      setFailures((count) => count + 1)
      return
    }
    setBusy(true)
    setServer({ fields: {}, general: null })
    try {
      if (requirement) {
        const body = patchBodyOf(requirement, draft)
        if (Object.keys(body).length > 0) await update.mutateAsync({ id: requirement.req_id, body })
      } else await create.mutateAsync(createBodyOf(activityId, draft))
      toast("success", t(requirement ? "catalogue:requirements.toast.saved" : "catalogue:requirements.toast.created", { name: draft.name.trim() }))
      onClose()
    } catch (failure) {
      if (failure instanceof ApiError) {
        // The class's name from «…»: the refusal in the user's language, beside the class.
        const classTaken = failure.code === "REQ_CLASS_TAKEN" ? failure.body?.message.match(/«(.+?)»/)?.[1] : undefined
        const fields = classTaken === undefined ? failure.fieldErrors : { req_elc_id: t("catalogue:requirements.problems.classTaken", { name: classTaken }) }
        const facetIndex = refusedFacet(fields.req_facets)
        const known = ["req_name", "req_elc_id"].filter((field) => field in fields)
        setServer({ fields, general: known.length > 0 && facetIndex === undefined ? null : failure.message, facetIndex })
      } else setServer({ fields: {}, general: t("state.saveFailed") })
      setFailures((count) => count + 1)
    } finally {
      setBusy(false)
    }
  }

  const nameError = server.fields.req_name ?? (shownProblems ? problemText(problems.name, t) : undefined)
  const generalProblem = shownProblems ? problemText(problems.general, t) : undefined

  return (
    <form ref={form} className="bimp-req-editor" onSubmit={submit} aria-label={title}>
      <div className="bimp-drawer-body bimp-req-editor-body">
        <section className="bimp-req-step" aria-labelledby="req-step-class">
          <h3 id="req-step-class" className="bimp-req-step-title">
            <span className="bimp-req-step-number">1</span> {t("catalogue:requirements.editor.stepClass")}
          </h3>
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
        </section>

        <section className="bimp-req-step" aria-labelledby="req-step-general">
          <h3 id="req-step-general" className="bimp-req-step-title">
            <span className="bimp-req-step-number">2</span> {t("catalogue:requirements.editor.stepGeneral")}
          </h3>
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
          {draft.applicability.length > 0 && (
            <Callout compact icon={null} title={t("catalogue:requirements.editor.applicability")} className="bimp-req-applicability">
              <ul>
                {draft.applicability.map((facet, index) => (
                  <li key={index}>{facetLine(facet, t, (id) => properties.get(id)?.pty_name)}</li>
                ))}
              </ul>
            </Callout>
          )}
        </section>

        <section className="bimp-req-step" aria-labelledby="req-step-facets">
          <h3 id="req-step-facets" className="bimp-req-step-title">
            <span className="bimp-req-step-number">3</span> {t("catalogue:requirements.editor.stepFacets")}
          </h3>
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
              {draft.facets.length === 0 ? (
                <p className="bimp-pr-muted bimp-req-no-facets">{t("catalogue:requirements.editor.noFacets")}</p>
              ) : (
                <div className="bimp-req-facets" role="list" aria-label={t("catalogue:requirements.editor.facetList")}>
                  {draft.facets.map((facet, index) => (
                    <div role="listitem" key={facet.key}>
                      <FacetCard
                        projectId={projectId}
                        facet={facet}
                        index={index}
                        version={version}
                        entity={entity}
                        property={facet.ptyId === null ? undefined : properties.get(facet.ptyId)}
                        problem={
                          (shownProblems ? problemText(problems.facets[facet.key], t) : undefined) ?? (server.facetIndex === index ? (server.fields.req_facets ?? server.general ?? undefined) : undefined)
                        }
                        onChange={(next) => setFacet(facet.key, next)}
                        onRemove={() => removeFacet(facet.key)}
                      />
                    </div>
                  ))}
                </div>
              )}
              <PopoverNext
                placement="bottom-start"
                content={
                  <Menu aria-label={t("catalogue:requirements.editor.addFacet")}>
                    {ADDABLE_FACETS.map((kind) => (
                      <MenuItem key={kind} text={t(`catalogue:requirements.facetKinds.${kind}`)} label={t(`catalogue:requirements.facetHelp.${kind}`)} onClick={() => change({ facets: [...draft.facets, newFacet(kind)] })} />
                    ))}
                  </Menu>
                }
              >
                <Button icon={<PlusIcon />} text={t("catalogue:requirements.editor.addFacet")} className="bimp-req-add-facet" />
              </PopoverNext>
            </>
          )}
        </section>
      </div>
      <div className="bimp-req-editor-footer">
        {(server.general || generalProblem) && (
          <Callout intent="danger" role="alert" compact>
            {generalProblem ?? server.general}
          </Callout>
        )}
        <div className="bimp-req-editor-actions">
          <Button text={t("actions.cancel")} onClick={onClose} disabled={busy} />
          <Button type="submit" intent="primary" text={requirement ? t("actions.save") : t("catalogue:requirements.editor.create")} loading={busy} />
        </div>
      </div>
    </form>
  )
}

function ClassPropertyChecklist({
  query,
  className,
  checked,
  onToggle,
  onTakeAll,
}: {
  query: ReturnType<typeof useClassProperties>
  className: string
  checked: (ptyId: number) => boolean
  onToggle: (ptyId: number, on: boolean) => void
  onTakeAll: () => void
}) {
  const { t } = useT()
  if (query.isLoading) return <Spinner size={20} aria-label={t("state.loading")} />
  if (query.error) return <Callout intent="danger" compact>{query.error instanceof ApiError ? query.error.message : t("state.loadFailed")}</Callout>
  const entries = query.data ?? []
  if (entries.length === 0) return <NonIdealState className="bimp-req-no-properties" title={t("catalogue:requirements.editor.noPropertiesTitle")} description={t("catalogue:requirements.editor.noProperties", { name: className })} />
  return (
    <fieldset className="bimp-req-property-check">
      <legend>{t("catalogue:requirements.editor.classProperties", { name: className })}</legend>
      <div className="bimp-req-property-grid">
        {entries.map((entry) => (
          <Checkbox
            key={entry.property.pty_id}
            checked={checked(entry.property.pty_id)}
            onChange={(event) => onToggle(entry.property.pty_id, event.currentTarget.checked)}
            labelElement={
              <>
                {entry.property.pty_name} <span className="bimp-pr-muted">{t(`catalogue:requirements.datatypes.${entry.property.pty_datatype}`, { defaultValue: entry.property.pty_datatype })}</span>
                {entry.inherited && <span className="bimp-pr-muted"> · {t("catalogue:requirements.editor.inherited")}</span>}
              </>
            }
          />
        ))}
      </div>
      <Button size="small" variant="minimal" text={t("catalogue:requirements.editor.takeAll")} onClick={onTakeAll} disabled={entries.every((entry) => checked(entry.property.pty_id))} />
    </fieldset>
  )
}
