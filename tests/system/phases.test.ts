/**
 * Phases against the running stack: GET phases (all, ?pha_pro_id=, /{id}, nested, statistics), POST a
 * phase (each phase code once per project), DELETE only when empty or with cascade.
 */
import { describe, expect, it } from "vitest"
import { expectProblem, list, names, newActivity, newMilestone, newProcess, newProject, one } from "../support/profile-fixtures"
import { useTestStack } from "../support/use-test-stack"

const running = useTestStack({ engine: "pglite" })

describe("phases", () => {
  it("GET phases lists every project's phases; ?pha_pro_id= one project's; nested and statistics nest and count", async () => {
    const { api } = running
    const project = await newProject(api)
    const m = await newMilestone(api, project.phases.realisierung, "Ausführung")
    await newProcess(api, m.mst_id, "Werkvertrag")
    const all = await list(api, "/1.2/profile/phases")
    expect(all.filter((p) => p.pha_pro_id === project.pro_id)).toHaveLength(4)
    expect(all.filter((p) => p.pha_pro_id === running.stack.referenceProjectId)).toHaveLength(4)

    const nested = await list(api, `/1.2/profile/phases?pha_pro_id=${project.pro_id}&nested=milestones`)
    expect(nested.map((p) => p.pha_mst_nested.length)).toEqual([0, 0, 1, 0])
    expect(nested[2].pha_mst_nested[0]).not.toHaveProperty("mst_prc_nested")
    const deep = await one(api, `/1.2/profile/phases/${project.phases.realisierung}?nested=milestones-processes&statistics=true`)
    expect(deep.pha_mst_nested[0]).toMatchObject({ mst_name: "Ausführung", mst_prc_count: 1 })
    expect(names(deep.pha_mst_nested[0].mst_prc_nested, "prc_name")).toEqual(["Werkvertrag"])
    expect(await one(api, `/1.2/profile/phases/${project.phases.realisierung}`)).not.toHaveProperty("pha_mst_nested")
  })

  it("DELETE refuses a phase with milestones; cascade=true removes it with everything in it; POST adds it back once", async () => {
    const { api } = running
    const project = await newProject(api)
    expect((await api.delete(`/1.2/profile/phases/${project.phases.konzeption}`)).status).toBe(200)
    const m = await newMilestone(api, project.phases.bewirtschaftung)
    const p = await newProcess(api, m.mst_id)
    const a = await newActivity(api, p.prc_id)

    const refused = await api.delete(`/1.2/profile/phases/${project.phases.bewirtschaftung}`)
    expectProblem(refused, 409, "PHA_NOT_EMPTY")
    expect(refused.body.message).toContain("Die Phase kann nicht gelöscht werden")
    const deleted = await api.delete(`/1.2/profile/phases/${project.phases.bewirtschaftung}?cascade=true`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ pha_id: project.phases.bewirtschaftung, deleted: true })
    for (const path of [`phases/${project.phases.bewirtschaftung}`, `milestones/${m.mst_id}`, `processes/${p.prc_id}`, `activities/${a.act_id}`])
      expectProblem(await api.get(`/1.2/profile/${path}`), 404)
    expect(names(await list(api, `/1.2/profile/phases?pha_pro_id=${project.pro_id}`), "pha_name")).toEqual(["Planung", "Realisierung"])

    const added = await api.post("/1.2/profile/phases", { pha_pro_id: project.pro_id, pha_phase_code_code: "konzeption" })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ pha_name: "Konzeption", pha_phase_code_code: "konzeption", pha_phase_code_seq: 1, pha_pro_id: project.pro_id })
    expect(names(await list(api, `/1.2/profile/phases?pha_pro_id=${project.pro_id}`), "pha_name")).toEqual(["Konzeption", "Planung", "Realisierung"])
    expectProblem(await api.post("/1.2/profile/phases", { pha_pro_id: project.pro_id, pha_phase_code_code: "planung" }), 409, "PHA_EXISTS")
    expectProblem(await api.post("/1.2/profile/phases", { pha_pro_id: project.pro_id, pha_phase_code_code: "abbruch" }), 400, "VALIDATION")
    expect((await one(api, `/1.2/profile/projects/${project.pro_id}?statistics=true`)).pro_pha_count).toBe(3)
  })
})
