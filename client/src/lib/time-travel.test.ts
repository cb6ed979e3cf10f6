/**
 * Time travel's rules for the API client: which as_of the URL may carry, which reads carry it while the mode is on,
 * and which calls the mode refuses.
 */
import { afterEach, describe, expect, it } from "vitest"
import { asOfPath, exportAsOf, parseAsOf, positionOf, refusesChange, sawAsOfPosition, setTimeTravel, timeTravel, withAsOf } from "./time-travel"

afterEach(() => setTimeTravel(null))

describe("parseAsOf", () => {
  it.each([
    ["1234", "1234"],
    [" 42 ", "42"],
    ["2026-03-12T14:05:00.000Z", "2026-03-12T14:05:00.000Z"],
    ["2026-03-12T14:05", "2026-03-12T14:05"],
    ["2026-03-12T14:05:00+01:00", "2026-03-12T14:05:00+01:00"],
  ])("given %j, then it is taken as %j", (raw, expected) => expect(parseAsOf(raw)).toBe(expected))

  it.each([null, "", "0", "-3", "12a", "2026-03-12", "2026-13-45T99:99", "yesterday"])("given %j, then there is none (the project as it is now)", (raw) =>
    expect(parseAsOf(raw)).toBeNull(),
  )

  it("given a position or a time, then positionOf tells which", () => {
    expect(positionOf("1234")).toBe(1234)
    expect(positionOf("2026-03-12T14:05:00.000Z")).toBeNull()
  })
})

describe("asOfPath and refusesChange", () => {
  it("given no time travel, then every path goes as it is and nothing is refused", () => {
    expect(asOfPath("GET", "/1.2/profile/processes?prc_pro_id=4")).toBe("/1.2/profile/processes?prc_pro_id=4")
    expect(refusesChange("POST", "/1.2/profile/milestones")).toBe(false)
  })

  it("given the project shown as of a point, then its content reads carry as_of, with or without a query of their own", () => {
    setTimeTravel({ projectId: 4, asOf: "2026-03-12T14:05:00.000Z" })
    expect(asOfPath("GET", "/1.2/profile/projects/4?statistics=true")).toBe("/1.2/profile/projects/4?statistics=true&as_of=2026-03-12T14%3A05%3A00.000Z")
    expect(asOfPath("GET", "/1.2/profile/processes/9")).toBe("/1.2/profile/processes/9?as_of=2026-03-12T14%3A05%3A00.000Z")
    expect(asOfPath("GET", "/1.2/profile/element_classes?elc_pro_id=4&sort=name&filter=")).toContain("&as_of=")
    expect(asOfPath("GET", "/1.2/profile/requirements?req_act_id=3")).toContain("&as_of=")
  })

  it("given the mode, then the project lists, IFC knowledge, jobs, files, permissions, history and non-profile reads go without as_of", () => {
    setTimeTravel({ projectId: 4, asOf: "1234" })
    for (const path of [
      "/1.2/profile/projects?statistics=true",
      "/1.2/profile/projects",
      "/1.2/profile/projects/4/history?limit=50",
      "/1.2/profile/projects/4/history.csv?lang=de-CH",
      "/1.2/profile/projects/4/versions",
      "/1.2/profile/projects/4/permissions",
      "/1.2/profile/projects/4/shares",
      "/1.2/profile/ifc/entities?search=wall",
      "/1.2/profile/jobs/5",
      "/1.2/profile/codes?cod_col_name=role_project",
      "/1.2/profile/documents/8/content",
      "/1.2/user/users/7?partial=true",
    ])
      expect(asOfPath("GET", path), path).toBe(path)
  })

  it("given the mode, then every change under /1.2/profile is refused and none is sent with as_of", () => {
    setTimeTravel({ projectId: 4, asOf: "1234" })
    for (const method of ["POST", "PATCH", "PUT", "DELETE"]) expect(refusesChange(method, "/1.2/profile/milestones/3")).toBe(true)
    expect(asOfPath("PATCH", "/1.2/profile/milestones/3")).toBe("/1.2/profile/milestones/3")
    expect(refusesChange("GET", "/1.2/profile/milestones/3")).toBe(false)
    expect(refusesChange("PATCH", "/1.2/user/users/7")).toBe(false)
  })

  it("given the mode, then an export is no change: it is started as of the point shown (the answers' position, else the one asked)", () => {
    setTimeTravel(null)
    expect(exportAsOf()).toBeUndefined()
    setTimeTravel({ projectId: 4, asOf: "1234" })
    expect(refusesChange("POST", "/1.2/profile/exports")).toBe(false)
    expect(exportAsOf()).toBe(1234)
    setTimeTravel({ projectId: 4, asOf: "2026-03-12T14:05:00.000Z" })
    expect(exportAsOf()).toBeUndefined()
    sawAsOfPosition("1188")
    expect(exportAsOf()).toBe(1188)
  })

  it("given an answer naming its position, then the mode knows it; leaving the point forgets it", () => {
    setTimeTravel({ projectId: 4, asOf: "2026-03-12T14:05:00.000Z" })
    sawAsOfPosition("1188")
    expect(timeTravel()).toEqual({ projectId: 4, asOf: "2026-03-12T14:05:00.000Z", position: 1188 })
    setTimeTravel({ projectId: 4, asOf: "2026-03-12T14:05:00.000Z" })
    expect(timeTravel()?.position).toBe(1188)
    setTimeTravel(null)
    sawAsOfPosition("1190")
    expect(timeTravel()).toBeNull()
  })
})

describe("withAsOf", () => {
  it("given a search, then as_of is set or removed and the rest kept", () => {
    expect(withAsOf("?entity=milestone", "12")).toBe("?entity=milestone&as_of=12")
    expect(withAsOf("?entity=milestone&as_of=12", null)).toBe("?entity=milestone")
    expect(withAsOf("", null)).toBe("")
  })
})
