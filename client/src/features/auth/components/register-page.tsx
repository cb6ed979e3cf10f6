import { Button, Callout, Card } from "@blueprintjs/core"
import { type FormEvent, useState } from "react"
import { Link } from "react-router-dom"
import { TextField } from "../../../components/text-field"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { formErrorsOf } from "../../../lib/form-errors"
import { newPasswordHint } from "../../../lib/password-rules"
import { register } from "../api/account-requests"
import { checkRegistration, type Registration } from "../registration-check"
import { FormError } from "./form-error"
import { ResendActivation } from "./resend-activation"

const FIELDS = ["usr_name_first", "usr_name", "usr_email", "usr_pw", "usr_pw_repeat"] as const
type Field = (typeof FIELDS)[number]

const registrationBody = ({ usr_pw_repeat: _repeat, ...body }: Registration) => ({ ...body, usr_email: body.usr_email.trim() })

/** Self-registration (spec §7 POST register); the answer is a mail with the activation link. */
export function RegisterPage() {
  const { t } = useT()
  const [form, setForm] = useState<Record<Field, string>>({ usr_name_first: "", usr_name: "", usr_email: "", usr_pw: "", usr_pw_repeat: "" })
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const field = (key: Field, type: "text" | "email" | "password" = "text", extra: { label?: string; hint?: string; autoComplete?: string } = {}) => (
    <TextField
      id={`register-${key}`}
      required
      label={extra.label ?? t(`fields.${key}`)}
      type={type}
      value={form[key]}
      onChange={(value) => setForm((current) => ({ ...current, [key]: value }))}
      error={fieldErrors[key]}
      hint={extra.hint}
      autoComplete={extra.autoComplete}
    />
  )
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const own = checkRegistration(form)
    setFieldErrors(own)
    if (Object.keys(own).length > 0) return
    setBusy(true)
    try {
      await register(registrationBody(form))
      setDone(true)
    } catch (failure) {
      const { fields, general } = formErrorsOf(failure, FIELDS)
      setFieldErrors(fields)
      setError(general)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="bimp-auth-page">
      <Card elevation={2} className="bimp-auth-card">
        <h2>{done ? t("auth:registeredTitle") : t("auth:registerTitle")}</h2>
        {done ? (
          <>
            <Callout intent="success" role="status">
              {t("auth:registered", { email: form.usr_email.trim() })}
            </Callout>
            <ResendActivation resend={() => register(registrationBody(form))} />
          </>
        ) : (
          <form onSubmit={submit} aria-label={t("auth:registerTitle")} noValidate>
            {field("usr_name_first", "text", { autoComplete: "given-name" })}
            {field("usr_name", "text", { autoComplete: "family-name" })}
            {field("usr_email", "email", { autoComplete: "email" })}
            {field("usr_pw", "password", { hint: newPasswordHint(), autoComplete: "new-password" })}
            {field("usr_pw_repeat", "password", { label: t("auth:repeatPassword"), autoComplete: "new-password" })}
            <FormError error={error} />
            <Button type="submit" intent="primary" text={t("auth:register")} loading={busy} fill />
          </form>
        )}
        <p className="bimp-auth-links">
          <Link to={paths.login}>{t("auth:backToLogin")}</Link>
        </p>
      </Card>
    </div>
  )
}
