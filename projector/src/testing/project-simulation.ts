/**
 * @module One simulated project for the history generator: its structure as the deciders see it (orders
 * per parent, role links) and the commands a user may issue on it, each returning the events the write
 * side would append — cascades included as explicit events, as the deciders write them.
 */
import { PHASE_CODES, type PhaseCode, type RoleTypeCode, ROLE_TYPES } from "@bimprofile/contracts/codes"
import { type Placement, placeAt, resequence, resequenceFact, withoutId } from "@bimprofile/contracts/events/project/group-order"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { CatalogueSimulation } from "./catalogue-simulation"
import { ListSimulation } from "./list-simulation"
import { RequirementSimulation } from "./requirement-simulation"
import { DocumentSimulation } from "./document-simulation"
import type { IdCounter } from "./id-counter"


type Activity = { processId: number; provider: number | null; receiver: number | null }

export class ProjectSimulation {
  emitted = 0
  deleted = false
  private created = false
  private readonly phases = new Map<number, PhaseCode>()
  private readonly milestoneOrder = new Map<number, number[]>()
  private readonly milestonePhase = new Map<number, number>()
  private readonly processOrder = new Map<number, number[]>()
  private readonly processMilestone = new Map<number, number>()
  private readonly activityOrder = new Map<number, number[]>()
  private readonly activities = new Map<number, Activity>()
  private readonly roles = new Map<number, RoleTypeCode>()
  private readonly catalogue: CatalogueSimulation
  private readonly lists: ListSimulation
  private readonly requirements: RequirementSimulation
  private readonly documents: DocumentSimulation
  private names = 0

  constructor(
    readonly id: number,
    private readonly random: () => number,
    private readonly ids: IdCounter,
  ) {
    this.catalogue = new CatalogueSimulation(random, ids, (prefix) => this.name(prefix))
    this.lists = new ListSimulation(random, ids, (prefix) => this.name(prefix))
    this.requirements = new RequirementSimulation(random, ids, (prefix) => this.name(prefix), () => [...this.activities.keys()])
    this.documents = new DocumentSimulation(random, ids, (prefix) => this.name(prefix))
  }

  step(): ProjectEvent[] {
    const events = this.created ? this.edit() : this.create()
    this.emitted += events.length
    return events
  }

  deleteProject(): ProjectEvent[] {
    this.deleted = true
    this.emitted += 1
    return [{ type: "ProjectDeleted", data: { projectId: this.id } }]
  }

  private create(): ProjectEvent[] {
    this.created = true
    const events: ProjectEvent[] = [
      {
        type: "ProjectCreated",
        data: {
          projectId: this.id,
          name: `Projekt ${this.id}`,
          desc: this.random() < 0.5 ? null : `Neubau Schulhaus ${this.id}`,
          orgId: this.random() < 0.3 ? null : 1 + Math.floor(this.random() * 3),
          personal: this.random() < 0.2,
          typeCode: "pro-std",
          accessAll: false,
          ifcSchemaId: 3,
          referenceProjectId: null,
          isTemplate: false,
          copiedFromProjectId: null,
        },
      },
    ]
    for (const phase of PHASE_CODES) events.push(this.addPhase(phase.code))
    return events
  }

  private addPhase(code: PhaseCode): ProjectEvent {
    const phaseId = this.ids.next("phase")
    this.phases.set(phaseId, code)
    this.milestoneOrder.set(phaseId, [])
    return { type: "PhaseAdded", data: { phaseId, phaseCode: code, name: PHASE_CODES.find((p) => p.code === code)!.name } }
  }

