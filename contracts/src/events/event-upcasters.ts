/**
 * @module The product's upcasters: every older version of every event, each step declared beside its
 * event (e.g. `project/milestone-events.ts` exports `milestoneEventUpcasters`) and listed here. The event
 * store applies this registry on every read (infra `database.ts` passes it in), so the command side, the
 * projector and its rebuild, live updates and history all decode current shapes only.
 *
 * Empty while every event is still in its first version. To change an event's shape, see the README
 * ("Changing an event's shape").
 */
import { upcasterRegistry } from "./upcasting/upcast"

export const eventUpcasters = upcasterRegistry([])
