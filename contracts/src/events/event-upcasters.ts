/**
 * @module The product's upcasters: every older version of every event, each step declared beside its
 * event (e.g. `project/milestone-events.ts` exports `milestoneEventUpcasters`) and listed here. The event
 * store applies this registry on every read (infra `database.ts` passes it in), so the command side, the
 * projector and its rebuild, live updates and history all decode current shapes only.
 *
 * To change an event's shape, see docs/event-versions.md ("Adding a version").
 */
import { activityEventUpcasters } from "./project/activity-events"
import { milestoneEventUpcasters } from "./project/milestone-events"
import { processEventUpcasters } from "./project/process-events"
import { upcasterRegistry } from "./upcasting/upcast"

// Version 2 of the structure events: the fact (where an item went) instead of the group's resulting order.
export const eventUpcasters = upcasterRegistry([...milestoneEventUpcasters, ...processEventUpcasters, ...activityEventUpcasters])