  /** A weighted choice of what a user does next; growth first, then more changes and deletions. */
  private edit(): ProjectEvent[] {
    const size = this.milestonePhase.size + this.processMilestone.size + this.activities.size
    const grow = size < 60 ? 3 : 1
    const choices: [number, () => ProjectEvent[] | undefined][] = [
      [3 * grow, () => this.createMilestone()],
      [4 * grow, () => this.createProcess()],
      [6 * grow, () => this.createActivity()],
      [1 * grow, () => this.createRole()],
      [2, () => this.renameSomething()],
      [2, () => this.describeSomething()],
      [1, () => this.moveMilestone()],
      [2, () => this.moveProcess()],
      [2, () => this.moveActivity()],
      [2, () => this.resequence()],
      [2, () => this.assignRoles()],
      [1, () => this.deleteActivity()],
      [1, () => this.deleteProcess()],
      [0.5, () => this.deleteMilestone()],
      [0.5, () => this.changeRole()],
      [0.3, () => this.deleteRole()],
      [0.2, () => this.removeOrAddPhase()],
      [0.5, () => this.changeProject()],
      [6, () => this.catalogue.edit()],
      [5, () => this.lists.edit()],
      [3, () => this.requirements.edit()],
      [0.3, () => this.requirements.recordIdsInfo()],
      [0.5, () => this.documents.edit()],
      [0.2, () => this.publishVersion()],
    ]
    const weight = choices.reduce((sum, [w]) => sum + w, 0)
    for (let attempt = 0; attempt < 20; attempt++) {
      let pick = this.random() * weight
      for (const [w, action] of choices) {
        pick -= w
        if (pick > 0) continue
        const events = action()
        if (events && events.length > 0) return events
        break
      }
    }
    return this.createMilestone() ?? []
  }

  private name(prefix: string) {
    return `${prefix} ${++this.names}`
  }

  private pick<T>(items: Iterable<T>): T | undefined {
    const list = [...items]
    return list.length === 0 ? undefined : list[Math.floor(this.random() * list.length)]
  }

  /** Where a new or moved child goes: mostly the end, sometimes a given position; the seq it gets. */
  private place(orders: Map<number, number[]>, parentId: number, id: number): number {
    const without = withoutId(orders.get(parentId)!, id)
    const seq = this.random() < 0.6 ? without.length + 1 : 1 + Math.floor(this.random() * (without.length + 1))
    orders.set(parentId, placeAt(without, id, seq))
    return seq
  }

  /** A user drags a few items of a group to new places (sometimes all of them): the placements of the resequence. */
  private resequenceGroup(orders: Map<number, number[]>, parentId: number): Placement[] | undefined {
    const order = orders.get(parentId)!
    const count = this.random() < 0.2 ? order.length : 1 + Math.floor(this.random() * Math.min(3, order.length))
    const pairs = Array.from({ length: count }, () => ({ id: this.pick(order)!, seq: 1 + Math.floor(this.random() * order.length) }))
    const unique = [...new Map(pairs.map((p) => [p.id, p])).values()]
    const placements = resequenceFact(order, unique)
    if (placements) orders.set(parentId, resequence(order, placements))
    return placements
  }

  private createMilestone(): ProjectEvent[] | undefined {
    const phaseId = this.pick(this.phases.keys())
    if (phaseId === undefined) return undefined
    const milestoneId = this.ids.next("milestone")
    const seq = this.place(this.milestoneOrder, phaseId, milestoneId)
    this.milestonePhase.set(milestoneId, phaseId)
    this.processOrder.set(milestoneId, [])
    const desc = this.random() < 0.5 ? null : "Meilenstein mit Abgabe"
    return [{ type: "MilestoneCreated", data: { milestoneId, phaseId, name: this.name("Meilenstein"), desc, seq } }]
  }

  private createProcess(): ProjectEvent[] | undefined {
    const milestoneId = this.pick(this.milestonePhase.keys())
    if (milestoneId === undefined) return undefined
    const processId = this.ids.next("process")
    const seq = this.place(this.processOrder, milestoneId, processId)
    this.processMilestone.set(processId, milestoneId)
    this.activityOrder.set(processId, [])
    const n = this.name("Prozess")
    return [
      {
        type: "ProcessCreated",
        data: { processId, milestoneId, name: n, shortName: this.random() < 0.5 ? null : `P${this.names}`, desc: null, seq, copiedFromProcessId: null },
      },
    ]
  }

