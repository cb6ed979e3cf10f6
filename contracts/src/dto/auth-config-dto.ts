import { Schema } from "effect"

/**
 * `GET /1.2/auth/config` (spec §7): where the identity provider's login, logout, registration, password and
 * profile pages are, and how one may log in. Until OIDC arrives: no provider, local password login only.
 */
export const AuthConfigDto = Schema.Struct({
  authorization_endpoint: Schema.NullOr(Schema.String),
  end_session_endpoint: Schema.NullOr(Schema.String),
  register_url: Schema.NullOr(Schema.String),
  password_url: Schema.NullOr(Schema.String),
  profile_url: Schema.NullOr(Schema.String),
  login_methods: Schema.Array(Schema.Literals(["password", "oidc"])),
})
export type AuthConfigDto = typeof AuthConfigDto.Type
