/**
 * @module The profile import's plan and its preview (docs/exports.md, «Excel profile»): the workbook compared
 * with the project's state on the write side — structure (plan-structure.ts), then catalogue
 * (plan-catalogue.ts), removals last — as steps, each one command. `runSteps` decides them one after another on
 * a copy of the state: a step the rules refuse (a name taken, a role still linked, a property still assigned …)
 * is left out and becomes a problem with the rules' reason, so the preview lists only what applying does. The
 * preview's fingerprint is what an apply checks: the same workbook on a project that has not changed since
 * plans the same.
 */
import { profileTexts } from "@bimprofile/contracts/excel/profile-texts"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { KindPreview, ProfilePreview } from "@bimprofile/contracts/jobs/profile-import-result"
import { createHash } from "node:crypto"
import type { Decision, IdSupply } from "../../shared/decision"
import type { CatalogueState } from "../catalogue-state"
import { cloneProject, evolveProject, type ProjectState } from "../project-state"
import { planCatalogue } from "./plan-catalogue"
import type { PlanContext } from "./plan-context"
import { PLAN_KINDS, type PlanKind, type PreviewItem, type Problem, type Step, type StepCommand } from "./plan-kit"
import { planRequirements } from "./plan-requirements"
import { planStructure } from "./plan-structure"
import type { ProfileWorkbook } from "./profile-workbook"

export type Decide = (command: StepCommand, state: ProjectState, ids: IdSupply) => Decision<ProjectEvent>

export type ProfilePlan = { readonly steps: readonly Step[]; readonly problems: readonly Problem[] }

export const planProfileImport = (workbook: ProfileWorkbook, state: ProjectState, reference: CatalogueState | null): ProfilePlan => {
  const context: PlanContext = { workbook, state, reference, texts: profileTexts[workbook.locale], steps: [], problems: [] }
  const structureRemovals = planStructure(context)
  const catalogueRemovals = planCatalogue(context)
  const requirementRemovals: (() => void)[] = []
  planRequirements(context, requirementRemovals)
  // A requirement goes before its activity (which would take it along) and before the property or class it names.
  for (const removal of requirementRemovals) removal()
  structureRemovals()
  catalogueRemovals()
  return { steps: context.steps, problems: context.problems }
}

export type StepRun = { readonly events: readonly ProjectEvent[]; readonly refused: ReadonlyMap<number, string> }

const DEPENDS = "Hängt von einer Zeile ab, die nicht übernommen werden kann."

/** Decides the steps in order on a copy of `state` (removals only with `remove`); a refused step is left out with its reason. */
export const runSteps = (steps: readonly Step[], state: ProjectState, ids: IdSupply, decide: Decide, remove: boolean): StepRun => {
  let working = cloneProject(state)
  const created = new Map<string, number>()
  const events: ProjectEvent[] = []
  const refused = new Map<number, string>()
  steps.forEach((step, index) => {
    if (step.op === "remove" && !remove) return
    const command = step.command((ref) => ("id" in ref ? ref.id : created.get(ref.key)))
    if (!command) return void refused.set(index, DEPENDS)
    const decision = decide(command, working, ids)
    if (!decision.ok) return void refused.set(index, decision.error.message)
    for (const event of decision.events) working = evolveProject(working, event)
    events.push(...decision.events)
    if (step.creates) {
      const event = decision.events.find((e) => e.type === step.creates!.event)
      if (event) created.set(step.creates.key, (event.data as unknown as Record<string, number>)[step.creates.field]!)
    }
  })
  return { events, refused }
}

/** Ids for a dry run: numbers no project uses. */
export const dryRunIds = (): IdSupply => {
  let next = 9_000_000_000_000
  return { take: () => next++ }
}

const OPS = { add: "added", change: "changed", remove: "removed" } as const

/** The preview of a plan whose steps ran with removals: what applying it does, and what it cannot do, with the reasons. */
export const previewOf = (plan: ProfilePlan, run: StepRun): ProfilePreview => {
  const changes = Object.fromEntries(PLAN_KINDS.map((kind) => [kind, { added: [] as PreviewItem[], changed: [] as PreviewItem[], removed: [] as PreviewItem[] }])) as Record<PlanKind, { added: PreviewItem[]; changed: PreviewItem[]; removed: PreviewItem[] }>
  const problems = [...plan.problems]
  plan.steps.forEach((step, index) => {
    const reason = run.refused.get(index)
    if (reason === undefined) changes[step.kind][OPS[step.op]].push(step.item)
    else {
      const what = { add: "wird nicht angelegt", change: "wird nicht geändert", remove: "wird nicht entfernt" }[step.op]
      problems.push({ sheet: step.item.sheet, row: step.item.row, column: null, reason: `«${step.item.name}» ${what}: ${reason}` })
    }
  })
  const count = (op: keyof KindPreview) => PLAN_KINDS.reduce((sum, kind) => sum + changes[kind][op].length, 0)
  const body = { changes, problems }
  return {
    ...body,
    counts: { added: count("added"), changed: count("changed"), removed: count("removed"), problems: problems.length },
    fingerprint: createHash("sha256").update(JSON.stringify(body)).digest("hex"),
  }
}

const ID_KINDS: Readonly<Record<PlanKind, string>> = {
  phases: "phase", milestones: "milestone", processes: "process", activities: "activity", roles: "role",
  element_classes: "element_class", properties: "property", value_lists: "value_list", list_values: "value_list_item", requirements: "requirement",
}

/** The ids a plan's additions take at most (the shell reserves them before deciding). */
export const idsOfPlan = (plan: ProfilePlan): Readonly<Record<string, number>> => {
  const needs: Record<string, number> = {}
  for (const step of plan.steps) if (step.op === "add") needs[ID_KINDS[step.kind]!] = (needs[ID_KINDS[step.kind]!] ?? 0) + 1
  return needs
}

/** The preview of a workbook for a project: planned, and dry-run with removals. */
export const previewProfileImport = (workbook: ProfileWorkbook, state: ProjectState, reference: CatalogueState | null, decide: Decide) => {
  const plan = planProfileImport(workbook, state, reference)
  const run = runSteps(plan.steps, state, dryRunIds(), decide, true)
  return { plan, run, preview: previewOf(plan, run) }
}
