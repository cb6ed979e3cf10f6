import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { type AppEvent, appEvents$ } from "../../../lib/app-events"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { activity, process, role } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { RoleDetailsPage } from "./role-details-page"

const planer = role(5, "Planer")
const notFound = { status: 404, body: { message: "Rolle wurde nicht gefunden", internal_code: "NOT_FOUND", details: {} } }
const lists = (activities = [activity(7, 3, 1, 9, null)]) => ({
  "GET /1.2/profile/activities?act_pro_id=1": { status: 200, body: activities },
  "GET /1.2/profile/processes?prc_pro_id=1": { status: 200, body: [process(3, 2, 1)] },
  "GET /1.2/profile/roles_project?rop_pro_id=1": { status: 200, body: [planer, role(9, "Bauherr")] },
})
const open = () => renderRoute("/projects/:projectId/roles/:roleId", <RoleDetailsPage />, "/projects/1/roles/5")

let events: AppEvent[] = []
let subscription: { unsubscribe: () => void } | undefined
beforeEach(() => {
  updateSession({ accessToken: "token", user: testUser() })
  events = []
  subscription = appEvents$.subscribe((event) => events.push(event))
})
afterEach(() => {
  subscription?.unsubscribe()
  cleanup()
  updateSession(emptySession())
})

const toastsOf = (level: string) => events.flatMap((e) => (e.type === "toast" && e.level === level ? [e.message] : []))

describe("RoleDetailsPage", () => {
  it("given the user deletes the role on its page while a live update refreshes the project, then the role list, no error and no not-found page", async () => {
    const { sent } = stubApi({ ...lists([]), "GET /1.2/profile/roles_project/5": [{ status: 200, body: planer }, notFound], "DELETE /1.2/profile/roles_project/5": { status: 200, body: { rop_id: 5, deleted: true } } })
    const { queryClient } = open()
    await screen.findByRole("heading", { name: "Planer" })
    fireEvent.click(screen.getByRole("button", { name: "Löschen" }))
    const dialog = await screen.findByRole("alertdialog")
    fireEvent.click(within(dialog).getByRole("button", { name: "Löschen" }))
    // The live notice of the delete may arrive before the DELETE answers.
    void queryClient.invalidateQueries()
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/projects/1/roles"))
    expect(sent("DELETE")).toHaveLength(1)
    expect(events.filter((e) => e.type === "navigate")).toEqual([])
    expect([...toastsOf("warning"), ...toastsOf("error")]).toEqual([])
    expect(toastsOf("success")).toEqual(["Rolle «Planer» wurde gelöscht."])
  })

  it("given someone else deletes the role being viewed, when the live update arrives, then back to the role list with a short note", async () => {
    stubApi({ ...lists([]), "GET /1.2/profile/roles_project/5": [{ status: 200, body: planer }, notFound] })
    const { queryClient } = open()
    await screen.findByRole("heading", { name: "Planer" })
    fireEvent.click(screen.getByRole("button", { name: "Bearbeiten / umbenennen" }))
    await screen.findByRole("dialog")
    await queryClient.invalidateQueries({ queryKey: ["project", 1, "roles"] })
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/projects/1/roles"))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(toastsOf("info")).toEqual(["Die Rolle «Planer» wurde inzwischen gelöscht."])
    expect(events.filter((e) => e.type === "navigate")).toEqual([])
  })

  it("given a role id that does not exist, then the not-found page naming the role", async () => {
    stubApi({ ...lists(), "GET /1.2/profile/roles_project/5": notFound })
    open()
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/not-found"))
    expect(toastsOf("info")).toEqual([])
  })

  it("given a role linked to activities, when delete is chosen, then the dialog says it cannot be deleted, lists the activities and offers no delete", async () => {
    const { sent } = stubApi({ ...lists([activity(7, 3, 1, 5, null), activity(8, 3, 2, 9, 5), activity(11, 3, 3, 9, null)]), "GET /1.2/profile/roles_project/5": { status: 200, body: planer } })
    open()
    await screen.findByRole("heading", { name: "Planer" })
    await screen.findByText("Activity 8")
    fireEvent.click(screen.getByRole("button", { name: "Löschen" }))
    const dialog = await screen.findByRole("alertdialog")
    expect(within(dialog).getByText(/Die Rolle «Planer» kann nicht gelöscht werden: Sie ist 2 Aktivitäten zugeordnet/)).toBeDefined()
    const linked = within(dialog).getByRole("list", { name: "Zugeordnete Aktivitäten" })
    expect(within(linked).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Activity 7", "/projects/1/processes/3"],
      ["Activity 8", "/projects/1/processes/3"],
    ])
    expect(within(dialog).queryByRole("button", { name: "Löschen" })).toBeNull()
    fireEvent.click(within(dialog).getByRole("button", { name: "Schliessen" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(sent("DELETE")).toEqual([])
  })
})
