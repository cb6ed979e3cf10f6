import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningStack, startTestStack } from "../support/stack"

describe.each(["pglite", "pg"] as const)("the stack on %s", (engine) => {
  let running: RunningStack
  beforeAll(async () => {
    running = await startTestStack({ engine })
  })
  afterAll(async () => {
    await running?.stop()
  })

  it("seeds the reference project and reads a new project's milestone right after creating it", async () => {
    const { api } = running
    const status = await api.get("/status/info")
    expect(status.body).toEqual({ api_version: "1.2.17", default_project_id: running.stack.referenceProjectId })
    const project = await api.post("/1.2/profile/projects", { pro_name: "Schulhaus Letzi" })
    expect(project.status).toBe(201)
    const phases = await api.get(`/1.2/profile/phases?pha_pro_id=${project.body.pro_id}`)
    expect(phases.body.map((p: { pha_name: string }) => p.pha_name)).toEqual(["Konzeption", "Planung", "Realisierung", "Bewirtschaftung"])
    const milestone = await api.post("/1.2/profile/milestones", { mst_pha_id: phases.body[1].pha_id, mst_name: "Bauprojekt" })
    expect(milestone.status).toBe(201)
    const read = await api.get(`/1.2/profile/milestones/${milestone.body.mst_id}`)
    expect(read.status).toBe(200)
    // The audit fields name the user "Vorname Name" (docs/identity.md), as their user reads.
    const admin = await api.get(`/1.2/user/users/${running.stack.admin.userId}`)
    expect(admin.status).toBe(200)
    expect(read.body).toMatchObject({
      mst_name: "Bauprojekt",
      mst_seq: 1,
      mst_pha_name: "Planung",
      mst_create_user: `${admin.body.usr_name_first} ${admin.body.usr_name}`,
    })
  })
})
