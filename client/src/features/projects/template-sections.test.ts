import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { describe, expect, it } from "vitest"
import { groupBySection, parseTemplateTab, templateSectionOf, templatesOfTab } from "./template-sections"

type Template = Pick<
  ProjectDto,
  "pro_id" | "pro_name" | "pro_org_id" | "pro_pers" | "type" | "pro_access_all" | "is_template" | "pro_create_date" | "pro_change_date"
>

const template = (id: number, change: Partial<Template> = {}): Template => ({
  pro_id: id,
  pro_name: `Vorlage ${id}`,
  pro_org_id: 9,
  pro_pers: false,
  type: "user",
  pro_access_all: false,
  is_template: true,
  pro_create_date: `2024-02-${String(id).padStart(2, "0")}T08:00:00.000Z`,
  pro_change_date: null,
  ...change,
})

const me = { usr_org_id: 7 }
const reference = template(1, { type: "reference", pro_org_id: null, pro_access_all: true, pro_name: "Referenz Hochbau" })
const community = template(2, { pro_org_id: 9, pro_name: "Community Tiefbau", pro_access_all: true })
const own = template(3, { pro_org_id: 7, pro_name: "Eigene Vorlage", pro_change_date: "2025-01-01T00:00:00Z" })
const plain = template(4, { is_template: false, pro_org_id: 7 })
const all = [reference, community, own, plain]
const ids = (projects: readonly Template[]) => projects.map((p) => p.pro_id)

describe("parseTemplateTab", () => {
  it("accepts recent, my-organisation, public, new and list", () => {
    for (const tab of ["recent", "my-organisation", "public", "new", "list"]) expect(parseTemplateTab(tab)).toBe(tab)
    expect(parseTemplateTab("all")).toBeUndefined()
  })
})

describe("templateSectionOf", () => {
  it("puts the provider's reference projects, other organisations' and the own organisation's apart", () => {
    expect(templateSectionOf(reference, me)).toBe("reference")
    expect(templateSectionOf(community, me)).toBe("community")
    expect(templateSectionOf(own, me)).toBe("own")
  })

  it("counts a template of any organisation the user belongs to as their own, not only their main one", () => {
    expect(templateSectionOf(community, { usr_org_id: 7, usr_org_admin: [], usr_org_pl: [], usr_org_emp: [9] })).toBe("own")
    expect(templateSectionOf(community, { usr_org_id: 7, usr_org_admin: [4], usr_org_pl: [], usr_org_emp: [] })).toBe("community")
  })

  it("counts a user's personal templates as their own when they have no organisation", () => {
    expect(templateSectionOf(template(5, { pro_org_id: null, pro_pers: true }), { usr_org_id: null })).toBe("own")
    expect(templateSectionOf(community, { usr_org_id: null })).toBe("community")
  })
})

describe("templatesOfTab", () => {
  it("list: only projects with is_template, by name", () => {
    expect(ids(templatesOfTab(all, "list", me))).toEqual([2, 3, 1])
  })

  it("recent by last change, new by creation", () => {
    expect(ids(templatesOfTab(all, "recent", me))).toEqual([3, 2, 1])
    expect(ids(templatesOfTab([reference, own, community], "new", me))).toEqual([3, 2, 1])
  })

  it("my-organisation: the own ones; public: those shared with all", () => {
    expect(ids(templatesOfTab(all, "my-organisation", me))).toEqual([3])
    expect(ids(templatesOfTab(all, "public", me))).toEqual([2, 1])
  })
})

describe("groupBySection", () => {
  it("splits the templates into the three sections, keeping their order", () => {
    const groups = groupBySection(templatesOfTab(all, "list", me), me)
    expect({ reference: ids(groups.reference), community: ids(groups.community), own: ids(groups.own) }).toEqual({ reference: [1], community: [2], own: [3] })
  })
})
