import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { emptySession, updateSession } from "../../../lib/session"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { ProjectNav } from "./project-nav"

const linksOf = (permission: "admin" | "write" | "read", licensed = true) => {
  updateSession({ accessToken: "token", user: testUser({ usr_has_license: licensed }) })
  renderRoute("/projects/:projectId/*", <ProjectNav projectId={5} permission={permission} />, "/projects/5/dashboard")
  const nav = screen.getByRole("navigation", { name: "Projektnavigation" })
  return within(nav).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])
}

afterEach(() => {
  cleanup()
  updateSession(emptySession())
})

describe("the project navigation", () => {
  it("given a licensed project admin, then 'Berechtigungen' leads to the project's permissions", () => {
    expect(linksOf("admin")).toContainEqual(["Berechtigungen", "/projects/5/permissions"])
  })

  it("given a reader, then 'Versionen' leads to the project's published versions", () => {
    expect(linksOf("read")).toContainEqual(["Versionen", "/projects/5/versions"])
  })

  it("given a project writer or reader, or an admin without a licence, then no 'Berechtigungen'", () => {
    for (const [permission, licensed] of [["write", true], ["read", true], ["admin", false]] as const) {
      const links = linksOf(permission, licensed)
      expect(links.map(([text]) => text)).toEqual(["Dashboard", "Prozesse", "Rollen", "Dokumente", "Datenkatalog", "Export", "Versionen"])
      cleanup()
    }
  })
})
