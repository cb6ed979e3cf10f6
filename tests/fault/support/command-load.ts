/**
 * @module A load of concurrent HTTP commands on the structure of several projects — milestones, processes and
 * activities created, renamed and deleted — spread over the command services in turn, behaving as the client
 * does: a 503 is retried (up to 5 times, after its Retry-After, spec §8); a refused connection (nothing was
 * sent) goes to the next service. A call whose answer was lost after it was sent is not retried — the client
 * cannot know whether it was applied — and is recorded as "unknown". Every command carries its own correlation
 * id (X-Correlation-Id), stored in its events: the ledger lets the test find each command's events in the log.
 */
import { randomUUID } from "node:crypto"

export type Entity = "milestone" | "process" | "activity"
export type Operation = "create" | "rename" | "delete"

export type Outcome =
  /** 2xx: the command is acknowledged. */
  | "acked"
  /** 4xx: refused (a conflict, an entity deleted meanwhile); nothing may be in the store. */
  | "refused"
  /** Still 503 after 5 retries, or no service took the connection. */
  | "unavailable"
  /** The connection broke after the request was sent: it may or may not be applied. */
  | "unknown"
  /** Any other answer (a 500): the test fails on it. */
  | "failed"

export type CommandRecord = {
  readonly correlationId: string
  readonly projectId: number
  readonly entity: Entity
  readonly operation: Operation
  /** The entity changed, or (create, acknowledged) the one created. */
  entityId: number | undefined
  outcome: Outcome
  status: number
  /** X-Position of a 2xx answer. */
  position: number
  /** 503 answers that were retried. */
  retries503: number
  /** Refused connections that went to the next service. */
  redirected: number
  detail: string
}

export type LoadProject = { readonly pro_id: number; readonly phaseIds: readonly number[] }

export type LoadOptions = {
  /** The command services' base URLs at the moment of each call (the test replaces a killed one). */
  readonly targets: () => readonly string[]
  readonly token: string
  readonly projects: readonly LoadProject[]
  readonly commands: number
  readonly concurrency: number
  /** Called after each finished command (acknowledged or not), e.g. to kill a process at some point. */
  readonly onFinished?: (record: CommandRecord, finished: number) => void | Promise<void>
}

/** What one project holds, as far as acknowledged commands tell. */
type Plan = { milestones: Map<number, number[]>; processes: Map<number, number[]>; activities: Set<number>; busy: Set<number> }

const idField: Record<Entity, string> = { milestone: "mst_id", process: "prc_id", activity: "act_id" }
const pathOf: Record<Entity, string> = { milestone: "/1.2/profile/milestones", process: "/1.2/profile/processes", activity: "/1.2/profile/activities" }
const nameField: Record<Entity, string> = { milestone: "mst_name", process: "prc_name", activity: "act_name" }

