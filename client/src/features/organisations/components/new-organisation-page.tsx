/** @module New organisation (spec §2 /users/new-organisation): name and description; the creator becomes its admin. */
import { Button, Callout, FormGroup, TextArea } from "@blueprintjs/core"
import { AddIcon } from "@blueprintjs/icons"
import { type FormEvent, useState } from "react"
import { useNavigate } from "react-router-dom"
import { PageLayout } from "../../../components/page-layout"
import { TextField } from "../../../components/text-field"
import { toast } from "../../../lib/app-events"
import { type FormErrors, formErrorsOf, noFormErrors } from "../../../lib/form-errors"
import { useT } from "../../../lib/i18n"
import { useCreateOrganisation } from "../api/change-organisation"

export function NewOrganisationPage() {
  const { t } = useT()
  const navigate = useNavigate()
  const create = useCreateOrganisation()
  const [name, setName] = useState("")
  const [desc, setDesc] = useState("")
  const [errors, setErrors] = useState<FormErrors>(noFormErrors)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) {
      setErrors({ fields: { org_name: t("users:organisation.nameRequired") }, general: null })
      return
    }
    setErrors(noFormErrors)
    try {
      const created = await create.mutateAsync({ org_name: name.trim(), org_desc: desc.trim() || null })
      toast("success", t("users:organisation.created", { name: created.org_name }))
      await navigate(`/users/organisation/${created.org_id}`)
    } catch (failure) {
      setErrors(formErrorsOf(failure, ["org_name", "org_desc"], (e) => (e.status === 409 ? "org_name" : undefined)))
    }
  }

  return (
    <PageLayout title={t("users:organisation.newTitle")}>
      <form className="bimp-page-form" aria-label={t("users:organisation.newTitle")} onSubmit={(e) => void submit(e)} noValidate>
        <TextField id="organisation-name" label={t("users:organisation.name")} value={name} onChange={setName} error={errors.fields.org_name} />
        <FormGroup label={t("users:organisation.description")} labelFor="organisation-desc" helperText={errors.fields.org_desc}>
          <TextArea id="organisation-desc" fill value={desc} onChange={(e) => setDesc(e.target.value)} />
        </FormGroup>
        {errors.general && (
          <Callout intent="danger" role="alert" compact>
            {errors.general}
          </Callout>
        )}
        <Button type="submit" intent="primary" icon={<AddIcon />} text={t("users:organisation.create")} loading={create.isPending} />
      </form>
    </PageLayout>
  )
}
