/**
 * The one process form and copy dialog, as both places use them: the dashboard (the plan's dialogs) and the
 * process pages. Each create, edit and copy sends its request and confirms with the same toast.
 */
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { PlanDialogs } from "../features/milestones/components/plan-dialogs"
import { planOf } from "../features/milestones/plan-fixture"
import { ProcessDetailsPage } from "../features/processes/components/process-details-page"
import { ProcessListPage } from "../features/processes/components/process-list-page"
import { type AppEvent, appEvents$ } from "../lib/app-events"
import { emptySession, updateSession } from "../lib/session"
import { stubApi } from "../testing/api-stub"
import { milestone, phase, process } from "../testing/dto-fixtures"
import { renderRoute } from "../testing/render-route"
import { testUser } from "../testing/test-user"

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

const successToasts = () => events.flatMap((e) => (e.type === "toast" && e.level === "success" ? [e.message] : []))
const answer = { status: 200, body: { prc_id: 50 } }

describe("the process dialogs on the dashboard", () => {
  const plan = planOf({ 1: { 11: [101], 12: [] } })
  const openPlanDialog = (dialog: Parameters<typeof PlanDialogs>[0]["dialog"]) =>
    renderRoute("/", <PlanDialogs dialog={dialog} plan={plan} projectId={1} onClose={() => {}} />, "/")

  it("given a new process in a milestone, then it is created there and confirmed", async () => {
    const api = stubApi({ "POST /1.2/profile/processes": answer })
    openPlanDialog({ type: "create-process", milestoneId: 12 })
    const dialog = screen.getByRole("dialog", { name: "Prozess erstellen" })
    expect((within(dialog).getByLabelText("Meilenstein") as HTMLSelectElement).value).toBe("12")
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: " Kostenschätzung " } })
    fireEvent.change(within(dialog).getByLabelText("Kurzname"), { target: { value: "KS" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Erstellen" }))
    await waitFor(() => expect(successToasts()).toEqual(["Prozess «Kostenschätzung» erstellt."]))
    expect(api.sent("POST")[0]!.body).toEqual({ prc_pro_id: 1, prc_mst_id: 12, prc_name: "Kostenschätzung", prc_short_name: "KS", prc_desc: null })
  })

  it("given a process edited, then no milestone is offered (the plan moves by dragging) and only the changed name is sent", async () => {
    const api = stubApi({ "PATCH /1.2/profile/processes/101": answer })
    openPlanDialog({ type: "edit-process", process: plan.phases[0]!.milestones[0]!.processes[0]! })
    const dialog = screen.getByRole("dialog", { name: "Prozess bearbeiten" })
    expect(within(dialog).queryByLabelText("Meilenstein")).toBeNull()
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Prozess 101 neu" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Speichern" }))
    await waitFor(() => expect(successToasts()).toEqual(["Prozess «Prozess 101 neu» gespeichert."]))
    expect(api.sent("PATCH")[0]!.body).toEqual({ prc_name: "Prozess 101 neu" })
  })

  it("given a process copied, then the copy goes to the chosen milestone under its new name", async () => {
    const api = stubApi({ "POST /1.2/profile/processes/101/copy": answer })
    openPlanDialog({ type: "copy-process", process: plan.phases[0]!.milestones[0]!.processes[0]! })
    const dialog = screen.getByRole("dialog", { name: "Prozess «Prozess 101» kopieren" })
    expect((within(dialog).getByLabelText("Neuer Name") as HTMLInputElement).value).toBe("Prozess 101 (Kopie)")
    fireEvent.change(within(dialog).getByLabelText("Ziel-Meilenstein"), { target: { value: "12" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Kopieren" }))
    await waitFor(() => expect(successToasts()).toEqual(["Prozess «Prozess 101 (Kopie)» kopiert."]))
    expect(api.sent("POST")[0]!.body).toEqual({ prc_name: "Prozess 101 (Kopie)", prc_mst_id: 12 })
  })
})

describe("the process dialogs on the process pages", () => {
  const bewilligung = process(3, 20, 1, { prc_name: "Bewilligung" })
  const project = {
    "GET /1.2/profile/phases?pha_pro_id=1": { status: 200, body: [phase(2, "planung", 2)] },
    "GET /1.2/profile/milestones?mst_pro_id=1": { status: 200, body: [milestone(20, 2, 1), milestone(21, 2, 2)] },
    "GET /1.2/profile/processes?prc_pro_id=1": { status: 200, body: [bewilligung] },
    "GET /1.2/profile/processes/3": { status: 200, body: bewilligung },
    "GET /1.2/profile/activities?act_prc_id=3": { status: 200, body: [] },
    "GET /1.2/profile/activities?act_pro_id=1": { status: 200, body: [] },
    "GET /1.2/profile/roles_project?rop_pro_id=1": { status: 200, body: [] },
  }
  const openDetails = () => renderRoute("/projects/:projectId/processes/:processId", <ProcessDetailsPage />, "/projects/1/processes/3")

  it("given a new process from the list, then the milestone must be chosen and the process is created there", async () => {
    const api = stubApi({ ...project, "POST /1.2/profile/processes": answer })
    renderRoute("/projects/:projectId/processes", <ProcessListPage />, "/projects/1/processes")
    const create = await screen.findByRole("button", { name: "Neuer Prozess" })
    await waitFor(() => expect(create.hasAttribute("disabled")).toBe(false))
    fireEvent.click(create)
    const dialog = await screen.findByRole("dialog", { name: "Prozess erstellen" })
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Vergabe" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Erstellen" }))
    expect(await within(dialog).findByText("Wählen Sie einen Meilenstein aus.")).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText("Meilenstein"), { target: { value: "21" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Erstellen" }))
    await waitFor(() => expect(successToasts()).toEqual(["Prozess «Vergabe» erstellt."]))
    expect(api.sent("POST")[0]!.body).toEqual({ prc_pro_id: 1, prc_mst_id: 21, prc_name: "Vergabe", prc_short_name: null, prc_desc: null })
  })

  it("given the process edited on its page, then it can move to another milestone, and only what changed is sent", async () => {
    const api = stubApi({ ...project, "PATCH /1.2/profile/processes/3": answer })
    openDetails()
    fireEvent.click(await screen.findByRole("button", { name: "Bearbeiten" }))
    const dialog = await screen.findByRole("dialog", { name: "Prozess bearbeiten" })
    expect((within(dialog).getByLabelText("Meilenstein") as HTMLSelectElement).value).toBe("20")
    fireEvent.change(within(dialog).getByLabelText("Meilenstein"), { target: { value: "21" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Speichern" }))
    await waitFor(() => expect(successToasts()).toEqual(["Prozess «Bewilligung» gespeichert."]))
    expect(api.sent("PATCH")[0]!.body).toEqual({ prc_mst_id: 21 })
  })

  it("given the process copied on its page, then the same copy dialog sends the copy", async () => {
    const api = stubApi({ ...project, "POST /1.2/profile/processes/3/copy": answer })
    openDetails()
    fireEvent.click(await screen.findByRole("button", { name: "Kopieren" }))
    const dialog = await screen.findByRole("dialog", { name: "Prozess «Bewilligung» kopieren" })
    expect((within(dialog).getByLabelText("Ziel-Meilenstein") as HTMLSelectElement).value).toBe("20")
    fireEvent.click(within(dialog).getByRole("button", { name: "Kopieren" }))
    await waitFor(() => expect(successToasts()).toEqual(["Prozess «Bewilligung (Kopie)» kopiert."]))
    expect(api.sent("POST")[0]!.body).toEqual({ prc_name: "Bewilligung (Kopie)", prc_mst_id: 20 })
  })
})
