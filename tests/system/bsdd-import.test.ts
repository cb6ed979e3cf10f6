/**
 * The bSDD import against the running stack (issue 9): a dictionary in bSDD's JSON import model as the body
 * of POST /1.2/profile/projects/{id}/bsdd becomes a job; when it completes, the project has the element
 * classes (with their bSDD URIs and IFC mappings), the properties with their value lists, the classes'
 * properties and the classification system; the same file again changes nothing; a file that is no
 * dictionary fails its job with the reason and stores nothing; another media type, an unknown project and
 * a reader are refused.
 */
import { beforeAll, describe, expect, it } from "vitest"
import { invitePerson, type Person } from "../support/people"
import { list, newProject, one } from "../support/profile-fixtures"
import { finishedJob } from "../support/jobs"
import { useMailingStack } from "../support/mailing-stack"
import { type ApiClient } from "../support/stack"

const { inbox, stack } = useMailingStack()
let reader: Person

beforeAll(async () => {
  reader = await invitePerson(stack.api, inbox, { name: "Leserin" })
})

const dictionary = {
  OrganizationCode: "bimprofile",
  DictionaryCode: "tueren",
  DictionaryName: "Türen und Wände",
  DictionaryVersion: "2.1",
  LanguageIsoCode: "de-CH",
  Classes: [
    { Code: "T", Name: "Tür", ClassType: "Class", RelatedIfcEntityNamesList: ["IfcDoor"], ClassProperties: [{ PropertyCode: "FR", PropertySet: "Pset_DoorCommon" }, { PropertyCode: "RC", PropertySet: "Pset_DoorCommon" }] },
    { Code: "T.B", Name: "Brandschutztür", ParentClassCode: "T", RelatedIfcEntityNamesList: ["IfcDoor"], ClassProperties: [{ PropertyCode: "FR", PropertySet: "Pset_DoorCommon" }] },
    { Code: "W", Name: "Wand", RelatedIfcEntityNamesList: ["IfcWall"], ClassProperties: [{ PropertyCode: "FR", PropertySet: "Pset_WallCommon" }] },
  ],
  Properties: [
    { Code: "FR", Name: "FireRating", Definition: "Feuerwiderstand nach VKF", DataType: "String", AllowedValues: [{ Code: "EI30", Value: "EI 30" }, { Code: "EI60", Value: "EI 60" }] },
    { Code: "RC", Name: "SecurityRating", DataType: "String", AllowedValues: [{ Code: "RC2", Value: "RC2" }, { Code: "RC3", Value: "RC3" }] },
  ],
  SomethingElse: { ignored: true },
}

const importing = (api: ApiClient, projectId: number, body: unknown, type = "application/json") =>
  api.call("POST", `/1.2/profile/projects/${projectId}/bsdd`, typeof body === "string" ? body : JSON.stringify(body), { "Content-Type": type })

const finished = (jobId: number) => finishedJob(stack.api, jobId)