  private createActivity(): ProjectEvent[] | undefined {
    const processId = this.pick(this.processMilestone.keys())
    if (processId === undefined) return undefined
    const activityId = this.ids.next("activity")
    const seq = this.place(this.activityOrder, processId, activityId)
    const provider = this.random() < 0.7 ? (this.pick(this.roles.keys()) ?? null) : null
    const receiver = this.random() < 0.7 ? (this.pick(this.roles.keys()) ?? null) : null
    this.activities.set(activityId, { processId, provider, receiver })
    return [
      {
        type: "ActivityCreated",
        data: { activityId, processId, name: this.name("Aktivität"), desc: this.random() < 0.5 ? null : "liefert das Modell", providerRoleId: provider, receiverRoleId: receiver, seq },
      },
    ]
  }

  private createRole(): ProjectEvent[] {
    const roleId = this.ids.next("role")
    const roleType = this.pick(ROLE_TYPES)!.code
    this.roles.set(roleId, roleType)
    return [{ type: "RoleCreated", data: { roleId, name: this.name("Rolle"), desc: null, roleType } }]
  }

  private renameSomething(): ProjectEvent[] | undefined {
    const r = this.random()
    if (r < 0.25) {
      const milestoneId = this.pick(this.milestonePhase.keys())
      return milestoneId === undefined ? undefined : [{ type: "MilestoneRenamed", data: { milestoneId, name: this.name("Meilenstein") } }]
    }
    if (r < 0.5) {
      const processId = this.pick(this.processMilestone.keys())
      if (processId === undefined) return undefined
      return this.random() < 0.7
        ? [{ type: "ProcessRenamed", data: { processId, name: this.name("Prozess") } }]
        : [{ type: "ProcessShortNameChanged", data: { processId, shortName: `K${this.names++}` } }]
    }
    if (r < 0.8) {
      const activityId = this.pick(this.activities.keys())
      return activityId === undefined ? undefined : [{ type: "ActivityRenamed", data: { activityId, name: this.name("Aktivität") } }]
    }
    const roleId = this.pick(this.roles.keys())
    return roleId === undefined ? undefined : [{ type: "RoleRenamed", data: { roleId, name: this.name("Rolle") } }]
  }

  private describeSomething(): ProjectEvent[] | undefined {
    const desc = this.random() < 0.2 ? null : `Beschreibung ${this.names++} «ä/ö/ü» "zitiert"`
    const r = this.random()
    if (r < 0.3) {
      const milestoneId = this.pick(this.milestonePhase.keys())
      return milestoneId === undefined ? undefined : [{ type: "MilestoneDescriptionChanged", data: { milestoneId, desc } }]
    }
    if (r < 0.6) {
      const processId = this.pick(this.processMilestone.keys())
      return processId === undefined ? undefined : [{ type: "ProcessDescriptionChanged", data: { processId, desc } }]
    }
    if (r < 0.9) {
      const activityId = this.pick(this.activities.keys())
      return activityId === undefined ? undefined : [{ type: "ActivityDescriptionChanged", data: { activityId, desc } }]
    }
    const roleId = this.pick(this.roles.keys())
    return roleId === undefined ? undefined : [{ type: "RoleDescriptionChanged", data: { roleId, desc } }]
  }

  private moveMilestone(): ProjectEvent[] | undefined {
    const milestoneId = this.pick(this.milestonePhase.keys())
    if (milestoneId === undefined) return undefined
    const fromPhaseId = this.milestonePhase.get(milestoneId)!
    const toPhaseId = this.pick([...this.phases.keys()].filter((p) => p !== fromPhaseId))
    if (toPhaseId === undefined) return undefined
    this.milestoneOrder.set(fromPhaseId, withoutId(this.milestoneOrder.get(fromPhaseId)!, milestoneId))
    const seq = this.place(this.milestoneOrder, toPhaseId, milestoneId)
    this.milestonePhase.set(milestoneId, toPhaseId)
    return [{ type: "MilestoneMoved", data: { milestoneId, fromPhaseId, toPhaseId, seq } }]
  }

