import { describe, expect, it } from "vitest"
import { hasSource, preselectedSource, projectRequest, sourceDefaults, sourceOfKind } from "./new-project-request"
import { parseProjectId } from "./project-id"

const REFERENCE = 1

describe("preselectedSource", () => {
  it("is empty without a route project", () => {
    expect(preselectedSource(undefined, REFERENCE)).toEqual({ kind: "empty", projectId: null })
  })

  it("is the reference project, a template or a copy, depending on the route's project", () => {
    expect(preselectedSource({ pro_id: 1, is_template: true }, REFERENCE)).toEqual({ kind: "reference", projectId: 1 })
    expect(preselectedSource({ pro_id: 4, is_template: true }, REFERENCE)).toEqual({ kind: "template", projectId: 4 })
    expect(preselectedSource({ pro_id: 5, is_template: false }, REFERENCE)).toEqual({ kind: "copy", projectId: 5 })
    expect(preselectedSource({ pro_id: 1, is_template: true }, null)).toEqual({ kind: "template", projectId: 1 })
  })
})

describe("sourceOfKind", () => {
  it("takes the reference project for the reference kind and waits for a choice otherwise", () => {
    const copy = { kind: "copy", projectId: 5 } as const
    expect(sourceOfKind("reference", REFERENCE, copy)).toEqual({ kind: "reference", projectId: 1 })
    expect(sourceOfKind("template", REFERENCE, copy)).toEqual({ kind: "template", projectId: null })
    expect(sourceOfKind("copy", REFERENCE, copy)).toBe(copy)
  })
})

describe("hasSource", () => {
  it("needs a project for every kind but empty", () => {
    expect(hasSource({ kind: "empty", projectId: null })).toBe(true)
    expect(hasSource({ kind: "template", projectId: null })).toBe(false)
    expect(hasSource({ kind: "copy", projectId: 3 })).toBe(true)
  })
})

describe("sourceDefaults", () => {
  it("starts with the source's description and IFC version, else blank and IFC4X3_ADD2", () => {
    expect(sourceDefaults({ pro_desc: "Hochbau", pro_isc_id: 2 })).toEqual({ desc: "Hochbau", ifcSchemaId: 2 })
    expect(sourceDefaults({ pro_desc: null, pro_isc_id: 1 })).toEqual({ desc: "", ifcSchemaId: 1 })
    expect(sourceDefaults(undefined)).toEqual({ desc: "", ifcSchemaId: 3 })
  })
})

describe("projectRequest", () => {
  const values = { name: "Schulhaus", desc: "Neubau", ifcSchemaId: 2, orgId: null, accessAll: false, phases: null, withRequirements: true }

  it("creates an empty personal project with POST /1.2/profile/projects", () => {
    expect(projectRequest({ ...values, source: { kind: "empty", projectId: null } })).toEqual({
      path: "/1.2/profile/projects",
      body: { pro_name: "Schulhaus", pro_desc: "Neubau", pro_isc_id: 2, pro_pers: true, pro_org_id: null, pro_access_all: false },
    })
  })

  it("names the organisation and sharing with all when chosen", () => {
    expect(projectRequest({ ...values, orgId: 7, accessAll: true, source: { kind: "empty", projectId: null } }).body).toMatchObject({
      pro_pers: false,
      pro_org_id: 7,
      pro_access_all: true,
    })
  })

  it("copies the reference project, a template or a project with POST …/{id}/copy", () => {
    expect(projectRequest({ ...values, source: { kind: "reference", projectId: 1 } }).path).toBe("/1.2/profile/projects/1/copy")
    expect(projectRequest({ ...values, source: { kind: "template", projectId: 4 } }).path).toBe("/1.2/profile/projects/4/copy")
    expect(projectRequest({ ...values, source: { kind: "copy", projectId: 5 } }).path).toBe("/1.2/profile/projects/5/copy")
  })

  it("sends the selection as pro_pha_nested, and none when everything is taken over", () => {
    const phases = [{ pha_id: 3, pha_mst_nested: [{ mst_id: 30, mst_prc_nested: [{ prc_id: 300 }] }] }]
    expect(projectRequest({ ...values, phases, source: { kind: "template", projectId: 4 } }).body.pro_pha_nested).toEqual(phases)
    expect(projectRequest({ ...values, source: { kind: "template", projectId: 4 } }).body).not.toHaveProperty("pro_pha_nested")
  })

  it("leaves the requirements out only when asked to (the server takes them by default)", () => {
    expect(projectRequest({ ...values, source: { kind: "reference", projectId: 1 } }).body).not.toHaveProperty("pro_with_requirements")
    expect(projectRequest({ ...values, withRequirements: false, source: { kind: "reference", projectId: 1 } }).body).toMatchObject({ pro_with_requirements: false })
  })

  it("sends a blank description as null", () => {
    expect(projectRequest({ ...values, desc: "  ", source: { kind: "empty", projectId: null } }).body.pro_desc).toBeNull()
  })

  it("refuses a copy without its source project", () => {
    expect(() => projectRequest({ ...values, source: { kind: "copy", projectId: null } })).toThrow()
  })
})

describe("parseProjectId", () => {
  it("accepts positive whole numbers only", () => {
    expect(parseProjectId("42")).toBe(42)
    expect(parseProjectId("abc")).toBeUndefined()
    expect(parseProjectId("4.2")).toBeUndefined()
    expect(parseProjectId("0")).toBeUndefined()
    expect(parseProjectId("-1")).toBeUndefined()
    expect(parseProjectId(undefined)).toBeUndefined()
  })
})
