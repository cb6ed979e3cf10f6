/**
 * @module A project's whole read-model state as of a point, folded in memory with the same pure projections
 * the runner applies (structure and catalogue): what time travel materialises for the query service's reads
 * and what a diff compares. "Now" and "then" differ only in how many events were folded.
 *
 * @example
 *   const state = foldProjectState(events) // the events of a project's stream (and its reference project's) up to a position
 *   state.structure.get(projectId)?.rm_milestones
 */
import { emptyProjectRows, foldEvents, type ProjectedEvent, type ProjectRows } from "../projection"
import { applyCatalogueChanges, catalogueChangesOf, catalogueDefinition, type CatalogueRows, emptyCatalogueRows } from "./catalogue"
import { projectStructure } from "./project-structure"

export type ProjectState = {
  /** Project id → its structure rows (the project, phases, milestones, processes, activities, roles). */
  readonly structure: Map<number, ProjectRows>
  /** The catalogue rows of every folded project (each row names its project). */
  readonly catalogue: CatalogueRows
  /** The position of the last folded event (0: none). */
  readonly position: number
}

export const emptyProjectState = (): ProjectState => ({ structure: new Map(), catalogue: emptyCatalogueRows(), position: 0 })

/** Folds `events` (in position order) onto `state` (a fresh one by default); returns it with its new position. */
export const foldProjectState = (events: Iterable<ProjectedEvent>, state: ProjectState = emptyProjectState()): ProjectState => {
  let position = state.position
  const folded: ProjectedEvent[] = []
  for (const event of events) {
    folded.push(event)
    if (catalogueDefinition.handles.has(event.type)) applyCatalogueChanges(state.catalogue, catalogueChangesOf(event))
    position = event.position
  }
  foldEvents(projectStructure, folded, state.structure)
  return { ...state, position }
}

/** The structure rows of one project in a state (empty rows when it did not exist then). */
export const structureOf = (state: ProjectState, projectId: number): ProjectRows => state.structure.get(projectId) ?? emptyProjectRows()
