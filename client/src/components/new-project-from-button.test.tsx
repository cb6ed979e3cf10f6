import { cleanup, fireEvent, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { renderRoute } from "../testing/render-route"
import { NewProjectFromButton } from "./new-project-from-button"

afterEach(cleanup)

describe("NewProjectFromButton", () => {
  it("given a project, then a link button named after it leads to the new-project form with it as the template", () => {
    renderRoute("/templates/list", <NewProjectFromButton projectId={7} text="Als Vorlage verwenden" label="«Schulhaus» als Vorlage verwenden" />, "/templates/list")
    const link = screen.getByRole("button", { name: "«Schulhaus» als Vorlage verwenden" })
    expect(link.textContent).toBe("Als Vorlage verwenden")
    expect(link.getAttribute("href")).toBe("/projects/7/new")
    fireEvent.click(link)
    expect(screen.getByTestId("where").textContent).toBe("/projects/7/new")
  })
})
