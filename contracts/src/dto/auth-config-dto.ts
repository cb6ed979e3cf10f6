import { Schema } from "effect"

/**
 * `GET /1.2/auth/config` (spec §7): where the identity provider's login, logout, registration, password and
 * profile pages are, and how one may log in. Without OIDC_ISSUER: no provider, password login only.
 * `client_id` and `scope` let the browser build the authorization request (code flow with PKCE).
 */
export const AuthConfigDto = Schema.Struct({
  authorization_endpoint: Schema.NullOr(Schema.String),
  end_session_endpoint: Schema.NullOr(Schema.String),
  register_url: Schema.NullOr(Schema.String),
  password_url: Schema.NullOr(Schema.String),
  profile_url: Schema.NullOr(Schema.String),
  client_id: Schema.NullOr(Schema.String),
  scope: Schema.NullOr(Schema.String),
  login_methods: Schema.Array(Schema.Literals(["password", "oidc"])),
})
export type AuthConfigDto = typeof AuthConfigDto.Type