/** Runs `commands` commands with `concurrency` in flight and returns the ledger, one record per command. */
export const runCommandLoad = async (options: LoadOptions): Promise<CommandRecord[]> => {
  const ledger: CommandRecord[] = []
  const plans = new Map(options.projects.map((p) => [p.pro_id, { milestones: new Map(), processes: new Map(), activities: new Set(), busy: new Set() } as Plan]))
  let issued = 0
  let turn = 0
  const nextTarget = () => {
    const targets = options.targets()
    return targets[turn++ % targets.length]!
  }

  const worker = async (index: number) => {
    while (issued < options.commands) {
      const number = issued++
      const project = options.projects[(index + number) % options.projects.length]!
      const record = await runOne(project, plans.get(project.pro_id)!, number)
      ledger.push(record)
      await options.onFinished?.(record, ledger.length)
    }
  }

  const runOne = async (project: LoadProject, plan: Plan, number: number): Promise<CommandRecord> => {
    const choice = choose(project, plan, number)
    const record: CommandRecord = {
      correlationId: `fault-${number}-${randomUUID().slice(0, 8)}`,
      projectId: project.pro_id,
      entity: choice.entity,
      operation: choice.operation,
      entityId: choice.entityId,
      outcome: "failed",
      status: 0,
      position: 0,
      retries503: 0,
      redirected: 0,
      detail: "",
    }
    if (choice.entityId !== undefined) plan.busy.add(choice.entityId)
    try {
      await send(record, choice.method, choice.path, choice.body)
    } finally {
      if (choice.entityId !== undefined) plan.busy.delete(choice.entityId)
    }
    learn(plan, record, choice.parentId)
    return record
  }

  /** Sends one command as the client would, filling in the record's outcome. */
  const send = async (record: CommandRecord, method: string, path: string, body: unknown) => {
    for (let attempt = 0; ; attempt++) {
      let response: Response
      try {
        response = await fetch(nextTarget() + path, {
          method,
          headers: { Authorization: `Bearer ${options.token}`, "X-Correlation-Id": record.correlationId, ...(body !== undefined && { "Content-Type": "application/json" }) },
          ...(body !== undefined && { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(30_000),
        })
      } catch (error) {
        if (causeCode(error) === "ECONNREFUSED") {
          // Nothing reached the server: safe to send to the next one.
          record.redirected += 1
          if (record.redirected <= 20) {
            await sleep(50)
            continue
          }
          record.outcome = "unavailable"
          record.detail = "no command service took the connection"
          return
        }
        record.outcome = "unknown"
        record.detail = `${causeCode(error) ?? ""} ${String(error)}`
        return
      }
      record.status = response.status
      const text = await response.text().catch(() => "")
      if (response.status === 503 && record.retries503 < 5) {
        record.retries503 += 1
        // Honour Retry-After, shortened: the outage is a short restart.
        await sleep(Math.min(Number(response.headers.get("retry-after") ?? 1), 1) * 1_000)
        continue
      }
      record.detail = text.slice(0, 300)
      if (response.ok) {
        record.outcome = "acked"
        record.position = Number(response.headers.get("x-position") ?? 0)
        if (record.operation === "create") record.entityId = Number((JSON.parse(text) as Record<string, unknown>)[idField[record.entity]])
      } else record.outcome = response.status === 503 ? "unavailable" : response.status < 500 ? "refused" : "failed"
      return
    }
  }

  const workers = Array.from({ length: options.concurrency }, (_, i) => worker(i))
  await Promise.all(workers)
  return ledger
}

type Choice = { entity: Entity; operation: Operation; entityId?: number; parentId?: number; method: string; path: string; body?: unknown }

/** Mostly creates (the structure grows), some renames and deletes of what acknowledged commands created. */
const choose = (project: LoadProject, plan: Plan, number: number): Choice => {
  const free = (ids: Iterable<number>) => [...ids].filter((id) => !plan.busy.has(id))
  const milestones = free(plan.milestones.keys())
  const processes = free(plan.processes.keys())
  const activities = free(plan.activities)
  const dice = number % 10
  const name = (word: string) => `${word} ${number}`
  const pick = <T>(items: T[]) => items[(number * 7919) % items.length]!
  if (dice === 7 && activities.length > 0) {
    const id = pick(activities)
    return { entity: "activity", operation: "rename", entityId: id, method: "PATCH", path: `${pathOf.activity}/${id}`, body: { act_name: name("Aktivität umbenannt") } }
  }
  if (dice === 8 && milestones.length > 0) {
    const id = pick(milestones)
    return { entity: "milestone", operation: "rename", entityId: id, method: "PATCH", path: `${pathOf.milestone}/${id}`, body: { mst_name: name("Meilenstein umbenannt") } }
  }
  if (dice === 9 && activities.length > 3) {
    const id = pick(activities)
    return { entity: "activity", operation: "delete", entityId: id, method: "DELETE", path: `${pathOf.activity}/${id}` }
  }
  if (dice === 6 && processes.length > 4) {
    const id = pick(processes)
    return { entity: "process", operation: "delete", entityId: id, method: "DELETE", path: `${pathOf.process}/${id}?cascade=true` }
  }
  if (dice === 5 && processes.length > 0) {
    const id = pick(processes)
    return { entity: "process", operation: "rename", entityId: id, method: "PATCH", path: `${pathOf.process}/${id}`, body: { prc_name: name("Prozess umbenannt") } }
  }
  if (processes.length > 0 && dice % 2 === 0) {
    const parent = pick(processes)
    const body = { act_prc_id: parent, act_name: name("Aktivität"), act_rop_provider_id: null, act_rop_receiver_id: null }
    return { entity: "activity", operation: "create", parentId: parent, method: "POST", path: pathOf.activity, body }
  }
  if (milestones.length > 0 && dice % 3 !== 0) {
    const parent = pick(milestones)
    return { entity: "process", operation: "create", parentId: parent, method: "POST", path: pathOf.process, body: { prc_mst_id: parent, prc_name: name("Prozess") } }
  }
  const phase = project.phaseIds[number % project.phaseIds.length]!
  return { entity: "milestone", operation: "create", method: "POST", path: pathOf.milestone, body: { mst_pha_id: phase, [nameField.milestone]: name("Meilenstein") } }
}

/** Keeps the plan to what acknowledged commands did; an entity touched by an unknown outcome is left alone. */
const learn = (plan: Plan, record: CommandRecord, parentId: number | undefined) => {
  const forget = (entity: Entity, id: number) => {
    if (entity === "activity") plan.activities.delete(id)
    if (entity === "process") {
      for (const child of plan.processes.get(id) ?? []) plan.activities.delete(child)
      plan.processes.delete(id)
    }
    if (entity === "milestone") {
      for (const child of plan.milestones.get(id) ?? []) forget("process", child)
      plan.milestones.delete(id)
    }
  }
  if (record.outcome === "acked" && record.operation === "create" && record.entityId !== undefined) {
    if (record.entity === "milestone") plan.milestones.set(record.entityId, [])
    if (record.entity === "process") {
      plan.processes.set(record.entityId, [])
      plan.milestones.get(parentId!)?.push(record.entityId)
    }
    if (record.entity === "activity") {
      plan.activities.add(record.entityId)
      plan.processes.get(parentId!)?.push(record.entityId)
    }
  }
  if (record.entityId !== undefined && record.operation === "delete" && record.outcome !== "refused") forget(record.entity, record.entityId)
  if (record.entityId !== undefined && record.operation !== "create" && record.outcome === "unknown") forget(record.entity, record.entityId)
}

const causeCode = (error: unknown): string | undefined => {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined
  return cause?.code ?? (error as { code?: string } | undefined)?.code
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** How many commands ended how, for the test's log line. */
export const tally = (ledger: readonly CommandRecord[]): Record<Outcome, number> & { retries503: number; redirected: number; refusedBy: Record<string, number> } => {
  const counts = { acked: 0, refused: 0, unavailable: 0, unknown: 0, failed: 0, retries503: 0, redirected: 0, refusedBy: {} as Record<string, number> }
  for (const record of ledger) {
    counts[record.outcome] += 1
    if (record.outcome === "refused") {
      const code = `${record.status} ${/"internal_code":"([A-Z_]+)"/.exec(record.detail)?.[1] ?? ""}`.trim()
      counts.refusedBy[code] = (counts.refusedBy[code] ?? 0) + 1
    }
    counts.retries503 += record.retries503
    counts.redirected += record.redirected
  }
  return counts
}
