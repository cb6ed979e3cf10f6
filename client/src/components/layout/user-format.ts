import type { UserDto } from "@bimprofile/contracts/dto/user-dto"

const capitalise = (word: string) => word.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toLocaleUpperCase())

/** First and last name, capitalised (spec §2). */
export const displayName = (user: Pick<UserDto, "usr_name_first" | "usr_name">) =>
  [user.usr_name_first, user.usr_name].filter(Boolean).map(capitalise).join(" ")

/**
 * Whether the users page is of use to `user`: app admins, and admins of an organisation other than their
 * personal one (the server lists only their members).
 */
export const mayManageUsers = (user: Pick<UserDto, "usr_app_admin" | "usr_org_admin" | "usr_org_pers">) =>
  user.usr_app_admin || user.usr_org_admin.some((orgId) => !user.usr_org_pers.includes(orgId))

/** The organisation name; a personal organisation (its name holds an at-sign) reads 'Persönliche Organisation'. */
export const organisationLabel = (user: Pick<UserDto, "usr_org_name">, personalLabel: string) =>
  !user.usr_org_name || user.usr_org_name.includes("@") ? personalLabel : user.usr_org_name

/**
 * The address of a picture for an <img>: a stored picture is served under /1.2/user/users/{id}/img, which
 * needs the token, and an <img> cannot send headers, so it goes as `?access_token=`. A data URL or an
 * address elsewhere is used as it is (the token never leaves the app's origin).
 */
export const pictureSrc = (image: string | null | undefined, accessToken: string | null): string | null => {
  if (!image) return null
  if (!accessToken || !image.startsWith("/1.2/")) return image
  return `${image}${image.includes("?") ? "&" : "?"}access_token=${encodeURIComponent(accessToken)}`
}
