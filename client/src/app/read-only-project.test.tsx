/**
 * A project the caller may only read (pro_permission "read": shared, public or template projects; or
 * "auditor", issue 11: reads everything and changes nothing) offers no create, edit, move or delete: the milestone plan and the role list, each rendered in the project frame's
 * permission context, show them only with write access.
 */
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { PlanBoard } from "../features/milestones/components/plan-board"
import { ProjectHeader } from "../features/projects/components/project-header"
import { planOf } from "../features/milestones/plan-fixture"
import { RoleListPage } from "../features/roles/components/role-list-page"
import { role } from "../testing/dto-fixtures"
import { stubApi } from "../testing/api-stub"
import { renderRoute } from "../testing/render-route"
import { testUser } from "../testing/test-user"
import { emptySession, updateSession } from "../lib/session"
import { ProjectPermissionContext } from "../lib/project-access"

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(() => {
  cleanup()
  updateSession(emptySession())
})

const renderRoles = (permission: ProjectDto["pro_permission"]) => {
  stubApi({
    "GET /1.2/profile/roles_project?rop_pro_id=1": { status: 200, body: [role(1, "Bauherr")] },
    "GET /1.2/profile/activities?act_pro_id=1": { status: 200, body: [] },
    "GET /1.2/profile/codes?cod_col_name=role_project": { status: 200, body: [] },
  })
  renderRoute(
    "/projects/:projectId/roles",
    <ProjectPermissionContext value={permission}>
      <RoleListPage />
    </ProjectPermissionContext>,
    "/projects/1/roles",
  )
}

describe("read-only projects", () => {
  it("given write access, then the role list offers create, import and each role's actions", async () => {
    renderRoles("write")
    expect(await screen.findByText("Bauherr")).toBeDefined()
    expect(screen.getByRole("button", { name: "Neue Rolle" })).toBeDefined()
    expect(screen.getByRole("button", { name: "Rolle importieren" })).toBeDefined()
    expect(screen.getByRole("button", { name: "Aktionen für Rolle «Bauherr»" })).toBeDefined()
  })

  it.each(["read", "auditor"] as const)("given %s access, then the role list is shown without create, import or row actions", async (permission) => {
    renderRoles(permission)
    expect(await screen.findByText("Bauherr")).toBeDefined()
    expect(screen.queryByRole("button", { name: "Neue Rolle" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Rolle importieren" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Aktionen für Rolle «Bauherr»" })).toBeNull()
  })

  it("given a read-only plan, then milestones and processes show without add, move or action menus and cannot be dragged", () => {
    stubApi({})
    const onDialog = vi.fn()
    const plan = planOf({ 1: { 11: [101] }, 2: {} })
    renderRoute("/", <PlanBoard plan={plan} projectId={1} onDialog={onDialog} readOnly />, "/")
    const board = screen.getByRole("group", { name: "Meilensteinplan nach Phasen" })
    expect(within(board).getByText("Meilenstein 11")).toBeDefined()
    expect(within(board).getByRole("link", { name: "Prozess 101" })).toBeDefined()
    expect(within(board).queryAllByRole("button")).toEqual([])
    expect(board.querySelectorAll("[draggable=true]")).toHaveLength(0)
  })

  it("given a writable plan, then the same board offers its buttons and dragging", () => {
    stubApi({})
    renderRoute("/", <PlanBoard plan={planOf({ 1: { 11: [101] }, 2: {} })} projectId={1} onDialog={vi.fn()} />, "/")
    const board = screen.getByRole("group", { name: "Meilensteinplan nach Phasen" })
    expect(within(board).queryAllByRole("button").length).toBeGreaterThan(0)
    expect(board.querySelectorAll("[draggable=true]").length).toBeGreaterThan(0)
  })

  it.each([
    ["read", true, false],
    ["auditor", true, false],
    ["write", false, false],
    ["admin", false, true],
  ] as const)("given %s access, then the header says 'Nur Lesezugriff': %s, and offers edit and delete: %s", (permission, note, settings) => {
    stubApi({})
    const project = { pro_id: 1, pro_name: "Schulhaus", pro_desc: null, type: "user", is_template: permission === "read", pro_access_all: false, pro_pers: false, pro_isc_name: "IFC4", pro_permission: permission } as unknown as ProjectDto
    renderRoute("/", <ProjectHeader project={project} onDeleting={vi.fn()} />, "/")
    expect(screen.queryByText("Nur Lesezugriff") !== null).toBe(note)
    expect(screen.queryByRole("button", { name: "Bearbeiten" }) !== null).toBe(settings)
    expect(screen.queryByRole("button", { name: "Projekt löschen" }) !== null).toBe(settings)
  })
})
