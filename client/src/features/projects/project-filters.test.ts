import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { describe, expect, it } from "vitest"
import { countByTab, lastChange, matchesSearch, parseProjectTab, projectsOfTab, RECENT_LIMIT, searchProjects } from "./project-filters"

type Listed = Pick<ProjectDto, "pro_id" | "pro_name" | "pro_desc" | "pro_org_id" | "pro_pers" | "type" | "pro_access_all" | "pro_create_date" | "pro_change_date">

const project = (id: number, change: Partial<Listed> = {}): Listed => ({
  pro_id: id,
  pro_name: `Projekt ${id}`,
  pro_desc: null,
  pro_org_id: null,
  pro_pers: true,
  type: "user",
  pro_access_all: false,
  pro_create_date: `2024-01-${String(id).padStart(2, "0")}T08:00:00.000Z`,
  pro_change_date: null,
  ...change,
})

const ids = (projects: readonly Listed[]) => projects.map((p) => p.pro_id)

describe("parseProjectTab", () => {
  it("accepts the four tabs of spec §9 and nothing else", () => {
    expect(parseProjectTab("recent")).toBe("recent")
    expect(parseProjectTab("my-organisation")).toBe("my-organisation")
    expect(parseProjectTab("public")).toBe("public")
    expect(parseProjectTab("list")).toBe("list")
    expect(parseProjectTab("new")).toBeUndefined()
    expect(parseProjectTab(undefined)).toBeUndefined()
  })
})

describe("lastChange", () => {
  it("is the change date when there is one, else the creation date", () => {
    expect(lastChange({ pro_create_date: "2024-01-01T00:00:00Z", pro_change_date: "2024-03-01T00:00:00Z" })).toBe(Date.parse("2024-03-01T00:00:00Z"))
    expect(lastChange({ pro_create_date: "2024-01-01T00:00:00Z", pro_change_date: null })).toBe(Date.parse("2024-01-01T00:00:00Z"))
    expect(lastChange({ pro_create_date: null, pro_change_date: null })).toBe(0)
  })
})

describe("search", () => {
  const school = project(1, { pro_name: "Schulhaus Rosenau", pro_desc: "Neubau mit Turnhalle" })
  const bridge = project(2, { pro_name: "Brücke Aare", pro_desc: null })

  it("finds by name or description, ignoring case and accents", () => {
    expect(matchesSearch(school, "turnHALLE")).toBe(true)
    expect(matchesSearch(bridge, "brucke")).toBe(true)
    expect(matchesSearch(school, "brücke")).toBe(false)
  })

  it("needs every word somewhere; a blank query keeps everything", () => {
    expect(matchesSearch(school, "rosenau neubau")).toBe(true)
    expect(matchesSearch(school, "rosenau aare")).toBe(false)
    expect(ids(searchProjects([school, bridge], "  "))).toEqual([1, 2])
  })
})

describe("projectsOfTab", () => {
  it("recent: the ten last changed first, a change counting over the creation date", () => {
    const projects = Array.from({ length: 12 }, (_, i) => project(i + 1))
    projects[0] = project(1, { pro_change_date: "2025-06-01T00:00:00Z" })
    const recent = projectsOfTab(projects, "recent", null)
    expect(recent).toHaveLength(RECENT_LIMIT)
    expect(ids(recent).slice(0, 3)).toEqual([1, 12, 11])
  })

  it("my-organisation: the projects of the user's organisation", () => {
    const projects = [project(1, { pro_org_id: 7, pro_pers: false }), project(2, { pro_org_id: 8, pro_pers: false }), project(3)]
    expect(ids(projectsOfTab(projects, "my-organisation", { usr_org_id: 7 }))).toEqual([1])
  })

  it("my-organisation: without an organisation, the personal projects, never the reference project", () => {
    const projects = [project(1, { pro_org_id: 7, pro_pers: false }), project(2), project(3, { type: "reference", pro_pers: false })]
    expect(ids(projectsOfTab(projects, "my-organisation", { usr_org_id: null }))).toEqual([2])
    expect(ids(projectsOfTab(projects, "my-organisation", null))).toEqual([2])
  })

  it("public: the projects shared with all, by name", () => {
    const projects = [project(1, { pro_name: "Zug", pro_access_all: true }), project(2), project(3, { pro_name: "Aarau", pro_access_all: true })]
    expect(ids(projectsOfTab(projects, "public", null))).toEqual([3, 1])
  })

  it("list: every project by name, numbers in natural order", () => {
    const projects = [project(1, { pro_name: "Los 10" }), project(2, { pro_name: "los 2" }), project(3, { pro_name: "Arena" })]
    expect(ids(projectsOfTab(projects, "list", null, "de-CH"))).toEqual([3, 2, 1])
  })
})

describe("countByTab", () => {
  it("counts what each tab shows", () => {
    const projects = [
      ...Array.from({ length: 11 }, (_, i) => project(i + 1)),
      project(20, { pro_org_id: 5, pro_pers: false, pro_access_all: true }),
    ]
    expect(countByTab(projects, { usr_org_id: null })).toEqual({ recent: 10, "my-organisation": 11, public: 1, list: 12 })
    expect(countByTab(projects, { usr_org_id: 5 })).toEqual({ recent: 10, "my-organisation": 1, public: 1, list: 12 })
    expect(countByTab([], null)).toEqual({ recent: 0, "my-organisation": 0, public: 0, list: 0 })
  })
})
