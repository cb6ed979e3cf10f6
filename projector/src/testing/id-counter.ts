/** @module Ids of simulated projects (project-simulation.ts). */
import type { ListIdKind } from "@bimprofile/contracts/catalogue/list-kinds"

export type IdKind = "project" | "phase" | "milestone" | "process" | "activity" | "role" | "element_class" | "element_type" | "property" | "value_list" | "value_list_item" | "requirement" | "document" | "version" | ListIdKind

/** Ids per kind, counting up from `first`: unique across all simulated projects, as sequences make them. */
export class IdCounter {
  private readonly last = new Map<IdKind, number>()
  constructor(private readonly first: number) {}
  next(kind: IdKind): number {
    const id = (this.last.get(kind) ?? this.first - 1) + 1
    this.last.set(kind, id)
    return id
  }
}
