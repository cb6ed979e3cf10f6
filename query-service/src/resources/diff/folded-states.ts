/**
 * @module The folded states of the points diffs compare, kept in memory (least recently used dropped): what is
 * folded up to a point never changes, and a diff is often asked again with the same points (a version against
 * the working state, the client's side-by-side view paging back and forth).
 */
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import { foldPoint, type SnapshotPoint, snapshotSchema } from "@bimprofile/projector/as-of/snapshots"
import type { ProjectState } from "@bimprofile/projector/projections/project-state"

/** How many folded states are kept: a project's whole read models each, so a few. */
const DEFAULT_KEEP = 16

export class FoldedStates {
  private readonly states = new Map<string, Promise<ProjectState>>()

  constructor(
    private readonly store: Pick<EventStore, "readStreamsLean">,
    private readonly keep = DEFAULT_KEEP,
  ) {}

  /** The state at `point`, folded once (concurrent requests for the same point share the fold). */
  at(point: SnapshotPoint): Promise<ProjectState> {
    const key = snapshotSchema(point)
    const known = this.states.get(key)
    if (known) {
      // A Map iterates in insertion order: re-inserting marks it most recently used.
      this.states.delete(key)
      this.states.set(key, known)
      return known
    }
    const folding = foldPoint(this.store, point)
    this.states.set(key, folding)
    folding.catch(() => this.states.delete(key))
    while (this.states.size > this.keep) this.states.delete(this.states.keys().next().value!)
    return folding
  }
}
