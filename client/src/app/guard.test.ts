import { describe, expect, it } from "vitest"
import { decideRoute, type GuardInput } from "./guard"

const input = (change: Partial<GuardInput> & { meta?: GuardInput["meta"] } = {}): GuardInput => ({
  meta: { name: "dashboard" },
  path: "/projects/1/dashboard",
  loggedIn: true,
  licensed: true,
  maintenance: false,
  ...change,
})

describe("decideRoute", () => {
  it("given maintenance, when any other route is visited, then it goes to the maintenance page", () => {
    expect(decideRoute(input({ maintenance: true }))).toEqual({ action: "redirect", to: "/maintenance" })
    expect(decideRoute(input({ maintenance: true, loggedIn: false, meta: { name: "login", open: true } }))).toEqual({
      action: "redirect",
      to: "/maintenance",
    })
  })

  it("given maintenance, when the maintenance page is visited, then it is shown", () => {
    expect(decideRoute(input({ maintenance: true, meta: { name: "maintenance", open: true } }))).toEqual({ action: "allow" })
  })

  it("given no maintenance, when the maintenance page is visited, then it is shown (to anyone)", () => {
    expect(decideRoute(input({ loggedIn: false, meta: { name: "maintenance", open: true } }))).toEqual({ action: "allow" })
  })

  it("given a logged-in user, when the login page is visited, then it leads to the project list", () => {
    expect(decideRoute(input({ meta: { name: "login", open: true }, path: "/login" }))).toEqual({ action: "redirect", to: "/projects" })
  })

  it("given no login, when the login page is visited, then it is shown", () => {
    expect(decideRoute(input({ loggedIn: false, meta: { name: "login", open: true }, path: "/login" }))).toEqual({ action: "allow" })
  })

  it("given no login, when an open page is visited, then it is shown", () => {
    for (const name of ["register", "logout", "not-found", "not-authorized", "licence-required", "impressum"])
      expect(decideRoute(input({ loggedIn: false, meta: { name, open: true } }))).toEqual({ action: "allow" })
  })

  it("given no login, when a page that needs it is visited, then it goes to login, remembering the address, with the message", () => {
    expect(decideRoute(input({ loggedIn: false, path: "/projects/1/dashboard?tab=x" }))).toEqual({
      action: "redirect",
      to: "/login",
      remember: "/projects/1/dashboard?tab=x",
      message: "authRequired",
    })
  })

  it("given no login, when a licensed page is visited, then login comes before the licence", () => {
    expect(decideRoute(input({ loggedIn: false, licensed: false, meta: { name: "permissions", licence: true } }))).toMatchObject({
      action: "redirect",
      to: "/login",
    })
  })

  it("given a user without licence, when a page that needs one is visited, then it is blocked", () => {
    expect(decideRoute(input({ licensed: false, meta: { name: "permissions", licence: true } }))).toEqual({ action: "licence-required" })
  })

  it("given a licensed user, when a page that needs a licence is visited, then it is shown", () => {
    expect(decideRoute(input({ meta: { name: "permissions", licence: true } }))).toEqual({ action: "allow" })
  })

  it("given a user without licence, when a page without licence flag is visited, then it is shown", () => {
    expect(decideRoute(input({ licensed: false }))).toEqual({ action: "allow" })
  })
})
