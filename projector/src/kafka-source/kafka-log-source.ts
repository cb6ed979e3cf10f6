/**
 * @module The log read from Kafka instead of the event table (`PROJECTOR_SOURCE=kafka`), for a projector that
 * feeds read models from the topic — the same runner, projections and checkpoint, so the read models are the
 * ones a projector of the table builds.
 *
 * The topic has several partitions (key = stream id), so messages of different streams arrive in no global
 * order. Each message names the position of the event published just before it (`bimpprevposition`): the
 * source buffers what arrives and hands the runner the chain that continues from its checkpoint, so the
 * projections see the log's order exactly. Duplicates (a relay re-publishing after a crash, a redelivery after
 * a restart) are dropped: an event at or below the checkpoint, whose (stream, version) is therefore applied,
 * or one already buffered.
 *
 * Kafka offsets are committed only for messages the runner's committed checkpoint covers, so a crash
 * re-delivers at most what was not projected yet.
 */
import { type ConsumedEvent, fromCloudEvent } from "@bimprofile/contracts/integration/cloud-event"
import type { EventConsumer, IncomingMessage } from "@bimprofile/infra/kafka/event-consumer"
import type { Logger } from "@bimprofile/infra/logger"
import { type LogPage, type LogSource, logPageOf } from "../storage/read-log"
import { PartitionOffsets } from "./partition-offsets"

export type KafkaLogSourceOptions = {
  readonly consumer: EventConsumer
  readonly log: Logger
  /** Buffered events above which partitions that are ahead pause (the one holding the next event never does). */
  readonly maxBuffered?: number
  /** How long the chain may stay broken, with events waiting, before the topic is read again from its start. */
  readonly gapTimeoutMs?: number
}

type Buffered = ConsumedEvent & { readonly partition: number }

export class KafkaLogSource implements LogSource {
  /** Arrived events by the position of the event before them: the chain is followed from the checkpoint. */
  private readonly byPrevious = new Map<number, Buffered>()
  private readonly offsets = new PartitionOffsets()
  private readonly listeners = new Set<() => void>()
  private readonly paused = new Set<number>()
  private checkpoint = 0
  private gapSince: number | undefined

  constructor(private readonly options: KafkaLogSourceOptions) {}

  /** Starts consuming; `checkpoint` is the runner's (0: a fresh or rebuilt read model reads the whole topic). */
  async start(checkpoint: number): Promise<void> {
    this.checkpoint = checkpoint
    await this.options.consumer.start((messages) => this.receive(messages))
    if (checkpoint === 0) await this.options.consumer.rewind()
  }

  async stop(): Promise<void> {
    await this.options.consumer.stop()
  }

  onArrival(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  get buffered(): number {
    return this.byPrevious.size
  }

  async read(afterPosition: number, limit: number): Promise<LogPage> {
    await this.projected(afterPosition)
    const chain: Buffered[] = []
    for (let next = this.byPrevious.get(afterPosition); next && chain.length < limit; next = this.byPrevious.get(next.globalPosition)) chain.push(next)
    if (chain.length === 0) await this.watchForGap(afterPosition)
    else this.gapSince = undefined
    return logPageOf(chain, afterPosition)
  }

  /** Everything up to `position` is committed in the read models: forget it and commit its offsets. */
  private async projected(position: number): Promise<void> {
    if (position < this.checkpoint) return
    this.checkpoint = position
    for (const [previous, event] of this.byPrevious) if (event.globalPosition <= position) this.byPrevious.delete(previous)
    const commits = this.offsets.settle(position)
    if (commits.size > 0) await this.options.consumer.commit(commits)
    this.resumeWhenDrained()
  }

  private receive(messages: readonly IncomingMessage[]): Promise<void> {
    for (const message of messages) {
      let event: ConsumedEvent
      try {
        event = fromCloudEvent(JSON.parse(message.value ?? "null"))
      } catch (error) {
        // Not one of ours (another producer on the topic): it is not part of the chain either.
        this.options.log.warn("skipping a message that is not a BIM Profile event", { partition: message.partition, offset: message.offset, error: String(error) })
        this.offsets.arrived(message.partition, message.offset, 0)
        continue
      }
      this.offsets.arrived(message.partition, message.offset, event.globalPosition)
      if (event.globalPosition <= this.checkpoint || this.byPrevious.has(event.prevPosition)) continue
      this.byPrevious.set(event.prevPosition, { ...event, partition: message.partition })
    }
    this.pauseWhenFull()
    for (const listener of this.listeners) listener()
    return Promise.resolve()
  }

  /**
   * Within a partition positions only grow, so a partition with events waiting cannot hold the missing next
   * one: when the buffer is full, exactly those pause, and the partition that holds it keeps being read.
   */
  private pauseWhenFull(): void {
    if (this.byPrevious.size <= (this.options.maxBuffered ?? 100_000)) return
    const waiting = new Set([...this.byPrevious.values()].map((event) => event.partition))
    const pause = [...waiting].filter((partition) => !this.paused.has(partition))
    for (const partition of pause) this.paused.add(partition)
    this.options.consumer.pause(pause)
  }

  private resumeWhenDrained(): void {
    if (this.paused.size === 0 || this.byPrevious.size > (this.options.maxBuffered ?? 100_000) / 2) return
    this.options.consumer.resume([...this.paused])
    this.paused.clear()
  }

  /**
   * Events wait but none continues the checkpoint: the missing ones may still be on their way from another
   * partition — or the group's committed offsets are past them (a read model restored to an older state).
   * After a while without progress the topic is read again from its start; duplicates are dropped.
   */
  private async watchForGap(afterPosition: number): Promise<void> {
    if (this.byPrevious.size === 0) {
      this.gapSince = undefined
      return
    }
    const now = Date.now()
    this.gapSince ??= now
    if (now - this.gapSince < (this.options.gapTimeoutMs ?? 10_000)) return
    this.options.log.warn("the events after the checkpoint did not arrive: reading the topic from its start", { checkpoint: afterPosition, waiting: this.byPrevious.size })
    this.gapSince = undefined
    this.offsets.clear()
    await this.options.consumer.rewind()
  }
}
