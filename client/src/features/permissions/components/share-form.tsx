/**
 * @module "Share with an organisation": by a member's e-mail, or by choosing one of one's organisations.
 * When the e-mail does not settle the organisation, the server says so and the choice is offered.
 */
import { Button, Callout, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core"
import { ShareIcon } from "@blueprintjs/icons"
import { type FormEvent, useState } from "react"
import { useOrganisations } from "../../../api/organisations/get-organisations"
import { ApiError } from "../../../lib/api-error"
import { toast } from "../../../lib/app-events"
import { type FormErrors, formErrorsOf, noFormErrors } from "../../../lib/form-errors"
import { useOrganisationName } from "../../../hooks/use-organisation-name"
import { useT } from "../../../lib/i18n"
import { useShareProject } from "../api/share-project"
import { asksForOrganisation, shareBody } from "../share-request"

export function ShareForm({ projectId, sharedWith }: { projectId: number; sharedWith: readonly number[] }) {
  const { t } = useT()
  const share = useShareProject(projectId)
  const organisations = useOrganisations()
  const [email, setEmail] = useState("")
  const [orgId, setOrgId] = useState("")
  const [choose, setChoose] = useState(false)
  const [errors, setErrors] = useState<FormErrors>(noFormErrors)
  const choices = (organisations.data ?? []).filter((o) => !sharedWith.includes(o.org_id))
  const nameOf = useOrganisationName(organisations.data?.map((o) => o.org_name))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = shareBody({ email, orgId })
    if (!body) {
      setErrors({ fields: { usr_email: t("permissions:share.needEmailOrOrganisation") }, general: null })
      return
    }
    setErrors(noFormErrors)
    try {
      const shares = await share.mutateAsync(body)
      const named = shares?.organisations?.find((o) => ("org_id" in body ? o.org_id === body.org_id : !sharedWith.includes(o.org_id)))
      toast("success", t("permissions:share.done", { name: named ? nameOf(named.org_name) : email.trim() }))
      setEmail("")
      setOrgId("")
      setChoose(false)
    } catch (failure) {
      if (asksForOrganisation(failure)) {
        setChoose(true)
        const text = failure instanceof ApiError ? (failure.fieldErrors.org_id ?? failure.message) : ""
        setErrors({ fields: { org_id: text }, general: null })
        return
      }
      setErrors(formErrorsOf(failure, ["usr_email", "org_id"], (e) => (e.status === 404 && "usr_email" in body ? "usr_email" : undefined)))
    }
  }

  const emailError = errors.fields.usr_email
  const orgError = errors.fields.org_id
  return (
    <form className="bimp-inline-form" aria-label={t("permissions:share.formTitle")} onSubmit={(e) => void submit(e)} noValidate>
      <FormGroup label={t("permissions:share.email")} labelFor="share-email" intent={emailError ? "danger" : "none"} helperText={emailError ?? t("permissions:share.emailHelp")}>
        <InputGroup id="share-email" type="email" value={email} onValueChange={setEmail} intent={emailError ? "danger" : "none"} disabled={choose && orgId !== ""} />
      </FormGroup>
      {(choose || choices.length > 0) && (
        <FormGroup label={t("permissions:share.organisation")} labelFor="share-organisation" intent={orgError ? "danger" : "none"} helperText={orgError}>
          <HTMLSelect
            id="share-organisation"
            value={orgId}
            onChange={(e) => setOrgId(e.currentTarget.value)}
            options={[{ value: "", label: t("permissions:share.noOrganisation") }, ...choices.map((o) => ({ value: String(o.org_id), label: nameOf(o.org_name) }))]}
          />
        </FormGroup>
      )}
      {errors.general && (
        <Callout intent="danger" role="alert" compact>
          {errors.general}
        </Callout>
      )}
      <Button type="submit" intent="primary" icon={<ShareIcon />} text={t("permissions:share.submit")} loading={share.isPending} />
    </form>
  )
}
