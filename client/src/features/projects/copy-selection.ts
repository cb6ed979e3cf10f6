/**
 * @module Which phases, milestones and processes of the source a new project takes over (spec §7, the copy
 * payload's `pro_pha_nested`), as values. The user unchecks; everything is checked at first. The model keeps
 * the unchecked nodes, so a node the source gains while the form is open (a live update) starts checked. A node
 * counts as checked only while its parent does: unchecking a phase or milestone unchecks what it holds, and
 * checking a node checks its parents (a process is taken over with its milestone). Pure.
 */
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"

export type StructureProcess = { readonly id: number; readonly name: string }
export type StructureMilestone = { readonly id: number; readonly name: string; readonly processes: readonly StructureProcess[] }
export type StructurePhase = { readonly id: number; readonly code: string; readonly name: string; readonly milestones: readonly StructureMilestone[] }
export type Structure = readonly StructurePhase[]

export type NodeKind = "phase" | "milestone" | "process"
/** A node of the tree: its kind and id (ids are unique per kind only). */
export type NodeRef = { readonly kind: NodeKind; readonly id: number }

/** The unchecked nodes, as `kind:id` keys. */
export type CopySelection = ReadonlySet<string>
export const ALL_CHECKED: CopySelection = new Set()

const key = ({ kind, id }: NodeRef) => `${kind}:${id}`

/** The source's tree from the nested project read (`nested=phases-processes`). */
export const structureOf = (project: Pick<ProjectDto, "pro_pha_nested">): Structure =>
  (project.pro_pha_nested ?? []).map((phase) => ({
    id: phase.pha_id,
    code: phase.pha_phase_code_code,
    name: phase.pha_name,
    milestones: (phase.pha_mst_nested ?? []).map((milestone) => ({
      id: milestone.mst_id,
      name: milestone.mst_name,
      processes: (milestone.mst_prc_nested ?? []).map((process) => ({ id: process.prc_id, name: process.prc_name })),
    })),
  }))

/** A node with its ancestors, from the phase down. */
const pathTo = (structure: Structure, node: NodeRef): NodeRef[] | undefined => {
  for (const phase of structure) {
    const phaseRef = { kind: "phase", id: phase.id } as const
    if (node.kind === "phase" && node.id === phase.id) return [phaseRef]
    for (const milestone of phase.milestones) {
      const milestoneRef = { kind: "milestone", id: milestone.id } as const
      if (node.kind === "milestone" && node.id === milestone.id) return [phaseRef, milestoneRef]
      if (node.kind === "process" && milestone.processes.some((p) => p.id === node.id)) return [phaseRef, milestoneRef, node]
    }
  }
  return undefined
}

/** A node and everything below it. */
const subtree = (structure: Structure, node: NodeRef): NodeRef[] => {
  const milestonesBelow = (milestone: StructureMilestone): NodeRef[] => [
    { kind: "milestone", id: milestone.id },
    ...milestone.processes.map((p): NodeRef => ({ kind: "process", id: p.id })),
  ]
  if (node.kind === "process") return [node]
  if (node.kind === "milestone") {
    const milestone = structure.flatMap((phase) => phase.milestones).find((m) => m.id === node.id)
    return milestone ? milestonesBelow(milestone) : [node]
  }
  const phase = structure.find((p) => p.id === node.id)
  return phase ? [node, ...phase.milestones.flatMap(milestonesBelow)] : [node]
}

/** Whether a node is taken over: neither it nor any of its parents unchecked. */
export const isChecked = (structure: Structure, selection: CopySelection, node: NodeRef): boolean =>
  (pathTo(structure, node) ?? [node]).every((ref) => !selection.has(key(ref)))

/** Checked, but something below it is not: the checkbox shows a mixed state. */
export const isPartial = (structure: Structure, selection: CopySelection, node: NodeRef): boolean =>
  isChecked(structure, selection, node) && subtree(structure, node).some((ref) => selection.has(key(ref)))

/** Checks a node with all it holds and its parents, or unchecks it with all it holds. */
export const toggle = (structure: Structure, selection: CopySelection, node: NodeRef, checked: boolean): CopySelection => {
  const next = new Set(selection)
  const below = subtree(structure, node).map(key)
  if (!checked) for (const k of below) next.add(k)
  else for (const k of [...below, ...(pathTo(structure, node) ?? []).map(key)]) next.delete(k)
  return next
}

/** Everything checked, or nothing: the "all" and "none" actions. */
export const selectAll = (structure: Structure, checked: boolean): CopySelection =>
  checked ? ALL_CHECKED : new Set(structure.map((phase) => key({ kind: "phase", id: phase.id })))

/** Nothing of the source would be taken over: the form asks for at least one phase. */
export const isNothingChosen = (structure: Structure, selection: CopySelection) =>
  !structure.some((phase) => isChecked(structure, selection, { kind: "phase", id: phase.id }))

/** How many milestones and processes are taken over, of how many: the picker's summary. */
export const selectionCounts = (structure: Structure, selection: CopySelection) => {
  const milestones = structure.flatMap((phase) => phase.milestones)
  const processes = milestones.flatMap((milestone) => milestone.processes)
  return {
    phases: structure.filter((p) => isChecked(structure, selection, { kind: "phase", id: p.id })).length,
    phasesTotal: structure.length,
    milestones: milestones.filter((m) => isChecked(structure, selection, { kind: "milestone", id: m.id })).length,
    milestonesTotal: milestones.length,
    processes: processes.filter((p) => isChecked(structure, selection, { kind: "process", id: p.id })).length,
    processesTotal: processes.length,
  }
}

export type PhaseSelectionBody = {
  readonly pha_id: number
  readonly pha_mst_nested: readonly { readonly mst_id: number; readonly mst_prc_nested: readonly { readonly prc_id: number }[] }[]
}

/**
 * The copy payload's `pro_pha_nested`: null when everything is checked (the server then takes everything,
 * also what the source gained meanwhile), else exactly the checked phases, milestones and processes.
 */
export const selectionBody = (structure: Structure, selection: CopySelection): readonly PhaseSelectionBody[] | null => {
  const checked = (node: NodeRef) => isChecked(structure, selection, node)
  const nodes = allKeys(structure)
  if (![...selection].some((k) => nodes.has(k))) return null
  return structure
    .filter((phase) => checked({ kind: "phase", id: phase.id }))
    .map((phase) => ({
      pha_id: phase.id,
      pha_mst_nested: phase.milestones
        .filter((milestone) => checked({ kind: "milestone", id: milestone.id }))
        .map((milestone) => ({
          mst_id: milestone.id,
          mst_prc_nested: milestone.processes.filter((process) => checked({ kind: "process", id: process.id })).map((process) => ({ prc_id: process.id })),
        })),
    }))
}

/** The keys of every node of the tree (unchecked keys of nodes the source lost meanwhile do not count). */
const allKeys = (structure: Structure) => new Set(structure.flatMap((phase) => subtree(structure, { kind: "phase", id: phase.id })).map(key))
