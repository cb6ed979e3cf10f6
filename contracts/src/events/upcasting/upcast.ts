/**
 * @module The registry of upcasters and the one function that applies it: a stored event of
 * `(type, schemaVersion)` is carried step by step to the current version of its type before anyone decodes
 * it (the model is Emmett's `upcastRecordedMessages`). The event store calls `upcastEvents` on every read
 * and writes new events with `currentSchemaVersion`, so no reader ever sees an old shape.
 */
import type { Upcaster } from "./upcaster"

/** type → stored version → the step from it. */
export type UpcasterRegistry = ReadonlyMap<string, ReadonlyMap<number, Upcaster>>

/** What a step needs of a stored event; the rest of the event is kept as it is. */
export type Versioned = { readonly type: string; readonly schemaVersion: number; readonly data?: unknown }

/** The registry of these upcasters; each type's steps must run from one version to the next without gaps. */
export const upcasterRegistry = (upcasters: readonly Upcaster[]): UpcasterRegistry => {
  const registry = new Map<string, Map<number, Upcaster>>()
  for (const upcaster of upcasters) {
    let steps = registry.get(upcaster.type)
    if (!steps) registry.set(upcaster.type, (steps = new Map()))
    if (steps.has(upcaster.fromVersion)) throw new Error(`two upcasters for ${upcaster.type} version ${upcaster.fromVersion}`)
    steps.set(upcaster.fromVersion, upcaster)
  }
  for (const [type, steps] of registry) {
    const versions = [...steps.keys()].sort((a, b) => a - b)
    if (versions.some((v, i) => !Number.isInteger(v) || v < 1 || (i > 0 && v !== versions[i - 1]! + 1)))
      throw new Error(`the upcasters of ${type} must go from one version to the next without gaps: ${versions.join(", ")}`)
  }
  return registry
}

/** The version new events of `type` are written with: one past its last upcaster, 1 without any. */
export const currentSchemaVersion = (registry: UpcasterRegistry, type: string): number => {
  const steps = registry.get(type)
  if (!steps) return 1
  let latest = 0
  for (const version of steps.keys()) if (version > latest) latest = version
  return latest + 1
}

/** The event in the current version of its type; the very same object when no step applies. */
export const upcastEvent = <E extends Versioned>(registry: UpcasterRegistry, event: E): E => {
  const steps = registry.get(event.type)
  if (steps === undefined) return event
  let version = event.schemaVersion
  let data = event.data
  for (let step = steps.get(version); step !== undefined; step = steps.get(version)) {
    data = step.upcast(data)
    version = step.fromVersion + 1
  }
  return version === event.schemaVersion ? event : { ...event, schemaVersion: version, data }
}

/**
 * Every event of a freshly read list in its current version, replaced in place. Without any upcaster (the
 * common case) nothing is looked at: a rebuild pays nothing for the seam.
 */
export const upcastEvents = <E extends Versioned>(registry: UpcasterRegistry, events: E[]): E[] => {
  if (registry.size === 0) return events
  for (let i = 0; i < events.length; i++) events[i] = upcastEvent(registry, events[i]!)
  return events
}
