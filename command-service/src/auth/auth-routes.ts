/**
 * @module /1.2/auth: credential login, refresh and logout with signed tokens (spec §7 token answer), and the
 * login configuration. Registration and password reset come with the identity issue: until then they
 * answer 501 NOT_AVAILABLE, so the client can tell "not yet" from a wrong path.
 */
import { LoginBody } from "@bimprofile/contracts/bodies/auth-bodies"
import type { AuthConfigDto } from "@bimprofile/contracts/dto/auth-config-dto"
import { type LoginAnswerDto, toUserDto } from "@bimprofile/contracts/dto/user-dto"
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, type TokenSigner } from "@bimprofile/infra/auth/tokens"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { jsonBody } from "@bimprofile/infra/http/validation"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { Schema } from "effect"
import { Hono } from "hono"
import { randomUUID } from "node:crypto"
import { type Account, findAccountByEmail, findAccountById, recordLogin } from "./accounts"
import { verifyPassword } from "./passwords"

const RefreshBody = Schema.Struct({ refresh_token: Schema.String })

/** Local login only: no identity provider yet. */
const LOCAL_LOGIN: AuthConfigDto = {
  authorization_endpoint: null,
  end_session_endpoint: null,
  register_url: null,
  password_url: null,
  profile_url: null,
  login_methods: ["password"],
}

const notAvailable = () => {
  throw new HttpProblem(501, "NOT_AVAILABLE", "Diese Funktion ist noch nicht verfügbar.")
}

const loginFailed = () => new HttpProblem(401, "AUTH", "Login fehlgeschlagen: E-Mail oder Passwort ist falsch.")

export const authRoutes = (sql: SqlQuery, signer: TokenSigner) => {
  const answer = (account: Account): LoginAnswerDto => {
    const claims = { sub: String(account.usr_id), email: account.usr_email, org: null }
    return {
      token: {
        access_token: signer.sign({ ...claims, typ: "access" }, ACCESS_TOKEN_SECONDS),
        refresh_token: signer.sign({ ...claims, typ: "refresh", jti: randomUUID() }, REFRESH_TOKEN_SECONDS),
        id_token: signer.sign({ ...claims, typ: "id", name: `${account.usr_name_first} ${account.usr_name}` }, ACCESS_TOKEN_SECONDS),
        expires_in: ACCESS_TOKEN_SECONDS,
        refresh_expires_in: REFRESH_TOKEN_SECONDS,
      },
      usr: toUserDto(account),
    }
  }
  return new Hono()
    .post("/login", jsonBody(LoginBody), async (c) => {
      const body = c.req.valid("json")
      const account = await findAccountByEmail(sql, body.usr_email)
      // Verify against a throwaway hash too, so timing does not tell whether the e-mail exists.
      const valid = account ? await verifyPassword(body.usr_pw, account.usr_pw_hash) : await verifyPassword(body.usr_pw, DUMMY_HASH)
      if (!account || !valid) throw loginFailed()
      await recordLogin(sql, account.usr_id)
      return c.json(answer((await findAccountById(sql, account.usr_id))!))
    })
    .post("/refresh", jsonBody(RefreshBody), async (c) => {
      const verdict = signer.verify(c.req.valid("json").refresh_token, "refresh")
      if (!verdict.ok)
        throw new HttpProblem(401, verdict.reason === "expired" ? "AUTH_EXP_TOK" : "AUTH_INV_TOK", "Die Sitzung ist abgelaufen.")
      const account = await findAccountById(sql, Number(verdict.claims.sub))
      if (!account) throw new HttpProblem(401, "AUTH_INV_TOK", "Die Sitzung ist abgelaufen.")
      return c.json(answer(account))
    })
    .get("/logout", (c) => c.json({ message: "Erfolgreich abgemeldet" }))
    .get("/config", (c) => c.json(LOCAL_LOGIN))
    .post("/register", notAvailable)
    .patch("/register", notAvailable)
    .post("/password/reset", notAvailable)
    .patch("/password/reset", notAvailable)
}

const DUMMY_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="
