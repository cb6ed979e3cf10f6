import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { type AppEvent, appEvents$ } from "../../../lib/app-events"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { activity, milestone, phase, process, role } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { ProcessDetailsPage } from "./process-details-page"

const bewilligung = process(3, 20, 1, { prc_name: "Bewilligung" })
const notFound = { status: 404, body: { message: "Prozess wurde nicht gefunden", internal_code: "NOT_FOUND", details: {} } }
const project = {
  "GET /1.2/profile/phases?pha_pro_id=1": { status: 200, body: [phase(2, "planung", 2)] },
  "GET /1.2/profile/milestones?mst_pro_id=1": { status: 200, body: [milestone(20, 2, 1)] },
  "GET /1.2/profile/processes?prc_pro_id=1": { status: 200, body: [bewilligung] },
  "GET /1.2/profile/roles_project?rop_pro_id=1": { status: 200, body: [role(9, "Bauherr")] },
}
const open = () => renderRoute("/projects/:projectId/processes/:processId", <ProcessDetailsPage />, "/projects/1/processes/3")

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

describe("ProcessDetailsPage", () => {
  it("given the user deletes the process on its page while a live update refreshes the project, then the process list, no error and no not-found page", async () => {
    stubApi({
      ...project,
      "GET /1.2/profile/processes/3": [{ status: 200, body: bewilligung }, notFound],
      "GET /1.2/profile/activities?act_prc_id=3": [{ status: 200, body: [activity(7, 3, 1, 9, null)] }, notFound],
      "GET /1.2/profile/activities?act_pro_id=1": { status: 200, body: [] },
      "DELETE /1.2/profile/processes/3": { status: 200, body: { prc_id: 3, deleted: true } },
    })
    const { queryClient } = open()
    await screen.findByRole("heading", { name: "Bewilligung" })
    fireEvent.click(screen.getAllByRole("button", { name: "Löschen" })[0]!)
    const dialog = await screen.findByRole("alertdialog")
    fireEvent.click(within(dialog).getByRole("button", { name: "Löschen" }))
    void queryClient.invalidateQueries()
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/projects/1/processes"))
    expect(events.filter((e) => e.type === "navigate")).toEqual([])
    expect([...toastsOf("warning"), ...toastsOf("error")]).toEqual([])
  })

  it("given someone else deletes the process being viewed, when the live update arrives, then back to the process list with a short note", async () => {
    stubApi({ ...project, "GET /1.2/profile/processes/3": [{ status: 200, body: bewilligung }, notFound], "GET /1.2/profile/activities?act_prc_id=3": { status: 200, body: [] } })
    const { queryClient } = open()
    await screen.findByRole("heading", { name: "Bewilligung" })
    await queryClient.invalidateQueries({ queryKey: ["project", 1, "processes"] })
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/projects/1/processes"))
    expect(toastsOf("info")).toEqual(["Der Prozess «Bewilligung» wurde inzwischen gelöscht."])
    expect(events.filter((e) => e.type === "navigate")).toEqual([])
  })
})