  private moveProcess(): ProjectEvent[] | undefined {
    const processId = this.pick(this.processMilestone.keys())
    if (processId === undefined) return undefined
    const fromMilestoneId = this.processMilestone.get(processId)!
    const toMilestoneId = this.pick([...this.milestonePhase.keys()].filter((m) => m !== fromMilestoneId))
    if (toMilestoneId === undefined) return undefined
    this.processOrder.set(fromMilestoneId, withoutId(this.processOrder.get(fromMilestoneId)!, processId))
    const seq = this.place(this.processOrder, toMilestoneId, processId)
    this.processMilestone.set(processId, toMilestoneId)
    return [{ type: "ProcessMoved", data: { processId, fromMilestoneId, toMilestoneId, seq } }]
  }

  private moveActivity(): ProjectEvent[] | undefined {
    const activityId = this.pick(this.activities.keys())
    if (activityId === undefined) return undefined
    const activity = this.activities.get(activityId)!
    const fromProcessId = activity.processId
    const toProcessId = this.pick([...this.processMilestone.keys()].filter((p) => p !== fromProcessId))
    if (toProcessId === undefined) return undefined
    this.activityOrder.set(fromProcessId, withoutId(this.activityOrder.get(fromProcessId)!, activityId))
    const seq = this.place(this.activityOrder, toProcessId, activityId)
    activity.processId = toProcessId
    return [{ type: "ActivityMoved", data: { activityId, fromProcessId, toProcessId, seq } }]
  }

  private resequence(): ProjectEvent[] | undefined {
    const r = this.random()
    if (r < 0.3) {
      const phaseId = this.pick([...this.milestoneOrder].filter(([, o]) => o.length > 1).map(([id]) => id))
      if (phaseId === undefined) return undefined
      const placements = this.resequenceGroup(this.milestoneOrder, phaseId)
      return placements && [{ type: "MilestonesResequenced", data: { phaseId, placements } }]
    }
    if (r < 0.6) {
      const milestoneId = this.pick([...this.processOrder].filter(([, o]) => o.length > 1).map(([id]) => id))
      if (milestoneId === undefined) return undefined
      const placements = this.resequenceGroup(this.processOrder, milestoneId)
      return placements && [{ type: "ProcessesResequenced", data: { milestoneId, placements } }]
    }
    const processId = this.pick([...this.activityOrder].filter(([, o]) => o.length > 1).map(([id]) => id))
    if (processId === undefined) return undefined
    const placements = this.resequenceGroup(this.activityOrder, processId)
    return placements && [{ type: "ActivitiesResequenced", data: { processId, placements } }]
  }

  private assignRoles(): ProjectEvent[] | undefined {
    const activityId = this.pick(this.activities.keys())
    if (activityId === undefined || this.roles.size === 0) return undefined
    const activity = this.activities.get(activityId)!
    activity.provider = this.pick(this.roles.keys()) ?? null
    activity.receiver = this.random() < 0.2 ? null : (this.pick(this.roles.keys()) ?? null)
    return [{ type: "ActivityRolesAssigned", data: { activityId, providerRoleId: activity.provider, receiverRoleId: activity.receiver } }]
  }

  private changeRole(): ProjectEvent[] | undefined {
    const roleId = this.pick(this.roles.keys())
    if (roleId === undefined) return undefined
    const roleType = this.pick(ROLE_TYPES.filter((t) => t.code !== this.roles.get(roleId)))!.code
    this.roles.set(roleId, roleType)
    return [{ type: "RoleTypeChanged", data: { roleId, roleType } }]
  }

  /** Like the decider: only a role no activity links may go. */
  private deleteRole(): ProjectEvent[] | undefined {
    const linked = new Set<number | null>()
    for (const a of this.activities.values()) linked.add(a.provider).add(a.receiver)
    const roleId = this.pick([...this.roles.keys()].filter((id) => !linked.has(id)))
    if (roleId === undefined) return undefined
    this.roles.delete(roleId)
    return [{ type: "RoleDeleted", data: { roleId } }]
  }

