/**
 * @module The route guard (spec §2), as a pure decision: maintenance first, then open pages, then login,
 * then the licence.
 */
import { paths } from "../config/paths"

export type RouteMeta = { readonly open?: boolean; readonly licence?: boolean; readonly name: string }

export type GuardInput = {
  readonly meta: RouteMeta
  readonly path: string
  readonly loggedIn: boolean
  readonly licensed: boolean
  readonly maintenance: boolean
}

export type GuardDecision =
  | { readonly action: "allow" }
  | { readonly action: "redirect"; readonly to: string; readonly remember?: string; readonly message?: "authRequired" }
  | { readonly action: "licence-required" }

export const decideRoute = ({ meta, path, loggedIn, licensed, maintenance }: GuardInput): GuardDecision => {
  if (maintenance && meta.name !== "maintenance") return { action: "redirect", to: paths.maintenance }
  if (!maintenance && meta.name === "maintenance") return { action: "allow" }
  if (meta.name === "login" && loggedIn) return { action: "redirect", to: paths.projects }
  if (meta.open) return { action: "allow" }
  if (!loggedIn) return { action: "redirect", to: paths.login, remember: path, message: "authRequired" }
  if (meta.licence && !licensed) return { action: "licence-required" }
  return { action: "allow" }
}
