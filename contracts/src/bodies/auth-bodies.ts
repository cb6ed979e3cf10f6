import { Schema } from "effect"

export const LoginBody = Schema.Struct({
  usr_email: Schema.String.check(Schema.isMinLength(1, { message: "E-Mail darf nicht leer sein." })),
  usr_pw: Schema.String.check(Schema.isMinLength(1, { message: "Passwort darf nicht leer sein." })),
})
export type LoginBody = typeof LoginBody.Type
