import { toCloudEvent } from "@bimprofile/contracts/integration/cloud-event"
import type { EventConsumer, IncomingMessage } from "@bimprofile/infra/kafka/event-consumer"
import type { Logger } from "@bimprofile/infra/logger"
import { describe, expect, it } from "vitest"
import { KafkaLogSource } from "./kafka-log-source"

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }

/** A consumer whose messages the test hands in; it records commits, pauses and rewinds. */
const fakeConsumer = () => {
  let handler: ((messages: readonly IncomingMessage[]) => Promise<void>) | undefined
  const seen = { commits: [] as Map<number, string>[], paused: [] as number[][], resumed: [] as number[][], rewinds: 0 }
  const consumer: EventConsumer = {
    start: async (h) => void (handler = h),
    commit: async (offsets) => void seen.commits.push(new Map(offsets)),
    rewind: async () => void (seen.rewinds += 1),
    pause: (partitions) => void seen.paused.push([...partitions]),
    resume: (partitions) => void seen.resumed.push([...partitions]),
    stop: async () => {},
  }
  return { consumer, seen, deliver: (messages: IncomingMessage[]) => handler!(messages) }
}

/** Event n of project stream s (positions 1…N, previous = n - 1), as the relay publishes it. */
const message = (partition: number, offset: number, position: number, stream: number, version: number): IncomingMessage => ({
  partition,
  offset: String(offset),
  key: `project-${stream}`,
  value: JSON.stringify(
    toCloudEvent(
      { globalPosition: position, streamId: `project-${stream}`, streamVersion: version, type: "ProjectRenamed", schemaVersion: 1, data: { projectId: stream, name: `n${position}` }, metadata: { userId: 1 }, recordedAt: "2026-11-27T00:00:00.000Z" },
      position - 1,
      "",
    ),
  ),
})

describe("the log read from Kafka", () => {
  it("hands out the log's order across partitions, whatever order the partitions arrive in, and drops duplicates", async () => {
    const { consumer, deliver } = fakeConsumer()
    const source = new KafkaLogSource({ consumer, log: quiet })
    await source.start(0)
    // Stream 1 (positions 1, 3, 5) on partition 0, stream 2 (2, 4) on partition 1; partition 1 arrives first.
    await deliver([message(1, 0, 2, 2, 1), message(1, 1, 4, 2, 2)])
    expect((await source.read(0, 100)).read).toBe(0)
    await deliver([message(0, 0, 1, 1, 1), message(0, 1, 3, 1, 2), message(0, 2, 5, 1, 3), message(0, 3, 3, 1, 2)])
    const page = await source.read(0, 100)
    expect(page.events.map((event) => event.position)).toEqual([1, 2, 3, 4, 5])
    expect(page.lastPosition).toBe(5)
    expect((await source.read(0, 2)).events.map((event) => event.position)).toEqual([1, 2])
  })

  it("commits a partition's offsets only up to what the read models hold", async () => {
    const { consumer, seen, deliver } = fakeConsumer()
    const source = new KafkaLogSource({ consumer, log: quiet })
    await source.start(0)
    await deliver([message(0, 10, 1, 1, 1), message(0, 11, 3, 1, 2), message(1, 20, 2, 2, 1)])
    await source.read(0, 100)
    expect(seen.commits).toEqual([])
    await source.read(2, 100)
    expect(seen.commits).toEqual([new Map([[0, "11"], [1, "21"]])])
    await source.read(3, 100)
    expect(seen.commits.at(-1)).toEqual(new Map([[0, "12"]]))
    expect(source.buffered).toBe(0)
  })

  it("pauses the partitions that are ahead when the buffer is full, never the one the next event comes from", async () => {
    const { consumer, seen, deliver } = fakeConsumer()
    const source = new KafkaLogSource({ consumer, log: quiet, maxBuffered: 2 })
    await source.start(0)
    await deliver([message(1, 0, 2, 2, 1), message(1, 1, 4, 2, 2), message(2, 0, 5, 3, 1)])
    expect(seen.paused).toEqual([[1, 2]])
    await deliver([message(0, 0, 1, 1, 1), message(0, 1, 3, 1, 2)])
    expect((await source.read(0, 100)).lastPosition).toBe(5)
    // Once projected, the buffer drains and every paused partition reads again.
    await source.read(5, 100)
    expect(seen.resumed.flat().sort()).toEqual([0, 1, 2])
  })

  it("reads the topic again from its start when the events after the checkpoint never come", async () => {
    const { consumer, seen, deliver } = fakeConsumer()
    const source = new KafkaLogSource({ consumer, log: quiet, gapTimeoutMs: 0 })
    await source.start(3)
    await deliver([message(0, 7, 9, 1, 5)])
    await source.read(3, 100)
    await source.read(3, 100)
    expect(seen.rewinds).toBeGreaterThan(0)
  })
})
