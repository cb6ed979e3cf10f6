/**
 * A project that inherits from a reference project (docs/catalogue.md "Inheritance"): the reference project's
 * items are marked with a lock and offer no edit or delete; classes and properties offer "Lokal übernehmen";
 * a local copy is marked as such. Every list kind goes through the same marker and actions.
 */
import type { ValueListDto } from "@bimprofile/contracts/dto/value-list-dto"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import type { Subscription } from "rxjs"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { type AppEvent, appEvents$ } from "../../../lib/app-events"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { audit, elementClass, elementType, ifcEntity, property } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { CatalogueListPage } from "../lists/catalogue-list-page"
import { ElementClassListPage } from "./element-class-list-page"
import { ElementTypeListPage } from "./element-type-list-page"
import { PropertyListPage } from "./property-list-page"
import { ValueListPage } from "./value-list-page"

const LOCKED = "Aus dem Referenzprojekt – schreibgeschützt"
const REFERENCE = 100

type Origin<P extends string> = Record<`${P}_origin`, "local" | "inherited" | "reference"> & Record<`${P}_locked`, boolean> & Record<`${P}_origin_id`, number | null>
/** From the reference project (read-only here), or a local copy of one of its items. */
const reference = <P extends string>(prefix: P) =>
  ({ [`${prefix}_pro_id`]: REFERENCE, [`${prefix}_origin`]: "reference", [`${prefix}_locked`]: true, [`${prefix}_origin_id`]: null }) as Origin<P> & Record<`${P}_pro_id`, number>
const copyOf = <P extends string>(prefix: P, originId: number) => ({ [`${prefix}_origin`]: "inherited", [`${prefix}_locked`]: false, [`${prefix}_origin_id`]: originId }) as Origin<P>

/** Filed under a discipline and mapped to IfcWall. */
const catalogued = { elc_category: "Architektur", elc_ifc: [ifcEntity("IfcWall")] }

const refWall = elementClass(501, "Wand", { ...catalogued, ...reference("elc") })
const door = elementClass(7, "Tür", catalogued)
const refWallCopy = elementClass(9, "Wand", { ...catalogued, ...copyOf("elc", 501) })
const CLASSES = (filter: string) => `GET /1.2/profile/element_classes?elc_pro_id=1&sort=name_asc&filter=${filter}`
const TYPES = { "GET /1.2/profile/element_types?elt_pro_id=1&sort=name_asc": { status: 200, body: [] } }
const classAnswer = { elc_id: 9, elc_pro_id: 1, elc_name: "Wand", elc_desc: null, elc_category: "Architektur", elc_parent_id: null, elc_elt_id: null, elc_ifc: [], elc_uri: null, elc_origin_id: 501 }

let events: AppEvent[] = []
let subscription: Subscription
beforeEach(() => {
  updateSession({ accessToken: "token", user: testUser() })
  events = []
  subscription = appEvents$.subscribe((event) => events.push(event))
})
afterEach(() => {
  subscription.unsubscribe()
  cleanup()
  updateSession(emptySession())
})

const rowOf = async (name: string, selector = ".bimp-elc-name") => (await screen.findByText(name, { selector })).closest("tr")!