  private deleteActivity(): ProjectEvent[] | undefined {
    const activityId = this.pick(this.activities.keys())
    if (activityId === undefined) return undefined
    const processId = this.activities.get(activityId)!.processId
    this.activityOrder.set(processId, withoutId(this.activityOrder.get(processId)!, activityId))
    this.activities.delete(activityId)
    return [...this.requirements.removedWith([activityId]), { type: "ActivityDeleted", data: { activityId, processId } }]
  }

  private deleteProcessEvents(processId: number): ProjectEvent[] {
    const milestoneId = this.processMilestone.get(processId)!
    const removed = this.requirements.removedWith(this.activityOrder.get(processId)!)
    for (const id of this.activityOrder.get(processId)!) this.activities.delete(id)
    this.processOrder.set(milestoneId, withoutId(this.processOrder.get(milestoneId)!, processId))
    this.processMilestone.delete(processId)
    this.activityOrder.delete(processId)
    return [...removed, { type: "ProcessDeleted", data: { processId, milestoneId } }]
  }

  private deleteProcess(): ProjectEvent[] | undefined {
    const processId = this.pick(this.processMilestone.keys())
    return processId === undefined ? undefined : this.deleteProcessEvents(processId)
  }

  /** With cascade, as the decider writes it: each process, then the milestone. */
  private deleteMilestoneEvents(milestoneId: number): ProjectEvent[] {
    const events = [...this.processOrder.get(milestoneId)!].flatMap((processId) => this.deleteProcessEvents(processId))
    const phaseId = this.milestonePhase.get(milestoneId)!
    this.milestoneOrder.set(phaseId, withoutId(this.milestoneOrder.get(phaseId)!, milestoneId))
    this.milestonePhase.delete(milestoneId)
    this.processOrder.delete(milestoneId)
    events.push({ type: "MilestoneDeleted", data: { milestoneId, phaseId } })
    return events
  }

  private deleteMilestone(): ProjectEvent[] | undefined {
    const milestoneId = this.pick(this.milestonePhase.keys())
    return milestoneId === undefined ? undefined : this.deleteMilestoneEvents(milestoneId)
  }

  private removeOrAddPhase(): ProjectEvent[] | undefined {
    const missing = PHASE_CODES.find((p) => ![...this.phases.values()].includes(p.code))
    if (missing) return [this.addPhase(missing.code)]
    const phaseId = this.pick(this.phases.keys())!
    const events = [...this.milestoneOrder.get(phaseId)!].flatMap((milestoneId) => this.deleteMilestoneEvents(milestoneId))
    this.phases.delete(phaseId)
    this.milestoneOrder.delete(phaseId)
    events.push({ type: "PhaseRemoved", data: { phaseId } })
    return events
  }

  private versions = 0
  /** A published version: the next number, sometimes with a title and a note. */
  private publishVersion(): ProjectEvent[] {
    const titled = this.random() < 0.5
    return [{ type: "ProjectVersionPublished", data: { versionId: this.ids.next("version"), number: ++this.versions, title: titled ? this.name("Version") : null, note: titled ? "Für die Submission" : null } }]
  }

  private changeProject(): ProjectEvent[] {
    const projectId = this.id
    const r = this.random()
    if (r < 0.3) return [{ type: "ProjectRenamed", data: { projectId, name: `Projekt ${projectId} (${this.names++})` } }]
    if (r < 0.5) return [{ type: "ProjectDescriptionChanged", data: { projectId, desc: `Stand ${this.names++}` } }]
    if (r < 0.6) return [{ type: "ProjectIfcSchemaChanged", data: { projectId, ifcSchemaId: 1 + Math.floor(this.random() * 3) } }]
    if (r < 0.75) return [{ type: "ProjectSharingWithAllChanged", data: { projectId, accessAll: this.random() < 0.5 } }]
    if (r < 0.85) return [{ type: "ProjectTypeChanged", data: { projectId, typeCode: this.random() < 0.5 ? "pro-std" : "pro-int", isTemplate: false } }]
    return [{ type: "ProjectOwnershipChanged", data: { projectId, orgId: this.random() < 0.5 ? null : 2, personal: this.random() < 0.3 } }]
  }
}

