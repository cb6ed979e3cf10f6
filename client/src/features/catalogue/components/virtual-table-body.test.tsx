/**
 * Long catalogue lists render only the rows near the viewport (500 classes, 5,000 properties, a classification
 * of 50,000 items); short ones render every row. happy-dom lays nothing out: rows are given a height and the
 * table a place at the page's top, as @tanstack/react-virtual's docs suggest for tests; the window is 1024 × 768.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { audit, elementClass, property } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { CatalogueListPage } from "../lists/catalogue-list-page"
import { ElementClassListPage } from "./element-class-list-page"
import { PropertyListPage } from "./property-list-page"
import { ESTIMATED_ROW_PX } from "./virtual-table-body"

/** Rows as tall as estimated: where a scroll lands does not depend on which rows were measured first. */
const ROW_PX = ESTIMATED_ROW_PX
const origin = <P extends string>(prefix: P) =>
  ({ [`${prefix}_origin`]: "local", [`${prefix}_locked`]: false, [`${prefix}_origin_id`]: null }) as Record<`${P}_origin`, "local"> & Record<`${P}_locked`, false> & Record<`${P}_origin_id`, null>
/** "Merkmal 0001" …: names sort as numbered. */
const numbered = (word: string, n: number) => `${word} ${String(n).padStart(5, "0")}`

const properties = (count: number) => Array.from({ length: count }, (_, i) => property(i + 1, numbered("Merkmal", i + 1)))
const classes = (count: number) => Array.from({ length: count }, (_, i) => elementClass(i + 1, numbered("Klasse", i + 1)))

/** The table's data rows (the spacers are hidden from assistive technology). */
const dataRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1)
const firstCells = () => dataRows().map((row) => within(row).getAllByRole("cell")[0]!.textContent)

const scrollTo = (top: number) =>
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: top })
    fireEvent.scroll(window)
  })

beforeEach(() => {
  updateSession({ accessToken: "token", user: testUser() })
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(ROW_PX)
  // As a browser places a table at the top of the page: its top moves up as the window scrolls down.
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(() => DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 1024, height: ROW_PX }))
})
afterEach(() => {
  cleanup()
  updateSession(emptySession())
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 })
})

describe("long catalogue lists", () => {
  it("given 5,000 properties, then only the rows near the viewport are rendered, in order, and scrolling down brings later ones", async () => {
    stubApi({ "GET /1.2/profile/properties?pty_pro_id=1&sort=name_asc": { status: 200, body: properties(5000) } })
    renderRoute("/projects/:projectId/data-catalog/custom-properties", <PropertyListPage projectId={1} />, "/projects/1/data-catalog/custom-properties")
    expect(await screen.findByText("5000 Merkmale")).toBeTruthy()
    await waitFor(() => expect(firstCells()[0]).toBe("Merkmal 00001"))
    expect(dataRows().length).toBeGreaterThan(10)
    expect(dataRows().length).toBeLessThan(60)
    // The rows keep their accessible names: the actions of a rendered row are found as in a short list.
    expect(screen.getByRole("button", { name: "Aktionen für Merkmal 00002" })).toBeTruthy()

    await scrollTo(ROW_PX * 3000)
    await waitFor(() => expect(firstCells()).toContain("Merkmal 03001"))
    expect(firstCells()).not.toContain("Merkmal 00001")
    expect(dataRows().length).toBeLessThan(60)
  })

  it("given 500 classes, then a window of them; the sort still asks the server and shows its order", async () => {
    const all = classes(500)
    stubApi({
      "GET /1.2/profile/element_types?elt_pro_id=1&sort=name_asc": { status: 200, body: [] },
      "GET /1.2/profile/element_classes?elc_pro_id=1&sort=name_asc&filter=all": { status: 200, body: all },
      "GET /1.2/profile/element_classes?elc_pro_id=1&sort=name_desc&filter=all": { status: 200, body: [...all].reverse() },
    })
    renderRoute("/projects/:projectId/data-catalog/main", <ElementClassListPage projectId={1} />, "/projects/1/data-catalog/main")
    expect(await screen.findByText("500 Fachklassen")).toBeTruthy()
    await waitFor(() => expect(firstCells()[0]).toBe("Klasse 00001"))
    expect(dataRows().length).toBeLessThan(60)
    fireEvent.change(screen.getByRole("combobox", { name: "Sortierung" }), { target: { value: "name_desc" } })
    await waitFor(() => expect(firstCells()[0]).toBe("Klasse 00500"))
    expect(dataRows().length).toBeLessThan(60)
  })

  it("given a classification of 50,000 items, then all of them are there to scroll to (no cap), rendered a window at a time; the search narrows them", async () => {
    const items = Array.from({ length: 50_000 }, (_, i) => ({ cli_id: i + 1, cli_cls_id: 5, cli_code: `C${String(i + 1).padStart(5, "0")}`, cli_name: `Eintrag ${i + 1}`, cli_long_name: null, cli_desc: null, cli_parent_id: null, cli_uri: null }))
    const system = { cls_id: 5, cls_pro_id: 1, cls_name: "Gross", cls_long_name: null, cls_desc: null, cls_edition: null, cls_edition_date: null, cls_source: null, cls_publisher: null, cls_code_pattern: null, cls_uri: null, cls_item_count: 50_000, ...origin("cls"), ...audit("cls") }
    stubApi({
      "GET /1.2/profile/classifications?cls_pro_id=1&sort=name_asc": { status: 200, body: [system] },
      "GET /1.2/profile/classifications/5": { status: 200, body: { ...system, cls_items: items } },
    })
    renderRoute("/projects/:projectId/data-catalog/:section", <CatalogueListPage projectId={1} kind="classification" section="classifications" />, "/projects/1/data-catalog/classifications")
    await waitFor(() => expect(firstCells()[0]).toBe("C00001"))
    expect(dataRows().length).toBeLessThan(60)
    await scrollTo(ROW_PX * 49_990)
    await waitFor(() => expect(firstCells()).toContain("C50000"))
    await scrollTo(0)
    fireEvent.change(screen.getByRole("searchbox", { name: "Einträge durchsuchen" }), { target: { value: "Eintrag 4999" } })
    await waitFor(() => expect(firstCells()).toEqual(["C04999", ...Array.from({ length: 10 }, (_, i) => `C${49990 + i}`)]))
  })

  it("given a short list, then every row is rendered as before", async () => {
    stubApi({ "GET /1.2/profile/properties?pty_pro_id=1&sort=name_asc": { status: 200, body: properties(80) } })
    renderRoute("/projects/:projectId/data-catalog/custom-properties", <PropertyListPage projectId={1} />, "/projects/1/data-catalog/custom-properties")
    expect(await screen.findByText("80 Merkmale")).toBeTruthy()
    expect(dataRows()).toHaveLength(80)
  })
})
