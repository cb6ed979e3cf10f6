/**
 * @module A gauge whose values are read when Prometheus scrapes (a count in the database, the subscribers
 * of a hub) instead of being kept up to date on every change.
 *
 * A process registers such a gauge for the thing it runs; a second one of the same name (a test starting
 * a second stack in one process) replaces the first, and `remove()` takes it out again when the thing stops.
 * A reading that fails (the database is down) gives no stale value: the series are left out, or NaN for a
 * gauge without labels (whose single series prom-client always writes).
 */
import { Gauge, type Registry } from "prom-client"

export type ScrapedGauge<L extends string> = {
  readonly gauge: Gauge<L>
  /** Unregisters the gauge, unless another one of its name replaced it meanwhile. */
  remove(): void
}

export type ScrapedGaugeConfig<L extends string> = {
  readonly registry: Registry
  readonly name: string
  readonly help: string
  readonly labelNames?: readonly L[]
  /** Sets the gauge's values (after a reset); rejects when they cannot be read. */
  readonly read: (gauge: Gauge<L>) => Promise<void> | void
}

export const scrapedGauge = <L extends string = never>({ registry, name, help, labelNames = [], read }: ScrapedGaugeConfig<L>): ScrapedGauge<L> => {
  if (registry.getSingleMetric(name)) registry.removeSingleMetric(name)
  const gauge: Gauge<L> = new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      gauge.reset()
      try {
        await read(gauge)
      } catch {
        gauge.reset()
        // A gauge without labels always has its one series (0 after a reset): NaN says "unknown", 0 would say "fine".
        if (labelNames.length === 0) (gauge as unknown as Gauge).set(Number.NaN)
      }
    },
  })
  return {
    gauge,
    remove() {
      if (registry.getSingleMetric(name) === gauge) registry.removeSingleMetric(name)
    },
  }
}
