import { Button, Callout, Card, FormGroup, InputGroup } from "@blueprintjs/core"
import { type FormEvent, useState } from "react"
import { Link } from "react-router-dom"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { register } from "../api/account-requests"
import { FormError } from "./form-error"

export function RegisterPage() {
  const { t } = useT()
  const [form, setForm] = useState({ usr_name_first: "", usr_name: "", usr_email: "", usr_pw: "" })
  const [error, setError] = useState<unknown>(null)
  const [done, setDone] = useState(false)
  const field = (key: keyof typeof form, type = "text") => (
    <FormGroup label={t(`fields.${key}`)} labelFor={`register-${key}`}>
      <InputGroup id={`register-${key}`} type={type} required value={form[key]} onValueChange={(value) => setForm({ ...form, [key]: value })} />
    </FormGroup>
  )
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    try {
      await register(form)
      setDone(true)
    } catch (failure) {
      setError(failure)
    }
  }
  return (
    <div className="bimp-auth-page">
      <Card elevation={2} className="bimp-auth-card">
        <h2>{t("auth.registerTitle")}</h2>
        {done ? (
          <Callout intent="success">{t("auth.registered")}</Callout>
        ) : (
          <form onSubmit={submit} aria-label={t("auth.registerTitle")}>
            {field("usr_name_first")}
            {field("usr_name")}
            {field("usr_email", "email")}
            {field("usr_pw", "password")}
            <FormError error={error} />
            <Button type="submit" intent="primary" text={t("auth.register")} fill />
          </form>
        )}
        <p className="bimp-auth-links">
          <Link to={paths.login}>{t("auth.backToLogin")}</Link>
        </p>
      </Card>
    </div>
  )
}
