import { afterEach, describe, expect, it } from "vitest"
import { stubFetch } from "../testing/fetch-stub"
import { checkStatus, enterMaintenance, isMaintenanceAnswer, status$ } from "./status-check"

afterEach(() => status$.next({ maintenance: false, apiVersion: null, defaultProjectId: null, checked: false }))

describe("isMaintenanceAnswer", () => {
  it("given 503 or 404, then maintenance", () => {
    expect(isMaintenanceAnswer(503, undefined)).toBe(true)
    expect(isMaintenanceAnswer(404, undefined)).toBe(true)
  })

  it("given the expected api_version 1.2.17, then no maintenance; another version means maintenance", () => {
    expect(isMaintenanceAnswer(200, { api_version: "1.2.17", default_project_id: 1 })).toBe(false)
    expect(isMaintenanceAnswer(200, { api_version: "1.2.18", default_project_id: 1 })).toBe(true)
  })
})

describe("checkStatus", () => {
  it("given the expected version, then the status holds the version and the default project", async () => {
    const { calls } = stubFetch({ status: 200, body: { api_version: "1.2.17", default_project_id: 4 } })
    await checkStatus()
    expect(calls[0]!.path).toBe("/status/info")
    expect(status$.value).toEqual({ maintenance: false, apiVersion: "1.2.17", defaultProjectId: 4, checked: true })
  })

  it("given 503, then maintenance", async () => {
    stubFetch({ status: 503, body: { message: "Wartung", internal_code: "MAINTENANCE", details: null } })
    expect(await checkStatus()).toMatchObject({ maintenance: true, checked: true })
  })

  it("given an unreachable server, then maintenance", async () => {
    stubFetch(new TypeError("connection refused"))
    expect(await checkStatus()).toMatchObject({ maintenance: true })
  })

  it("given the API client's maintenance event, then maintenance is on", () => {
    enterMaintenance()
    expect(status$.value.maintenance).toBe(true)
  })
})
