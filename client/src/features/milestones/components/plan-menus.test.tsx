/**
 * The plan's card menus (move, and the actions of a milestone or process): their popovers mount on the first
 * click, not with the board, and then open at once with the entries of the card they belong to.
 */
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { stubApi } from "../../../testing/api-stub"
import { renderRoute } from "../../../testing/render-route"
import { planOf } from "../plan-fixture"
import { PlanBoard } from "./plan-board"

afterEach(cleanup)

const renderBoard = () => {
  stubApi({})
  const onDialog = vi.fn()
  renderRoute("/", <PlanBoard plan={planOf({ 1: { 11: [101, 102] }, 2: { 21: [] } })} projectId={1} onDialog={onDialog} />, "/")
  return onDialog
}

describe("plan card menus", () => {
  it("given the board, then every card's menu button announces a menu and none is open", () => {
    renderBoard()
    expect(screen.getByRole("button", { name: "«Prozess 101» verschieben" }).getAttribute("aria-haspopup")).toBe("menu")
    expect(screen.getAllByRole("button", { name: /verschieben|Aktionen für/ })).toHaveLength(8)
    expect(screen.queryByRole("menu")).toBeNull()
  })

  it("given a process's move menu opened, then it offers up, down and the other milestones, its own disabled, and its button reads as expanded", async () => {
    renderBoard()
    fireEvent.click(screen.getByRole("button", { name: "«Prozess 101» verschieben" }))
    const menu = await screen.findByRole("menu", { name: "«Prozess 101» verschieben" })
    const items = within(menu).getAllByRole("menuitem")
    expect(items.map((item) => item.textContent)).toEqual(["Nach obenAlt+↑", "Nach untenAlt+↓", "Meilenstein 11", "Meilenstein 21"])
    expect(items.map((item) => item.getAttribute("aria-disabled") === "true")).toEqual([true, false, true, false])
    await waitFor(() => expect(screen.getByRole("button", { name: "«Prozess 101» verschieben" }).getAttribute("aria-expanded")).toBe("true"))
  })

  it("given a milestone's action menu opened, when 'Bearbeiten' is chosen, then its edit dialog is asked for", async () => {
    const onDialog = renderBoard()
    fireEvent.click(screen.getByRole("button", { name: "Aktionen für «Meilenstein 11»" }))
    const menu = await screen.findByRole("menu", { name: "Aktionen für «Meilenstein 11»" })
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Bearbeiten", "Kopieren", "Prozess hinzufügen", "Löschen"])
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Bearbeiten" }))
    expect(onDialog).toHaveBeenCalledWith(expect.objectContaining({ type: "edit-milestone" }))
  })
})
