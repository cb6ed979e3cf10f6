import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { CatalogueListPage } from "./catalogue-list-page"

const audit = (prefix: string) => ({ [`${prefix}_create_date`]: null, [`${prefix}_create_user`]: null, [`${prefix}_change_date`]: null, [`${prefix}_change_user`]: null })
const system = (id: number, name: string, count: number) => ({
  cls_id: id,
  cls_pro_id: 1,
  cls_name: name,
  cls_long_name: null,
  cls_desc: null,
  cls_edition: "2020",
  cls_edition_date: null,
  cls_source: null,
  cls_publisher: "CRB",
  cls_code_pattern: ".",
  cls_uri: null,
  cls_item_count: count,
  cls_origin: "local",
  cls_locked: false,
  ...audit("cls"),
})
const item = (id: number, code: string, name: string, parent: number | null) => ({ cli_id: id, cli_cls_id: 5, cli_code: code, cli_name: name, cli_long_name: null, cli_desc: null, cli_parent_id: parent, cli_uri: null })
const ebkp = system(5, "eBKP-H", 3)
const items = [item(52, "C02", "Wand", 51), item(51, "C", "Konstruktion", null), item(53, "C01", "Fundament", 51)]

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(() => {
  cleanup()
  updateSession(emptySession())
})

const renderKind = (kind: "classification" | "property_set", url: string) =>
  renderRoute("/projects/:projectId/data-catalog/:section", <CatalogueListPage projectId={1} kind={kind} section={kind === "classification" ? "classifications" : "custom-properties"} />, url)

describe("CatalogueListPage", () => {
  it("shows the systems and the first one's items as a tree, siblings by code; a new item names its parent by code", async () => {
    const { sent } = stubApi({
      "GET /1.2/profile/classifications?cls_pro_id=1&sort=name_asc": { status: 200, body: [ebkp, system(6, "Uniclass", 0)] },
      "GET /1.2/profile/classifications/5": { status: 200, body: { ...ebkp, cls_items: items } },
      "POST /1.2/profile/classifications/5/items": { status: 201, body: item(54, "C02.01", "Aussenwand", 52) },
    })
    renderKind("classification", "/projects/1/data-catalog/classifications")
    const table = await screen.findByRole("table")
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4))
    const codes = within(table).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[0]!.textContent)
    expect(codes).toEqual(["C", "C01", "C02"])
    expect(screen.getAllByText("2020 · CRB")).toHaveLength(2)

    fireEvent.click(screen.getByRole("button", { name: "Eintrag hinzufügen" }))
    const dialog = await screen.findByRole("dialog")
    fireEvent.change(within(dialog).getByLabelText("Code"), { target: { value: "C02.01" } })
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Aussenwand" } })
    fireEvent.change(within(dialog).getByLabelText("Übergeordneter Code"), { target: { value: "X9" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Erstellen" }))
    expect(await within(dialog).findByText("Den Code «X9» gibt es in dieser Klassifikation nicht.")).toBeTruthy()
    expect(sent("POST")).toHaveLength(0)
    fireEvent.change(within(dialog).getByLabelText("Übergeordneter Code"), { target: { value: "c02" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Erstellen" }))
    await waitFor(() => expect(sent("POST")).toHaveLength(1))
    expect(sent("POST")[0]!.body).toEqual({ cli_code: "C02.01", cli_name: "Aussenwand", cli_parent_id: 52, cli_long_name: null, cli_uri: null, cli_desc: null })
  })

  it("the list in the address is the one shown; the search narrows the items", async () => {
    stubApi({
      "GET /1.2/profile/classifications?cls_pro_id=1&sort=name_asc": { status: 200, body: [ebkp, system(6, "Uniclass", 1)] },
      "GET /1.2/profile/classifications/6": { status: 200, body: { ...system(6, "Uniclass", 2), cls_items: [item(61, "Pr_20", "Products", null), item(62, "Ss_25", "Systems", null)] } },
    })
    renderKind("classification", "/projects/1/data-catalog/classifications?list=6")
    expect(await screen.findByRole("heading", { name: "Uniclass", level: 2 })).toBeTruthy()
    fireEvent.change(screen.getByRole("searchbox", { name: "Einträge durchsuchen" }), { target: { value: "syst" } })
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(2))
    expect(screen.getByText("Ss_25")).toBeTruthy()
  })

  it("a property of a set: its enumeration values one per line; a taken name shows beside the name", async () => {
    const taken = "Der Name «VKF» ist in dieser Merkmalsgruppe bereits vergeben."
    const set = { pst_id: 7, pst_pro_id: 1, pst_name: "CH_Brandschutz", pst_desc: null, pst_item_count: 0, pst_origin: "local", pst_locked: false, ...audit("pst") }
    const { sent } = stubApi({
      "GET /1.2/profile/property_sets?pst_pro_id=1&sort=name_asc": { status: 200, body: [set] },
      "GET /1.2/profile/property_sets/7": { status: 200, body: { ...set, pst_items: [] } },
      "POST /1.2/profile/property_sets/7/items": { status: 409, body: { message: taken, internal_code: "NAME_TAKEN", details: { psp_name: taken } } },
    })
    renderKind("property_set", "/projects/1/data-catalog/custom-properties?view=sets")
    expect(await screen.findByText("Noch keine Merkmale")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Merkmal hinzufügen" }))
    const dialog = await screen.findByRole("dialog")
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "VKF" } })
    fireEvent.change(within(dialog).getByLabelText("Wertart"), { target: { value: "enumeration" } })
    fireEvent.change(within(dialog).getByLabelText("Aufzählungswerte"), { target: { value: "EI30 | 30 Minuten\n\nEI60\n" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Erstellen" }))
    expect(await within(dialog).findByText(taken)).toBeTruthy()
    expect(sent("POST")[0]!.body).toEqual({
      psp_name: "VKF",
      psp_datatype: "enumeration",
      psp_unit: null,
      psp_values: [{ name: "EI30", desc: "30 Minuten" }, { name: "EI60", desc: null }],
      psp_desc: null,
    })
  })
})
