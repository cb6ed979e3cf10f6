import { Button, Callout, FormGroup, H5, HTMLSelect, RadioCard, RadioGroup, Spinner } from "@blueprintjs/core"
import { ExportIcon } from "@blueprintjs/icons"
import type { ExportFormat, ExportScope } from "@bimprofile/contracts/dto/export-dto"
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { type FormEvent, useId } from "react"
import { EXPORT_FORMATS, EXPORT_LANGUAGES, EXPORT_SCOPES, type ExportLanguage } from "@bimprofile/contracts/exports/export-choices"
import { ErrorCallout } from "../../../components/error-callout"
import { IfcVersionChoice } from "../../../components/ifc-version-choice"
import type { ExportField } from "../../../hooks/use-export"
import { useT } from "../../../lib/i18n"
import { type ExportChoice, formatTakes, type ProcessGroup, withScope } from "../export-choice"
import { ActivityPicker } from "./activity-picker"

/** The project's plan as the form needs it: loaded, or why not. */
export type PlanState = { readonly groups: readonly ProcessGroup[] | undefined; readonly loading: boolean; readonly error: unknown; readonly retry: () => void }

export type ExportFormProps = {
  readonly choice: ExportChoice
  readonly onChange: (choice: ExportChoice) => void
  readonly plan: PlanState
  readonly projectVersion: IfcVersion | undefined
  /** Texts beside the fields (what is missing, the server's refusal) and one for the whole. */
  readonly errors: Partial<Record<ExportField, string>>
  readonly general: string | null
  readonly starting: boolean
  readonly onSubmit: () => void
}

/** Each language in its own words (a French-speaking user may want a German report). */
const LANGUAGE_NAMES: Record<ExportLanguage, string> = { de: "Deutsch", fr: "Français", it: "Italiano", en: "English" }

/** Which scopes a format is limited to, as its help says it. */
const limitOf = (format: ExportFormat) => (formatTakes(format, "activities") ? null : formatTakes(format, "process") ? "processOrProject" : "project")

/** What to export, in which format, IFC version and language; «Exportieren» sends it. */
export function ExportForm({ choice, onChange, plan, projectVersion, errors, general, starting, onSubmit }: ExportFormProps) {
  const { t } = useT()
  const processId = useId()
  const languageId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  const processes = plan.groups?.map((group) => group.process) ?? []

  return (
    <form className="bimp-exp-form" onSubmit={submit} aria-label={t("exports:form.title")} noValidate>
      <div className="bimp-exp-columns">
        <section className="bimp-exp-step">
          <H5>{t("exports:form.scope")}</H5>
          <RadioGroup
            selectedValue={choice.scope}
            onChange={(event) => onChange(withScope(choice, event.currentTarget.value as ExportScope))}
            className="bimp-exp-cards bimp-exp-cards-3"
            {...(errors.exp_scope && { "aria-invalid": true })}
          >
            {EXPORT_SCOPES.map((scope) => (
              <RadioCard key={scope} value={scope} compact>
                <strong>{t(`exports:scopes.${scope}`)}</strong>
                <span className="bimp-source-help">{t(`exports:scopeHelp.${scope}`)}</span>
              </RadioCard>
            ))}
          </RadioGroup>
          {errors.exp_scope && <div className="bimp-exp-field-error" role="alert">{errors.exp_scope}</div>}
          {choice.scope !== "project" &&
            (plan.loading ? (
              <Spinner size={20} className="bimp-exp-plan-spinner" aria-label={t("state.loading")} />
            ) : plan.error ? (
              <ErrorCallout error={plan.error} onRetry={plan.retry} />
            ) : choice.scope === "activities" ? (
              <ActivityPicker groups={plan.groups ?? []} selected={choice.activityIds} onChange={(activityIds) => onChange({ ...choice, activityIds })} error={errors.exp_act_ids} />
            ) : (
              <FormGroup
                label={t("exports:form.process")}
                labelFor={processId}
                intent={errors.exp_prc_id ? "danger" : "none"}
                {...(errors.exp_prc_id && { helperText: <span role="alert">{errors.exp_prc_id}</span> })}
                className="bimp-exp-process"
              >
                <HTMLSelect
                  id={processId}
                  fill
                  value={choice.processId ?? ""}
                  onChange={(event) => onChange({ ...choice, processId: event.currentTarget.value === "" ? null : Number(event.currentTarget.value) })}
                  options={[
                    { value: "", label: t("exports:form.processPlaceholder") },
                    ...processes.map((process) => ({ value: process.prc_id, label: process.prc_name })),
                  ]}
                  {...(errors.exp_prc_id && { "aria-invalid": true })}
                />
              </FormGroup>
            ))}
        </section>

        <div className="bimp-exp-column">
          <section className="bimp-exp-step">
            <H5>{t("exports:form.format")}</H5>
            <RadioGroup
              selectedValue={choice.format}
              onChange={(event) => onChange({ ...choice, format: event.currentTarget.value as ExportFormat })}
              className="bimp-exp-cards bimp-exp-cards-2"
            >
              {EXPORT_FORMATS.map((format) => {
                const limit = limitOf(format)
                return (
                  <RadioCard key={format} value={format} disabled={!formatTakes(format, choice.scope)} compact>
                    <strong>{t(`exports:formats.${format}`)}</strong>
                    <span className="bimp-source-help">{t(`exports:formatHelp.${format}`)}</span>
                    {limit && <span className="bimp-exp-limit">{t(`exports:formatLimit.${limit}`)}</span>}
                  </RadioCard>
                )
              })}
            </RadioGroup>
            {errors.exp_format && <div className="bimp-exp-field-error" role="alert">{errors.exp_format}</div>}
          </section>

          {choice.format === "ids" && (
            <section className="bimp-exp-step">
              <IfcVersionChoice value={choice.version} projectVersion={projectVersion} onChange={(version) => onChange({ ...choice, version })} />
              {errors.exp_ifc_version && <div className="bimp-exp-field-error" role="alert">{errors.exp_ifc_version}</div>}
            </section>
          )}

          <section className="bimp-exp-step">
            <FormGroup
              label={t("exports:form.language")}
              labelFor={languageId}
              helperText={errors.exp_language ? <span role="alert">{errors.exp_language}</span> : t("exports:form.languageHelp")}
              intent={errors.exp_language ? "danger" : "none"}
              className="bimp-exp-language"
            >
              <HTMLSelect
                id={languageId}
                value={choice.language}
                onChange={(event) => onChange({ ...choice, language: event.currentTarget.value as ExportLanguage })}
                options={EXPORT_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
              />
            </FormGroup>
          </section>
        </div>
      </div>

      {general && (
        <Callout intent="danger" title={t("exports:errors.refused")} role="alert" compact>
          {general}
        </Callout>
      )}
      <div className="bimp-exp-submit">
        <Button type="submit" intent="primary" size="large" icon={<ExportIcon />} text={t("exports:form.submit")} loading={starting} />
      </div>
    </form>
  )
}
