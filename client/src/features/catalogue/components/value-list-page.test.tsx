import type { ValueListDto } from "@bimprofile/contracts/dto/value-list-dto"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { ValueListPage } from "./value-list-page"

const list = (id: number, name: string, values: string[], extra: Partial<ValueListDto> = {}): ValueListDto => ({
  vls_id: id,
  vls_pro_id: 1,
  vls_name: name,
  vls_desc: null,
  vls_ifc: [],
  vls_items: values.map((value, i) => ({ vli_id: id * 10 + i, vli_name: value, vli_desc: null, vli_ifc: [], vli_uri: null })),
  vls_property_count: 0,
  vls_flags: [],
  vls_origin: "local",
  vls_locked: false,
  vls_origin_id: null,
  vls_create_date: null,
  vls_create_user: null,
  vls_change_date: null,
  vls_change_user: null,
  ...extra,
})
const fire = list(91, "Feuerwiderstand", ["EI 30", "EI 60"], { vls_property_count: 2 })
const empty = list(92, "Schallschutz", [], { vls_flags: ["EMPTY", "UNUSED"] })
const LIST = "GET /1.2/profile/value_lists?vls_pro_id=1&sort=name_asc"

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(() => {
  cleanup()
  updateSession(emptySession())
})

describe("ValueListPage", () => {
  it("shows each list with its values, use and flags; adds a value, and a taken one stays with the reason", async () => {
    const taken = "Der Wert «EI 30» ist in dieser Werteliste bereits enthalten."
    const { sent } = stubApi({
      [LIST]: { status: 200, body: [fire, empty] },
      "POST /1.2/profile/value_lists/91/items": [
        { status: 201, body: { ...fire, vls_items: [...fire.vls_items, { vli_id: 913, vli_name: "REI 90", vli_desc: null, vli_ifc: [], vli_uri: null }] } },
        { status: 409, body: { message: taken, internal_code: "NAME_TAKEN", details: { vli_name: taken } } },
      ],
    })
    renderRoute("/projects/:projectId/data-catalog/value-lists", <ValueListPage projectId={1} />, "/projects/1/data-catalog/value-lists")
    const values = await screen.findByRole("list", { name: "Werte von Feuerwiderstand" })
    expect(within(values).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["EI 30", "EI 60"])
    expect(screen.getByText("von 2 Merkmalen verwendet")).toBeTruthy()
    expect(screen.getByText("ohne Werte")).toBeTruthy()
    expect(screen.getByText("nicht verwendet")).toBeTruthy()
    const input = screen.getByRole("textbox", { name: "Neuer Wert für Feuerwiderstand" })
    fireEvent.change(input, { target: { value: "REI 90" } })
    fireEvent.submit(screen.getByRole("form", { name: "Wert zu Feuerwiderstand hinzufügen" }))
    await waitFor(() => expect(sent("POST")).toHaveLength(1))
    expect(sent("POST")[0]!.body).toEqual({ vli_name: "REI 90" })
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(""))
    fireEvent.change(input, { target: { value: "EI 30" } })
    fireEvent.submit(screen.getByRole("form", { name: "Wert zu Feuerwiderstand hinzufügen" }))
    expect(await screen.findByText(taken)).toBeTruthy()
    expect((input as HTMLInputElement).value).toBe("EI 30")
  })
})
