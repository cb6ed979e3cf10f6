import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fromCloudEvent, NotACloudEvent, toCloudEvent, type LoggedEvent } from "./cloud-event"

const stored = (overrides: Partial<LoggedEvent> = {}): LoggedEvent => ({
  globalPosition: 42,
  streamId: "project-7",
  streamVersion: 3,
  type: "MilestoneCreated",
  schemaVersion: 2,
  data: { milestoneId: 5, name: "Planung" },
  metadata: { eventId: "0b0f7c1e-1f4e-4bb0-9a57-3f0b0c1d2e3f", userId: 11, correlationId: "c-1", causationId: "c-0", occurredAt: "2026-11-27T10:00:00.000Z" },
  recordedAt: "2026-11-27T10:00:00.123Z",
  ...overrides,
})

describe("the CloudEvents envelope of an event", () => {
  it("carries the required attributes, the stream as subject and the positions as extensions", () => {
    const event = toCloudEvent(stored(), 41, "https://bim.example.ch/")
    expect(event).toMatchObject({
      specversion: "1.0",
      type: "ch.bimprofile.MilestoneCreated",
      source: "/bimprofile/project-7",
      id: "0b0f7c1e-1f4e-4bb0-9a57-3f0b0c1d2e3f",
      subject: "project-7",
      time: "2026-11-27T10:00:00.000Z",
      datacontenttype: "application/json",
      dataschema: "https://bim.example.ch/1.2/schemas/events/MilestoneCreated/v2.json",
      bimpposition: 42,
      bimpprevposition: 41,
      bimpstreamversion: 3,
      bimpschemaversion: 2,
      bimpcorrelationid: "c-1",
      bimpcausationid: "c-0",
      bimpuserid: 11,
    })
    // Extension names: lower-case letters and digits only (CloudEvents 1.0 §3.1.1).
    for (const name of Object.keys(event)) expect(name).toMatch(/^[a-z0-9]+$/)
  })

  it("publishes only whitelisted metadata: anything else added to the metadata never leaves the store", () => {
    const event = toCloudEvent(stored({ metadata: { ...stored().metadata, accessToken: "secret-token", ip: "10.0.0.1" } }), 41, "")
    expect(JSON.stringify(event)).not.toContain("secret-token")
    expect(JSON.stringify(event)).not.toContain("10.0.0.1")
  })

  it("identifies an event without an event id by its stream and version, and dates it by its recording", () => {
    const event = toCloudEvent(stored({ metadata: {} }), 0, "")
    expect(event.id).toBe("project-7@3")
    expect(event.time).toBe("2026-11-27T10:00:00.123Z")
    expect(event).not.toHaveProperty("bimpuserid")
  })

  it("reads back what it wrote, through JSON, for any event", () => {
    fc.assert(
      fc.property(
        fc.record({
          globalPosition: fc.integer({ min: 1, max: 2 ** 40 }),
          streamId: fc.constantFrom("project-1", "user-9", "organisation-3"),
          streamVersion: fc.integer({ min: 1, max: 10_000 }),
          type: fc.constantFrom("ProjectCreated", "UserRegistered", "RequirementAdded"),
          schemaVersion: fc.integer({ min: 1, max: 4 }),
          data: fc.jsonValue(),
          userId: fc.integer({ min: 0, max: 1_000 }),
        }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        ({ userId, ...event }, prev) => {
          const logged: LoggedEvent = { ...event, metadata: { userId, occurredAt: "2026-01-01T00:00:00.000Z" }, recordedAt: "2026-01-01T00:00:01.000Z" }
          const back = fromCloudEvent(JSON.parse(JSON.stringify(toCloudEvent(logged, prev, "http://x"))))
          expect(back).toMatchObject({ globalPosition: event.globalPosition, prevPosition: prev, streamId: event.streamId, streamVersion: event.streamVersion, type: event.type, schemaVersion: event.schemaVersion, userId })
          expect(back.data).toEqual(JSON.parse(JSON.stringify(event.data ?? null)))
        },
      ),
    )
  })

  it("refuses messages of other producers or versions with the reason", () => {
    expect(() => fromCloudEvent("text")).toThrow(NotACloudEvent)
    expect(() => fromCloudEvent({ ...toCloudEvent(stored(), 41, ""), specversion: "0.3" })).toThrow(/specversion/)
    expect(() => fromCloudEvent({ ...toCloudEvent(stored(), 41, ""), type: "com.other.Thing" })).toThrow(/not of BIM Profile/)
    expect(() => fromCloudEvent({ ...toCloudEvent(stored(), 41, ""), bimpstreamversion: "3" })).toThrow(/bimpstreamversion/)
  })
})
