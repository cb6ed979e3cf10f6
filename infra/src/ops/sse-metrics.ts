/**
 * @module Open live streams (`bimp_sse_subscribers`): the subscribers of this process's live hub
 * (query-service/src/live/live-hub.ts), read at scrape time.
 */
import type { Registry } from "prom-client"
import { metricsRegistry } from "./metrics"
import { scrapedGauge } from "./scraped-gauge"

export const sseSubscribersGauge = (hub: { readonly listenerCount: number }, registry: Registry = metricsRegistry) =>
  scrapedGauge({
    registry,
    name: "bimp_sse_subscribers",
    help: "Live update streams (GET /1.2/live) open on this process",
    read: (gauge) => gauge.set(hub.listenerCount),
  })
