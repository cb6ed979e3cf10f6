/**
 * The contract of the Kafka topic as a downstream system reads it (docs/kafka.md, "Event schemas and
 * AsyncAPI"): GET /1.2/asyncapi.json is a valid AsyncAPI 3.0.0 document with a message for every event type
 * of the contracts, each type's data schema is served at the URL its CloudEvents name, and real events of a
 * running stack — and generated project histories — are valid against what is served. A schema refuses an
 * event that lacks a required field, so these checks can fail.
 */
import specs from "@asyncapi/specs"
import { EVENTS_TOPIC, toCloudEvent, type LoggedEvent } from "@bimprofile/contracts/integration/cloud-event"
import { projectEventTypes, projectStreamId } from "@bimprofile/contracts/events/project/project-event"
import { organisationEventTypes, userEventTypes } from "@bimprofile/contracts/events/identity/identity-event"
import { publishedEvents } from "@bimprofile/contracts/integration/published-events"
import { generateProjectHistories } from "@bimprofile/projector/testing/generate-project-histories"
import Ajv from "ajv"
import addFormats from "ajv-formats"
import fc from "fast-check"
import { beforeAll, describe, expect, it } from "vitest"
import { LIST_KINDS, newList, newListItem } from "../support/list-fixtures"
import { newActivity, newMilestone, newProcess, newProject, newRole } from "../support/profile-fixtures"
import { useTestStack } from "../support/use-test-stack"
import { eventValidators, type EventValidators } from "./asyncapi/event-validators"

const running = useTestStack()
let validators: EventValidators
const contractTypes = [...projectEventTypes, ...userEventTypes, ...organisationEventTypes]

const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
const INVITED_EMAIL = `kafka.leser.${Date.now()}@example.ch`

/** Commands of many kinds: a project with its plan and catalogue, a user with a picture, an organisation. */
const runCommands = async () => {
  const { api } = running
  const project = await newProject(api)
  const role = await newRole(api, project.pro_id)
  const milestone = await newMilestone(api, project.phases.planung)
  const process = await newProcess(api, milestone.mst_id)
  const activity = await newActivity(api, process.prc_id, "Lieferung", { provider: role.rop_id, receiver: role.rop_id })
  expect((await api.patch(`/1.2/profile/milestones/${milestone.mst_id}`, { mst_name: "Umbenannt", mst_desc: "Beschreibung" })).status).toBe(200)
  const elementClass = await api.post("/1.2/profile/element_classes", { elc_pro_id: project.pro_id, elc_name: "Wand", elc_ifc: [{ ifc_version: "IFC4", entity: "IfcWall" }] })
  expect(elementClass.status, JSON.stringify(elementClass.body)).toBe(201)
  const property = await api.post("/1.2/profile/properties", { pty_pro_id: project.pro_id, pty_name: "FireRating", pty_ifc: [{ ifc_version: "IFC4", pset: "Pset_WallCommon", property: "FireRating", data_type: "IfcLabel" }] })
  expect(property.status, JSON.stringify(property.body)).toBe(201)
  expect((await api.post(`/1.2/profile/element_classes/${elementClass.body.elc_id}/properties`, { pty_id: property.body.pty_id })).status).toBe(201)
  expect((await api.post("/1.2/profile/value_lists", { vls_pro_id: project.pro_id, vls_name: "Feuerwiderstand" })).status).toBe(201)
  const requirement = await api.post("/1.2/profile/requirements", { req_act_id: activity.act_id, req_name: "Türen", req_applicability: [{ facet: "entity", name: { simple: "IFCDOOR" }, predefined_type: null }] })
  expect(requirement.status, JSON.stringify(requirement.body)).toBe(201)
  for (const kind of LIST_KINDS) await newListItem(api, kind, await newList(api, kind, project.pro_id))
  expect((await api.post(`/1.2/profile/projects/${project.pro_id}/versions`, { ver_title: "Erste" })).status).toBe(201)
  const invited = await api.post("/1.2/user/users", { usr_email: INVITED_EMAIL, usr_name: "Leser", usr_name_first: "Kafka" })
  expect(invited.status, JSON.stringify(invited.body)).toBe(201)
  const picture = await api.patch(`/1.2/user/users/${running.stack.admin.userId}/img`, { usr_image_url: `data:image/png;base64,${PNG_BASE64}` })
  expect(picture.status, JSON.stringify(picture.body)).toBe(200)
  const organisation = await api.post("/1.2/user/organisations", { org_name: `Planungsbüro ${Date.now()}` })
  expect(organisation.status, JSON.stringify(organisation.body)).toBe(201)
  expect((await api.delete(`/1.2/profile/processes/${process.prc_id}`)).status).toBe(200)
}