describe("element classes of a project with a reference project", () => {
  const open = () => renderRoute("/projects/:projectId/data-catalog/main", <ElementClassListPage projectId={1} />, "/projects/1/data-catalog/main")

  it("given a class of the reference project, then it carries the lock and offers only «Lokal übernehmen»; the project's own class keeps edit and delete", async () => {
    stubApi({ ...TYPES, [CLASSES("all")]: { status: 200, body: [door, refWall] } })
    open()
    const locked = await rowOf("Wand")
    expect(within(locked).getByRole("img", { name: LOCKED })).toBeTruthy()
    expect(within(locked).queryByRole("button", { name: "Aktionen für Wand" })).toBeNull()
    expect(within(locked).getByRole("button", { name: "Wand lokal übernehmen" })).toBeTruthy()
    const own = await rowOf("Tür")
    expect(within(own).queryByRole("img", { name: LOCKED })).toBeNull()
    expect(within(own).getByRole("button", { name: "Aktionen für Tür" })).toBeTruthy()
    expect(within(own).queryByRole("button", { name: /lokal übernehmen/ })).toBeNull()
  })

  it("given a reader, then a reference class offers nothing to do either", async () => {
    const { ProjectPermissionContext } = await import("../../../lib/project-access")
    stubApi({ ...TYPES, [CLASSES("all")]: { status: 200, body: [refWall] } })
    renderRoute(
      "/projects/:projectId/data-catalog/main",
      <ProjectPermissionContext value="read">
        <ElementClassListPage projectId={1} />
      </ProjectPermissionContext>,
      "/projects/1/data-catalog/main",
    )
    const locked = await rowOf("Wand")
    expect(within(locked).getByRole("img", { name: LOCKED })).toBeTruthy()
    expect(within(locked).queryAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual(["Merkmale von Wand anzeigen"])
  })

  it("when «Lokal übernehmen» is clicked, then the class is instantiated in the project, a toast says so and the list, read again, shows the local copy", async () => {
    const { sent } = stubApi({
      ...TYPES,
      [CLASSES("all")]: [
        { status: 200, body: [door, refWall] },
        { status: 200, body: [door, refWallCopy] },
      ],
      "POST /1.2/profile/element_classes/501/instantiate": { status: 201, body: classAnswer },
    })
    open()
    fireEvent.click(within(await rowOf("Wand")).getByRole("button", { name: "Wand lokal übernehmen" }))
    await waitFor(() => expect(sent("POST")).toHaveLength(1))
    expect(sent("POST")[0]).toMatchObject({ path: "/1.2/profile/element_classes/501/instantiate", body: { elc_pro_id: 1 } })
    await waitFor(() => expect(events).toContainEqual(expect.objectContaining({ type: "toast", level: "success", message: "«Wand» wurde lokal übernommen und kann nun bearbeitet werden." })))
    const copy = await screen.findByText("lokal übernommen")
    const row = copy.closest("tr")!
    expect(within(row).queryByRole("img", { name: LOCKED })).toBeNull()
    expect(within(row).getByRole("button", { name: "Aktionen für Wand" })).toBeTruthy()
    expect(sent("GET").filter((call) => call.path.startsWith("/1.2/profile/element_classes?"))).toHaveLength(2)
  })

  it("when the server refuses the instantiation, then its text is shown in a toast and the class stays locked", async () => {
    const refusal = "Die Fachklasse «Wand» stammt aus dem Referenzprojekt und ist schreibgeschützt. Übernehmen Sie sie lokal, um sie zu ändern."
    stubApi({
      ...TYPES,
      [CLASSES("all")]: { status: 200, body: [refWall] },
      "POST /1.2/profile/element_classes/501/instantiate": { status: 401, body: { message: refusal, internal_code: "AUTH_PRO", details: null } },
    })
    open()
    fireEvent.click(within(await rowOf("Wand")).getByRole("button", { name: "Wand lokal übernehmen" }))
    await waitFor(() => expect(events).toContainEqual(expect.objectContaining({ type: "toast", level: "error", message: refusal })))
    expect(within(await rowOf("Wand")).getByRole("img", { name: LOCKED })).toBeTruthy()
  })

  it("given the class deleted in the reference project while the list still shows it, then «Lokal übernehmen» says so in words and the list, read again, no longer shows it", async () => {
    const { sent } = stubApi({
      ...TYPES,
      [CLASSES("all")]: [
        { status: 200, body: [door, refWall] },
        { status: 200, body: [door] },
      ],
      "POST /1.2/profile/element_classes/501/instantiate": { status: 404, body: { message: "Fachklasse mit der Id 501 wurde nicht gefunden.", internal_code: "NOT_FOUND", details: null } },
    })
    open()
    fireEvent.click(within(await rowOf("Wand")).getByRole("button", { name: "Wand lokal übernehmen" }))
    await waitFor(() =>
      expect(events).toContainEqual(
        expect.objectContaining({ type: "toast", level: "warning", message: "«Wand» gibt es im Referenzprojekt nicht mehr und kann nicht lokal übernommen werden. Die Liste ist aktualisiert." }),
      ),
    )
    await waitFor(() => expect(screen.queryByText("Wand", { selector: ".bimp-elc-name" })).toBeNull())
    expect(screen.getByText("1 Fachklasse")).toBeTruthy()
    expect(sent("GET").filter((call) => call.path.startsWith("/1.2/profile/element_classes?"))).toHaveLength(2)
    // Told once, in words: no second toast with the server's text, no not-found page.
    expect(events.filter((event) => event.type === "toast")).toHaveLength(1)
    expect(screen.queryByTestId("where")).toBeNull()
  })

  it("given the filter «Nur Benutzerprojekt», then the server is asked for the project's own classes (local and copies) and only those show", async () => {
    const { sent } = stubApi({
      ...TYPES,
      [CLASSES("all")]: { status: 200, body: [door, refWall] },
      [CLASSES("project")]: { status: 200, body: [door] },
    })
    open()
    await rowOf("Wand")
    expect(screen.getByText("2 Fachklassen")).toBeTruthy()
    const filter = screen.getByRole("button", { name: "Nur Benutzerprojekt" })
    fireEvent.click(filter)
    await waitFor(() => expect(screen.getByText("1 Fachklasse")).toBeTruthy())
    expect(filter.getAttribute("aria-pressed")).toBe("true")
    expect(sent("GET").map((call) => call.path)).toContain("/1.2/profile/element_classes?elc_pro_id=1&sort=name_asc&filter=project")
    expect(screen.queryByText("Wand", { selector: ".bimp-elc-name" })).toBeNull()
  })

  it("given a reference class's properties, then the drawer offers neither assigning nor removing", async () => {
    stubApi({
      ...TYPES,
      [CLASSES("all")]: { status: 200, body: [refWall] },
      "GET /1.2/profile/element_classes/501/properties": { status: 200, body: [{ property: property(601, "Tragend", reference("pty")), problems: [], inherited: false, inherited_from: null }] },
    })
    open()
    fireEvent.click(await screen.findByRole("button", { name: "Merkmale von Wand anzeigen" }))
    const drawer = await screen.findByRole("region", { name: "Merkmale von Wand" })
    expect(await within(drawer).findByText("Tragend")).toBeTruthy()
    expect(within(drawer).queryByRole("button", { name: "Tragend entfernen" })).toBeNull()
    expect(within(drawer).queryByRole("form", { name: "Zuordnen" })).toBeNull()
  })
})

describe("properties, types, value lists and lists of a project with a reference project", () => {
  it("given a reference property and a local copy, then the lock, «Lokal übernehmen», and the copy's tag; instantiating sends the project", async () => {
    const { sent } = stubApi({
      "GET /1.2/profile/properties?pty_pro_id=1&sort=name_asc": { status: 200, body: [property(601, "Tragend", reference("pty")), property(42, "Feuerwiderstand", copyOf("pty", 602))] },
      "POST /1.2/profile/properties/601/instantiate": { status: 201, body: { ...property(43, "Tragend", copyOf("pty", 601)) } },
    })
    renderRoute("/projects/:projectId/data-catalog/custom-properties", <PropertyListPage projectId={1} />, "/projects/1/data-catalog/custom-properties")
    const locked = await rowOf("Tragend")
    expect(within(locked).getByRole("img", { name: LOCKED })).toBeTruthy()
    expect(within(locked).queryByRole("button", { name: "Aktionen für Tragend" })).toBeNull()
    const copy = await rowOf("Feuerwiderstand")
    expect(within(copy).getByText("lokal übernommen")).toBeTruthy()
    expect(within(copy).getByRole("button", { name: "Aktionen für Feuerwiderstand" })).toBeTruthy()
    fireEvent.click(within(locked).getByRole("button", { name: "Tragend lokal übernehmen" }))
    await waitFor(() => expect(sent("POST")).toHaveLength(1))
    expect(sent("POST")[0]).toMatchObject({ path: "/1.2/profile/properties/601/instantiate", body: { pty_pro_id: 1 } })
    await waitFor(() => expect(events).toContainEqual(expect.objectContaining({ level: "success", message: "«Tragend» wurde lokal übernommen und kann nun bearbeitet werden." })))
  })

  it("given a reference type, then its lock and no actions, and no instantiation (it comes with its classes)", async () => {
    const type = elementType(701, "Wandtyp", { elt_class_count: 1, ...reference("elt") })
    stubApi({ "GET /1.2/profile/element_types?elt_pro_id=1&sort=name_asc": { status: 200, body: [type] } })
    renderRoute("/projects/:projectId/data-catalog/types", <ElementTypeListPage projectId={1} />, "/projects/1/data-catalog/types")
    const row = await rowOf("Wandtyp")
    expect(within(row).getByRole("img", { name: LOCKED })).toBeTruthy()
    expect(within(row).queryByRole("button", { name: "Aktionen für Wandtyp" })).toBeNull()
    expect(within(row).queryByRole("button", { name: /lokal übernehmen/ })).toBeNull()
  })

  it("given a reference value list, then its lock, no actions, and its values can be neither added nor removed", async () => {
    const list = {
      vls_id: 801,
      vls_name: "Feuerwiderstand",
      vls_desc: null,
      vls_ifc: [],
      vls_items: [{ vli_id: 1, vli_name: "EI 30", vli_desc: null, vli_ifc: [], vli_uri: null }],
      vls_property_count: 1,
      vls_flags: [],
      ...audit("vls"),
      ...reference("vls"),
    } as ValueListDto
    stubApi({ "GET /1.2/profile/value_lists?vls_pro_id=1&sort=name_asc": { status: 200, body: [list] } })
    renderRoute("/projects/:projectId/data-catalog/value-lists", <ValueListPage projectId={1} />, "/projects/1/data-catalog/value-lists")
    const card = (await screen.findByRole("heading", { name: "Feuerwiderstand" })).closest(".bimp-vls-card") as HTMLElement
    expect(within(card).getByRole("img", { name: LOCKED })).toBeTruthy()
    expect(within(card).queryByRole("button", { name: "Aktionen für Feuerwiderstand" })).toBeNull()
    expect(within(card).queryByRole("button", { name: "Wert EI 30 entfernen" })).toBeNull()
    expect(within(card).queryByRole("textbox", { name: "Neuer Wert für Feuerwiderstand" })).toBeNull()
  })

  it("given a reference classification, then its lock, no actions on it, and its items read-only", async () => {
    const system = { cls_id: 901, cls_name: "eBKP-H", cls_long_name: null, cls_desc: null, cls_edition: null, cls_edition_date: null, cls_source: null, cls_publisher: null, cls_code_pattern: null, cls_uri: null, cls_item_count: 1, ...audit("cls"), ...reference("cls") }
    stubApi({
      "GET /1.2/profile/classifications?cls_pro_id=1&sort=name_asc": { status: 200, body: [system] },
      "GET /1.2/profile/classifications/901": { status: 200, body: { ...system, cls_items: [{ cli_id: 1, cli_cls_id: 901, cli_code: "C", cli_name: "Konstruktion", cli_long_name: null, cli_desc: null, cli_parent_id: null, cli_uri: null }] } },
    })
    renderRoute("/projects/:projectId/data-catalog/:section", <CatalogueListPage projectId={1} kind="classification" section="classifications" />, "/projects/1/data-catalog/classifications")
    expect(await screen.findByText("Konstruktion")).toBeTruthy()
    const card = screen.getByRole("button", { name: "eBKP-H" }).closest(".bimp-list-card") as HTMLElement
    expect(within(card).getByRole("img", { name: LOCKED })).toBeTruthy()
    expect(within(card).queryByRole("button", { name: "Aktionen für eBKP-H" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Aktionen für C" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Eintrag hinzufügen" })).toBeNull()
  })
})
