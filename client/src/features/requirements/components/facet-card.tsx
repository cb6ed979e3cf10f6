import { Button, Callout, Card, FormGroup, HTMLSelect, InputGroup, TextArea } from "@blueprintjs/core"
import { TrashIcon } from "@blueprintjs/icons"
import type { PropertyDto } from "@bimprofile/contracts/dto/property-dto"
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { type ReactNode, useState } from "react"
import { SuggestInput, type UseSuggestions } from "../../../components/suggest-input"
import { Tag } from "../../../components/tag"
import { useT } from "../../../lib/i18n"
import { nameText } from "../facet-text"
import { cardinalitiesOf, type FacetDraft, type FacetList, type NameField, PART_OF_RELATIONS } from "../requirement-draft"
import { dataTypeSuggestions, entitySuggestions, predefinedTypeSuggestions, propertySetSuggestions, propertySuggestions } from "./ifc-suggestions"
import { ValueConstraintField } from "./value-constraint-field"

type T = (key: string, options?: Record<string, unknown>) => string

/** What the facet is about ("Pset_WallCommon.FireRating", a catalogue property's name …); "" for a material. */
const subjectOf = (facet: FacetDraft, property: PropertyDto | undefined, t: T) =>
  facet.facet === "property" && facet.ptyId !== null
    ? (property?.pty_name ?? t("catalogue:requirements.facetSubject.property", { id: facet.ptyId }))
    : facet.facet === "property"
      ? [fieldText(facet.group, t), fieldText(facet.name, t)].filter(Boolean).join(".")
      : facet.facet === "material"
        ? ""
        : fieldText(facet.name, t)

/** The facet in a few words for its card's title and its inputs' names. */
export const facetLabel = (facet: FacetDraft, property: PropertyDto | undefined, t: T) => {
  const subject = subjectOf(facet, property, t)
  const kind = t(`catalogue:requirements.facetKinds.${facet.facet}`)
  return subject ? `${kind} ${subject}` : kind
}
const fieldText = (field: NameField, t: T) => (field.kept ? nameText(field.kept, t as never) : field.text.trim())

/**
 * One facet of a requirement being edited: what it is about, its value and — in the requirements, not in the
 * applicability, which IDS gives none — its cardinality and instructions for the provider.
 */
