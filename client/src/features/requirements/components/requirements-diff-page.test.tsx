import type { RequirementDiffDto } from "@bimprofile/contracts/dto/requirement-dto"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { activity, milestone, phase, process, requirement } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { RequirementsDiffPage } from "./requirements-diff-page"

const isExternal = { facet: "property", pty_id: null, property_set: { simple: "Pset_WallCommon" }, base_name: { simple: "IsExternal" }, value: null, data_type: "IFCBOOLEAN", uri: null, cardinality: "required", instructions: null } as const
const fireRating = (value: string) => ({ facet: "property", pty_id: 41, property_set: null, base_name: null, value: { simple: value }, data_type: null, uri: null, cardinality: "required", instructions: null }) as const
const wallBefore = requirement(1, "Wand", { req_elc_id: 7, req_cardinality: "optional", req_facets: [fireRating("EI 30")] })
const wallAfter = requirement(2, "Wand", { req_elc_id: 7, req_facets: [fireRating("EI 60"), isExternal] })

const diff: RequirementDiffDto = {
  from: { kind: "milestone", id: 20, name: "Vorprojekt" },
  to: { kind: "milestone", id: 21, name: "Bauprojekt" },
  added: [requirement(3, "Türen", { req_elc_id: 8 })],
  removed: [requirement(4, "Räume")],
  changed: [{ key: "elc:7", from: wallBefore, to: wallAfter, fields: ["req_cardinality"], facets_added: [isExternal], facets_removed: [], facets_changed: [{ from: fireRating("EI 30"), to: fireRating("EI 60") }] }],
  unchanged: 2,
}

const bauprojekt = { ...milestone(21, 2, 2, "Bauprojekt"), mst_prc_nested: [process(3, 21, 1, { prc_name: "Baueingabe" })] }
const planung = { ...phase(2, "planung", 2), pha_mst_nested: [milestone(20, 2, 1, "Vorprojekt"), bauprojekt] }
const structure = { pro_id: 1, pro_name: "Schulhaus", pro_pha_nested: [planung] }
const reads = {
  "GET /1.2/profile/projects/1?statistics=true&nested=phases-processes": { status: 200, body: structure },
  "GET /1.2/profile/activities?act_pro_id=1": { status: 200, body: [activity(5, 3, 1, null, null, { act_name: "Modell liefern" }), activity(6, 3, 2, null, null, { act_name: "Modell prüfen" })] },
  "GET /1.2/profile/element_classes?elc_pro_id=1&sort=name_asc&filter=all": {
    status: 200,
    body: [7, 8].map((id) => ({ elc_id: id, elc_pro_id: 1, elc_name: id === 7 ? "Wand" : "Tür", elc_ifc: [], elc_problems: [] })),
  },
  "GET /1.2/profile/properties?pty_pro_id=1&sort=name_asc": { status: 200, body: [{ pty_id: 41, pty_name: "Feuerwiderstand" }] },
}
const open = (query = "") => renderRoute("/projects/:projectId/requirements/compare", <RequirementsDiffPage />, `/projects/1/requirements/compare${query}`)

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(() => {
  cleanup()
  updateSession(emptySession())
})

describe("comparing the requirements of two milestones or activities", () => {
  it("given two milestones chosen, then what is new, what is dropped and what changed, field by field and facet by facet, before beside after", async () => {
    const { sent } = stubApi({ ...reads, "GET /1.2/profile/requirements/diff?from_mst_id=20&to_mst_id=21": { status: 200, body: diff } })
    open()
    fireEvent.click(await screen.findByRole("button", { name: "Meilensteine" }))
    expect(await screen.findByText("Zwei Stände wählen")).toBeTruthy()
    fireEvent.change(await screen.findByLabelText("Vorher"), { target: { value: "20" } })
    fireEvent.change(screen.getByLabelText("Nachher"), { target: { value: "21" } })

    expect((await screen.findByRole("status")).textContent).toBe("1 neu1 entfällt1 geändert2 unverändert")
    expect(sent("GET").map((call) => call.path)).toContain("/1.2/profile/requirements/diff?from_mst_id=20&to_mst_id=21")
    const added = screen.getByRole("region", { name: "Neu gefordert" })
    expect(within(added).getByRole("article", { name: "Türen" })).toBeTruthy()
    expect(within(added).getByText("nicht gefordert")).toBeTruthy()
    expect(within(screen.getByRole("region", { name: "Nicht mehr gefordert" })).getByRole("article", { name: "Räume" })).toBeTruthy()

    const change = within(screen.getByRole("region", { name: "Geändert" })).getByRole("article", { name: "Wand" })
    const rows = within(change).getAllByRole("row").map((row) => [...row.children].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ["Kardinalität", "optional", "erforderlich"],
      ["Facette neu", "", "neu: Merkmal Pset_WallCommon.IsExternalerforderlich"],
      ["Facette geändert", "Merkmal Feuerwiderstanderforderlich= EI 30", "Merkmal Feuerwiderstanderforderlich= EI 60"],
    ])
  })

  it("given activities, then they are offered by milestone and process; the same requirements say there is no difference", async () => {
    stubApi({
      ...reads,
      "GET /1.2/profile/requirements/diff?from_act_id=5&to_act_id=6": { status: 200, body: { ...diff, added: [], removed: [], changed: [], unchanged: 3, from: { kind: "activity", id: 5, name: "Modell liefern" }, to: { kind: "activity", id: 6, name: "Modell prüfen" } } },
    })
    open("?kind=activity&to=6")
    const from = await screen.findByLabelText("Vorher")
    await waitFor(() => expect(within(from).getAllByRole("option").map((o) => o.textContent)).toEqual(["Bitte wählen …", "Modell liefern", "Modell prüfen"]))
    expect(from.querySelector("optgroup")!.getAttribute("label")).toBe("Bauprojekt · Baueingabe")
    fireEvent.change(from, { target: { value: "5" } })
    expect(await screen.findByText("Keine Unterschiede")).toBeTruthy()
    expect(screen.getByText("«Modell liefern» und «Modell prüfen» fordern dasselbe.")).toBeTruthy()
  })

  it("given the comparison fails, then the server's reason and a retry", async () => {
    const gone = { message: "Aktivität mit der Id 6 wurde nicht gefunden.", internal_code: "NOT_FOUND", details: {} }
    stubApi({ ...reads, "GET /1.2/profile/requirements/diff?from_act_id=5&to_act_id=6": { status: 404, body: gone } })
    open("?kind=activity&from=5&to=6")
    expect(await screen.findByText("Aktivität mit der Id 6 wurde nicht gefunden.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeTruthy()
  })
})