describe("a bSDD dictionary imported into a project", () => {
  it("becomes classes, properties with value lists, the classes' properties and a classification; the same file again changes nothing", async () => {
    const project = await newProject(stack.api)
    const submitted = await importing(stack.api, project.pro_id, dictionary)
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201)
    const job = await finished(submitted.body.job_id)
    expect(job).toMatchObject({ job_state: "completed", job_kind: "bsdd-import", job_result: { classes: 3, properties: 2, valueLists: 2, assignments: 3, classificationItems: 3 } })

    const classes = await list(stack.api, `/1.2/profile/element_classes?elc_pro_id=${project.pro_id}`)
    expect(classes.map((c) => c.elc_name)).toEqual(["Brandschutztür", "Tür", "Wand"])
    const door = classes.find((c) => c.elc_name === "Tür")
    expect(door.elc_uri).toBe("https://identifier.buildingsmart.org/uri/bimprofile/tueren/2.1/class/T")
    expect(door.elc_ifc.map((m: any) => m.entity)).toEqual(["IfcDoor", "IfcDoor", "IfcDoor"])
    expect(classes.find((c) => c.elc_name === "Brandschutztür").elc_parent_id).toBe(door.elc_id)
    const doorProperties = await list(stack.api, `/1.2/profile/element_classes/${door.elc_id}/properties`)
    expect(doorProperties.map((p) => p.property.pty_name).sort()).toEqual(["FireRating", "SecurityRating"])
    const properties = await list(stack.api, `/1.2/profile/properties?pty_pro_id=${project.pro_id}`)
    const fire = properties.find((p) => p.pty_name === "FireRating")
    expect(fire).toMatchObject({ pty_datatype: "enumeration", pty_concept: "predefined_property", pty_uri: "https://identifier.buildingsmart.org/uri/bimprofile/tueren/2.1/prop/FR" })
    expect((await one(stack.api, `/1.2/profile/value_lists/${fire.pty_vls_id}`)).vls_items.map((v: any) => v.vli_name)).toEqual(["EI 30", "EI 60"])
    const [system] = await list(stack.api, `/1.2/profile/classifications?cls_pro_id=${project.pro_id}`)
    expect(system).toMatchObject({ cls_name: "Türen und Wände", cls_edition: "2.1", cls_publisher: "bimprofile", cls_item_count: 3 })

    const again = await finished((await importing(stack.api, project.pro_id, dictionary)).body.job_id)
    expect(again.job_result).toMatchObject({ classes: 0, classesReused: 3, properties: 0, propertiesReused: 2, valueLists: 0 })
    expect(await list(stack.api, `/1.2/profile/element_classes?elc_pro_id=${project.pro_id}`)).toHaveLength(3)
    expect(await list(stack.api, `/1.2/profile/classifications?cls_pro_id=${project.pro_id}`)).toHaveLength(1)
  })

  it("a file that is no dictionary fails its job with the reason and stores nothing; other media, unknown projects and readers are refused", async () => {
    const project = await newProject(stack.api)
    const notJson = await finished((await importing(stack.api, project.pro_id, "{ das ist kein JSON")).body.job_id)
    expect(notJson.job_state).toBe("failed")
    expect(notJson.job_error).toMatch(/kein gültiges JSON/)
    const noCodes = await finished((await importing(stack.api, project.pro_id, { Classes: [] })).body.job_id)
    expect(noCodes.job_error).toMatch(/kein bSDD-Wörterbuch/)
    const orphan = await finished((await importing(stack.api, project.pro_id, { ...dictionary, Classes: [{ Code: "X", Name: "X", ParentClassCode: "Y" }] })).body.job_id)
    expect(orphan.job_error).toBe("Die Klasse «X» nennt die übergeordnete Klasse «Y», die das Wörterbuch nicht enthält.")
    expect(await list(stack.api, `/1.2/profile/element_classes?elc_pro_id=${project.pro_id}`)).toEqual([])
    expect(await list(stack.api, `/1.2/profile/properties?pty_pro_id=${project.pro_id}`)).toEqual([])

    const notAnObject = await importing(stack.api, project.pro_id, [dictionary])
    expect([notAnObject.status, notAnObject.body.internal_code]).toEqual([400, "VALIDATION"])
    expect(notAnObject.body.message).toMatch(/JSON-Objekt/)
    expect((await importing(stack.api, project.pro_id, "code,name", "text/csv")).status).toBe(415)
    expect((await importing(stack.api, 987_654_321, dictionary)).status).toBe(404)
    expect((await stack.api.post(`/1.2/profile/projects/${project.pro_id}/permissions`, { usr_email: reader.email, roles: ["read"] })).status).toBe(201)
    const refused = await importing(reader.api, project.pro_id, dictionary)
    expect(refused.status).toBe(401)
    expect(refused.body.internal_code).toBe("AUTH_PRO")
  })
})
