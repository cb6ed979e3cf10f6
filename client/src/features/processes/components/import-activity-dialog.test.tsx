import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { activity, process } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { ImportActivityDialog } from "./import-activity-dialog"

const project = (id: number, name: string) => ({ pro_id: id, pro_name: name })
const sources = {
  "GET /1.2/profile/projects": { status: 200, body: [project(1, "Hier"), project(2, "Schulhaus"), project(3, "Turnhalle")] },
  "GET /1.2/profile/processes?prc_pro_id=2": { status: 200, body: [process(20, 1, 1, { prc_pro_id: 2, prc_name: "Planung" })] },
  "GET /1.2/profile/processes?prc_pro_id=3": { status: 200, body: [process(30, 1, 1, { prc_pro_id: 3, prc_name: "Ausschreibung" })] },
  "GET /1.2/profile/activities?act_prc_id=20": { status: 200, body: [activity(200, 20, 1, null, null, { act_name: "Modell liefern" })] },
}
const open = () => renderRoute("/", <ImportActivityDialog projectId={1} processId={9} isOpen onClose={() => {}} />, "/")
const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label)
const choose = async (label: string, option: string) => {
  await waitFor(() => expect(within(select(label)).getByRole("option", { name: option })).toBeDefined())
  fireEvent.change(select(label), { target: { value: within(select(label)).getByRole<HTMLOptionElement>("option", { name: option }).value } })
}

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(() => {
  cleanup()
  updateSession(emptySession())
})

describe("ImportActivityDialog", () => {
  it("given project, process and activity picked, when named and imported, then the copy goes into this process under the new name", async () => {
    const { sent } = stubApi({ ...sources, "POST /1.2/profile/activities/200/copy": { status: 201, body: { act_id: 500 } } })
    open()
    await choose("Projekt", "Schulhaus")
    expect(within(select("Projekt")).queryByRole("option", { name: "Hier" })).toBeNull()
    await choose("Prozess", "M1 › Planung")
    await choose("Aktivität", "Modell liefern")
    fireEvent.click(screen.getByRole("button", { name: "Weiter" }))
    const name = await screen.findByDisplayValue("Modell liefern")
    fireEvent.change(name, { target: { value: "Modell liefern (IFC)" } })
    fireEvent.click(screen.getByRole("button", { name: "Importieren" }))
    await waitFor(() => expect(sent("POST")).toHaveLength(1))
    expect(sent("POST")[0]?.body).toEqual({ act_name: "Modell liefern (IFC)", act_prc_id: 9 })
  })

  it("given a process and activity picked, when another project is chosen, then both picks are cleared and Weiter waits for new ones", async () => {
    stubApi(sources)
    open()
    await choose("Projekt", "Schulhaus")
    await choose("Prozess", "M1 › Planung")
    await choose("Aktivität", "Modell liefern")
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Weiter" }).disabled).toBe(false)
    await choose("Projekt", "Turnhalle")
    await waitFor(() => expect(within(select("Prozess")).getByRole("option", { name: "M1 › Ausschreibung" })).toBeDefined())
    expect(select("Prozess").value).toBe("")
    expect(screen.queryByLabelText("Aktivität")).toBeNull()
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Weiter" }).disabled).toBe(true)
  })
})
