/**
 * @module A project with a bit of everything, made through the real HTTP calls: two milestones, a process with an
 * activity between two roles, an element class, a property and a requirement. For tests of what a project's
 * reads show over time (time travel, published versions, diffs).
 */
import type { ApiClient } from "./stack"
import { created, newActivity, newMilestone, newProcess, newProject, newRole, unique } from "./profile-fixtures"

export const mappedIn = (entity: string) => [{ ifc_version: "IFC4", entity, predefined_type: null }]

/** A project with a bit of everything: milestones, a process with an activity between two roles, a class, a property, a requirement. */
export const buildProject = async (api: ApiClient) => {
  const project = await newProject(api, unique("Zeitreise"))
  const milestone = await newMilestone(api, project.phases.planung, "Vorprojekt")
  const second = await newMilestone(api, project.phases.planung, "Bauprojekt")
  const process = await newProcess(api, milestone.mst_id, "Koordination")
  const provider = await newRole(api, project.pro_id, "Architektur")
  const receiver = await newRole(api, project.pro_id, "Bauherrschaft")
  const activity = await newActivity(api, process.prc_id, "Modell liefern", { provider: provider.rop_id, receiver: receiver.rop_id })
  const wall = created(await api.post("/1.2/profile/element_classes", { elc_pro_id: project.pro_id, elc_name: "Wand", elc_ifc: mappedIn("IfcWall") }), "class")
  const property = created(await api.post("/1.2/profile/properties", { pty_pro_id: project.pro_id, pty_name: "Feuerwiderstand", pty_datatype: "text" }), "property")
  const requirement = created(
    await api.post("/1.2/profile/requirements", { req_act_id: activity.act_id, req_elc_id: wall.elc_id, req_name: "Wände", req_facets: [] }),
    "requirement",
  )
  return { project, milestone, second, process, activity, wall, property, requirement }
}

