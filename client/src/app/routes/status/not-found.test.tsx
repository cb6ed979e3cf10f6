import { cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { renderRoute } from "../../../testing/render-route"
import NotFoundPage from "./not-found"

afterEach(cleanup)

describe("NotFoundPage", () => {
  it.each([
    ["project", "Projekt nicht gefunden", "Das gesuchte Projekt existiert nicht (mehr)."],
    ["process", "Prozess nicht gefunden", "Der gesuchte Prozess existiert nicht (mehr)."],
    ["role", "Rolle nicht gefunden", "Die gesuchte Rolle existiert nicht (mehr)."],
  ])("given a missing %s, then the page names it", async (what, title, text) => {
    renderRoute("/not-found", <NotFoundPage />, `/not-found?what=${what}`)
    expect(await screen.findByRole("heading", { name: title })).toBeDefined()
    expect(screen.getByText(text)).toBeDefined()
  })

  it("given an unknown address, then a plain page-not-found that names no project", async () => {
    renderRoute("/not-found", <NotFoundPage />, "/not-found")
    expect(await screen.findByRole("heading", { name: "Seite nicht gefunden" })).toBeDefined()
    expect(screen.queryByText(/Projekt/)).toBeNull()
  })
})