/** Every stored event as the relay publishes it: upcast by the store, mapped with `toCloudEvent`, through JSON. */
const publishedLog = async () => {
  const events = await running.stack.db.store.readAll(0, 100_000)
  let previous = 0
  return events.map((event) => {
    const envelope = toCloudEvent(event, previous, running.baseUrl)
    previous = event.globalPosition
    return JSON.parse(JSON.stringify(envelope))
  })
}

beforeAll(async () => {
  validators = await eventValidators(running.baseUrl)
})

describe("the AsyncAPI document", () => {
  it("is valid against the official AsyncAPI 3.0.0 JSON Schema", () => {
    // The official schema bundles the draft-07 meta-schema itself: Ajv must not add its own copy.
    const ajv = new Ajv({ allErrors: true, strict: false, meta: false, validateSchema: false })
    addFormats(ajv)
    const validate = ajv.compile(specs.schemas["3.0.0"] as Record<string, unknown>)
    expect(validate(validators.document), JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toBe(true)
    // The same validator refuses a broken document: the check has teeth.
    const broken = structuredClone(validators.document)
    broken.operations.receiveEvents.action = "listen"
    expect(validate(broken)).toBe(false)
  })

  it("describes the topic: one channel with a message for every event type of the contracts, received by consumers, keyed by stream id", () => {
    const doc = validators.document
    expect(doc.asyncapi).toBe("3.0.0")
    expect(doc.defaultContentType).toBe("application/cloudevents+json")
    const channel = doc.channels[EVENTS_TOPIC]
    expect(channel.address).toBe(EVENTS_TOPIC)
    expect(channel.bindings.kafka.topic).toBe(EVENTS_TOPIC)
    expect(Object.keys(channel.messages).sort()).toEqual([...contractTypes].sort())
    const operation = doc.operations.receiveEvents
    expect(operation.action).toBe("receive")
    expect(operation.channel.$ref).toBe(`#/channels/${EVENTS_TOPIC}`)
    expect(operation.messages).toHaveLength(contractTypes.length)
    for (const type of contractTypes) {
      const message = doc.components.messages[type]
      expect(message.contentType, type).toBe("application/cloudevents+json")
      expect(message.bindings.kafka.key.type, type).toBe("string")
      expect(doc.components.schemas[type], `${type} data schema`).toBeDefined()
    }
    // What consumers rely on is said: order per stream, at-least-once with its dedupe key, only current versions.
    expect(doc.info.description).toContain("(`subject`, `bimpstreamversion`)")
    expect(doc.info.description).toMatch(/At least once/)
    expect(doc.info.description).toMatch(/Only current schema versions/)
    expect(doc.info.description).toMatch(/one partition, in stream order/)
  })
})

describe("the event schemas", () => {
  it("are served for every event type at its current version, compile in draft 2020-12 and draft-07, and equal the AsyncAPI document's", async () => {
    const strict07 = new Ajv({ strict: true })
    for (const event of publishedEvents) {
      const url = `${running.baseUrl}/1.2/schemas/events/${event.type}/v${event.version}.json`
      const answer = await running.api.get(url.slice(running.baseUrl.length))
      expect(answer.status, url).toBe(200)
      expect(answer.headers.get("content-type")).toContain("application/json")
      const { $schema, title, description, ...schema } = answer.body
      expect($schema).toBe("https://json-schema.org/draft/2020-12/schema")
      expect(title).toBe(`${event.type} v${event.version}`)
      expect(description).toEqual(expect.any(String))
      expect(schema, event.type).toEqual(validators.document.components.schemas[event.type])
      await validators.dataSchema(url)
      expect(() => strict07.compile(schema), event.type).not.toThrow()
    }
  })

  it("are open without a token, like the OpenAPI document", async () => {
    for (const path of ["/1.2/asyncapi.json", "/1.2/schemas/events/ProjectCreated/v1.json"]) {
      const answer = await fetch(running.baseUrl + path)
      expect(answer.status, path).toBe(200)
    }
  })

  it("answer 404 for an unknown type or a version that is not published, 400 for a malformed one", async () => {
    const problem = async (path: string, status: number, code: string) => {
      const answer = await running.api.get(path)
      expect(answer.status, path).toBe(status)
      expect(answer.body, path).toMatchObject({ internal_code: code, message: expect.any(String) })
    }
    const milestoneCreated = publishedEvents.find((e) => e.type === "MilestoneCreated")!
    expect(milestoneCreated.version, "MilestoneCreated has an older version").toBeGreaterThan(1)
    await problem("/1.2/schemas/events/NoSuchEvent/v1.json", 404, "NOT_FOUND")
    await problem("/1.2/schemas/events/ProjectCreated/v2.json", 404, "NOT_FOUND")
    await problem(`/1.2/schemas/events/MilestoneCreated/v${milestoneCreated.version - 1}.json`, 404, "NOT_FOUND")
    await problem("/1.2/schemas/events/projectCreated/v1.json", 400, "VALIDATION")
    await problem("/1.2/schemas/events/Project%20Created/v1.json", 400, "VALIDATION")
    await problem("/1.2/schemas/events/ProjectCreated/v0.json", 400, "VALIDATION")
    await problem("/1.2/schemas/events/ProjectCreated/vx.json", 400, "VALIDATION")
    await problem("/1.2/schemas/events/ProjectCreated/v01.json", 400, "VALIDATION")
    await problem("/1.2/schemas/events/ProjectCreated/v1.xml", 400, "VALIDATION")
    await problem("/1.2/schemas/events/ProjectCreated/v99999999999999999999.json", 400, "VALIDATION")
  })

  it("describe sealed personal fields as opaque seals", () => {
    const sealed = validators.document.components.schemas.UserRegistered.properties.personal
    expect(sealed).toMatchObject({ title: "Sealed", type: "string" })
    expect(sealed.description).toMatch(/crypto-shredding/)
    const image = validators.document.components.schemas.UserImageChanged.properties.image
    expect(image.anyOf).toEqual(expect.arrayContaining([sealed, { type: "null" }]))
  })
})

describe("events of a running stack", () => {
  it("are valid against the served envelope and their dataschema, and carry no personal data in clear", async () => {
    await runCommands()
    const log = await publishedLog()
    const problems = (await Promise.all(log.map((event) => validators.check(event)))).flat()
    expect(problems).toEqual([])
    const types = new Set(log.map((event) => event.type.replace("ch.bimprofile.", "")))
    for (const type of ["ProjectCreated", "MilestoneRenamed", "RequirementAdded", "UserRegistered", "UserImageChanged", "OrganisationCreated", "ProcessDeleted"])
      expect(types, type).toContain(type)
    expect(types.size).toBeGreaterThan(30)
    // Each event's dataschema is a URL of this service that names its type and current version.
    const registered = log.find((event) => event.type === "ch.bimprofile.UserRegistered" && event.subject !== `user-${running.stack.admin.userId}`)
    expect(registered.dataschema).toBe(`${running.baseUrl}/1.2/schemas/events/UserRegistered/v1.json`)
    expect(JSON.stringify(log)).not.toContain(INVITED_EMAIL)
    expect(JSON.stringify(log)).not.toContain(PNG_BASE64)
  })

  it("an event without a required field, of the wrong stream or of another version is refused", async () => {
    const log = await publishedLog()
    const created = log.find((event) => event.type === "ch.bimprofile.ProjectCreated")
    expect(await validators.check(created)).toEqual([])
    const { name: _name, ...withoutName } = created.data
    // Refused twice: by the AsyncAPI message (envelope with the type's data) and by the data schema of its dataschema URL.
    expect(await validators.check({ ...created, data: withoutName })).toEqual([
      expect.stringMatching(/^ProjectCreated envelope\/data must have required property 'name'/),
      expect.stringMatching(/^ProjectCreated data must have required property 'name'/),
    ])
    const { bimpstreamversion: _version, ...withoutVersion } = created
    expect((await validators.check(withoutVersion)).join()).toMatch(/bimpstreamversion/)
    expect((await validators.check({ ...created, subject: "user-1" })).join()).toMatch(/subject/)
    expect((await validators.check({ ...created, bimpschemaversion: 2 })).join()).toMatch(/bimpschemaversion/)
    const registered = log.find((event) => event.type === "ch.bimprofile.UserRegistered")
    expect((await validators.check({ ...registered, data: { ...registered.data, personal: "max@example.ch" } })).join()).toMatch(/personal/)
  })

  it("every generated project history maps to valid CloudEvents (property)", async () => {
    const asLogged = (seed: number): LoggedEvent[] => {
      let position = 0
      const versions = new Map<number, number>()
      return generateProjectHistories({ projects: 2, events: 120, seed, firstId: 1_000_000 }).flatMap((command) =>
        command.events.map((event) => {
          const version = (versions.get(command.projectId) ?? 0) + 1
          versions.set(command.projectId, version)
          const schemaVersion = publishedEvents.find((e) => e.type === event.type)!.version
          return {
            globalPosition: ++position,
            streamId: projectStreamId(command.projectId),
            streamVersion: version,
            type: event.type,
            schemaVersion,
            data: event.data,
            metadata: { eventId: `${seed}-${position}`, userId: command.userId, occurredAt: command.occurredAt },
            recordedAt: command.occurredAt,
          }
        }),
      )
    }
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        let previous = 0
        for (const event of asLogged(seed)) {
          const envelope = JSON.parse(JSON.stringify(toCloudEvent(event, previous, running.baseUrl)))
          previous = event.globalPosition
          expect(await validators.check(envelope), `seed ${seed}, ${event.type}`).toEqual([])
        }
      }),
      { numRuns: 20 },
    )
  })
})
