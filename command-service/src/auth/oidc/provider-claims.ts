/**
 * @module What sign-in reads of the identity provider's claims: roles at a configurable (dotted) path,
 * whether the e-mail is verified, names. Pure functions over the merged id token and userinfo claims.
 */

/** The value at a dotted path (`realm_access.roles`); a key containing dots as a whole is tried first. */
export const claimAt = (claims: Record<string, unknown>, path: string): unknown => {
  if (path in claims) return claims[path]
  let value: unknown = claims
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

/** Roles as a list of strings: an array, a space- or comma-separated string, or an object's keys. */
export const rolesAt = (claims: Record<string, unknown>, path: string): string[] => {
  const value = claimAt(claims, path)
  if (Array.isArray(value)) return value.filter((role): role is string => typeof role === "string")
  if (typeof value === "string") return value.split(/[\s,]+/).filter(Boolean)
  if (value && typeof value === "object") return Object.keys(value)
  return []
}

/** Some providers send `"true"`/`"false"` as strings. */
export const isEmailVerified = (claims: Record<string, unknown>): boolean =>
  claims.email_verified === true || claims.email_verified === "true"

export type ProviderPerson = { email: string | undefined; name: string; firstName: string }

/** E-mail and names for a new account; the names fall back to `name`, then to the e-mail's local part. */
export const personOf = (claims: Record<string, unknown>): ProviderPerson => {
  const text = (key: string) => (typeof claims[key] === "string" ? (claims[key] as string).trim() : "")
  const email = text("email") || undefined
  let firstName = text("given_name")
  let name = text("family_name")
  if (!name && !firstName) {
    const parts = text("name").split(/\s+/).filter(Boolean)
    firstName = parts.length > 1 ? parts.slice(0, -1).join(" ") : ""
    name = parts.at(-1) ?? ""
  }
  if (!name) name = text("preferred_username") || email?.split("@")[0] || "Benutzer"
  return { email, name, firstName }
}