export function FacetCard({
  projectId,
  list = "requirements",
  facet,
  index,
  version,
  entity,
  property,
  problem,
  onChange,
  onRemove,
}: {
  projectId: number
  /** A condition of the applicability, or a facet of the requirements. */
  list?: FacetList
  facet: FacetDraft
  index: number
  version: IfcVersion
  /** The class's IFC entity in the version, to offer its property sets first. */
  entity: string | undefined
  /** The catalogue property a property facet names. */
  property: PropertyDto | undefined
  problem: string | undefined
  onChange: (facet: FacetDraft) => void
  onRemove: () => void
}) {
  const { t } = useT()
  const [more, setMore] = useState(facet.instructions !== "" || facet.uri !== "")
  const set = (change: Partial<FacetDraft>) => onChange({ ...facet, ...change })
  const label = facetLabel(facet, property, t)
  const subject = subjectOf(facet, property, t)
  const id = facet.key
  const demands = list === "requirements"
  const cardinalities = demands ? cardinalitiesOf(facet.facet) : []
  const fromCatalogue = facet.facet === "property" && facet.ptyId !== null

  return (
    <Card
      className={`bimp-req-facet${problem ? " bimp-req-facet-problem" : ""}`}
      role="group"
      aria-label={t(demands ? "catalogue:requirements.editor.facetNumbered" : "catalogue:requirements.editor.conditionNumbered", { index: index + 1, name: label })}
    >
      <div className="bimp-req-facet-head">
        <Tag minimal intent={fromCatalogue ? "primary" : "none"}>{t(`catalogue:requirements.facetKinds.${facet.facet}`)}</Tag>
        <span className="bimp-req-facet-title">{subject || (facet.facet !== "material" && <span className="bimp-pr-muted">{t("catalogue:requirements.editor.unnamed")}</span>)}</span>
        {fromCatalogue && property && <span className="bimp-pr-muted">{t(`catalogue:requirements.datatypes.${property.pty_datatype}`, { defaultValue: property.pty_datatype })}</span>}
        <span className="bimp-req-facet-spacer" />
        {cardinalities.length > 0 && (
          <HTMLSelect
            aria-label={t("catalogue:requirements.editor.cardinalityOf", { name: label })}
            value={facet.cardinality}
            onChange={(event) => set({ cardinality: event.currentTarget.value as FacetDraft["cardinality"] })}
            options={cardinalities.map((value) => ({ value, label: t(`catalogue:requirements.cardinality.${value}`) }))}
          />
        )}
        <Button variant="minimal" icon={<TrashIcon />} intent="danger" aria-label={t("catalogue:requirements.editor.removeFacet", { name: label })} title={t("catalogue:requirements.editor.removeFacet", { name: label })} onClick={onRemove} />
      </div>

      <div className="bimp-req-facet-fields">
        {facet.facet === "property" && !fromCatalogue && (
          <>
            <NameInput id={`${id}-set`} label={t("catalogue:requirements.fields.propertySet")} field={facet.group} onChange={(group) => set({ group })} suggest={propertySetSuggestions(version, entity)} />
            <NameInput id={`${id}-name`} label={t("catalogue:requirements.fields.baseName")} field={facet.name} onChange={(name) => set({ name })} suggest={propertySuggestions(version, facet.group.text)} />
            <Field id={`${id}-type`} label={t("catalogue:requirements.fields.dataType")}>
              <SuggestInput
                id={`${id}-type`}
                value={facet.dataType}
                onValueChange={(dataType) => set({ dataType })}
                useSuggestions={dataTypeSuggestions(version, facet.group.text, facet.name.text)}
                emptyText={t("catalogue:requirements.picker.noDataType")}
              />
            </Field>
          </>
        )}
        {facet.facet === "attribute" && <NameInput id={`${id}-name`} label={t("catalogue:requirements.fields.attribute")} field={facet.name} onChange={(name) => set({ name })} placeholder="Name, Description, ObjectType …" />}
        {facet.facet === "classification" && <NameInput id={`${id}-name`} label={t("catalogue:requirements.fields.system")} field={facet.name} onChange={(name) => set({ name })} placeholder="eBKP-H, Uniclass 2015 …" />}
        {(facet.facet === "partOf" || facet.facet === "entity") && (
          <>
            <NameInput id={`${id}-name`} label={t("catalogue:requirements.fields.entity", { version })} field={facet.name} onChange={(name) => set({ name })} suggest={entitySuggestions(version)} />
            <NameInput
              id={`${id}-type`}
              label={t("catalogue:requirements.fields.predefinedType")}
              field={facet.group}
              onChange={(group) => set({ group })}
              suggest={predefinedTypeSuggestions(version, facet.name.text)}
            />
            {facet.facet === "partOf" && (
              <Field id={`${id}-relation`} label={t("catalogue:requirements.fields.relation")}>
                <HTMLSelect id={`${id}-relation`} fill value={facet.relation} onChange={(event) => set({ relation: event.currentTarget.value })}>
                  <option value="">{t("catalogue:requirements.relations.any")}</option>
                  {PART_OF_RELATIONS.map((relation) => (
                    <option key={relation} value={relation}>
                      {t(`catalogue:requirements.relations.${relation.split(" ")[0]}`)}
                    </option>
                  ))}
                </HTMLSelect>
              </Field>
            )}
          </>
        )}
      </div>

      {facet.facet !== "partOf" && facet.facet !== "entity" && (!demands || facet.cardinality !== "prohibited") && (
        <ValueConstraintField projectId={projectId} id={`${id}-value`} label={label} value={facet.value} onChange={(value) => set({ value })} valueListId={property?.pty_vls_id ?? null} />
      )}

      {demands && (
        <Button
          variant="minimal"
          size="small"
          className="bimp-req-more bimp-req-toggle"
          text={t("catalogue:requirements.editor.instructionsToggle")}
          aria-expanded={more}
          onClick={() => setMore(!more)}
        />
      )}
      {demands && more && (
        <div className="bimp-req-facet-fields">
          <Field id={`${id}-instructions`} label={t("catalogue:requirements.fields.instructions")} wide>
            <TextArea id={`${id}-instructions`} fill value={facet.instructions} onChange={(event) => set({ instructions: event.currentTarget.value })} />
          </Field>
          {(facet.facet === "property" || facet.facet === "classification" || facet.facet === "material") && (
            <Field id={`${id}-uri`} label={t("catalogue:requirements.fields.uri")} wide>
              <InputGroup id={`${id}-uri`} value={facet.uri} placeholder="https://identifier.buildingsmart.org/…" onValueChange={(uri) => set({ uri })} />
            </Field>
          )}
        </div>
      )}
      {problem && (
        <Callout intent="danger" compact role="alert" className="bimp-req-facet-alert">
          {problem}
        </Callout>
      )}
    </Card>
  )
}

function Field({ id, label, wide = false, children }: { id: string; label: string; wide?: boolean; children: ReactNode }) {
  return (
    <FormGroup label={label} labelFor={id} className={wide ? "bimp-req-field-wide" : "bimp-req-field"}>
      {children}
    </FormGroup>
  )
}

/** A name of the facet: typed (with IFC offers where there are any), or a restriction kept as imported. */
function NameInput({
  id,
  label,
  field,
  onChange,
  suggest,
  placeholder,
}: {
  id: string
  label: string
  field: NameField
  onChange: (field: NameField) => void
  suggest?: UseSuggestions
  placeholder?: string
}) {
  const { t } = useT()
  return (
    <Field id={id} label={label}>
      {field.kept ? (
        <InputGroup id={id} value={nameText(field.kept, t)} readOnly title={t("catalogue:requirements.value.keptName")} />
      ) : suggest ? (
        <SuggestInput id={id} value={field.text} onValueChange={(text) => onChange({ text, kept: null })} useSuggestions={suggest} emptyText={t("catalogue:requirements.picker.none")} placeholder={placeholder} />
      ) : (
        <InputGroup id={id} value={field.text} placeholder={placeholder} onValueChange={(text) => onChange({ text, kept: null })} />
      )}
    </Field>
  )
}
