/**
 * @module Events appended by this process (`bimp_events_appended_total`, by event type): the append rate
 * of the write side. Counted after the append committed, through the database's `onAppended` hook
 * (infra/src/database.ts), which the processes that write set to `countAppendedEvents`.
 */
import { Counter } from "prom-client"
import type { NewEvent } from "../event-store/event-store"
import { metricsRegistry } from "./metrics"

export const eventsAppended = new Counter({
  name: "bimp_events_appended_total",
  help: "Events appended to the log by this process, by event type",
  labelNames: ["type"] as const,
  registers: [metricsRegistry],
})

export const countAppendedEvents = (events: readonly Pick<NewEvent, "type">[]): void => {
  const perType = new Map<string, number>()
  for (const { type } of events) perType.set(type, (perType.get(type) ?? 0) + 1)
  for (const [type, count] of perType) eventsAppended.inc({ type }, count)
}
