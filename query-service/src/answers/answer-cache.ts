/**
 * @module The serialized answers of reads about one project (and the project's access facts), kept until
 * the projector's notice says the project changed. Bounded by bytes, least recently used first out. Also
 * the readers (`Viewer`: their organisations and app-admin flag), kept until users or organisations change.
 *
 * Why an answer is never stale: the cache is "covered up to" the position of the last notice it applied.
 * A read takes a ticket (that position) before it reads, and its answer is kept only if no notice named
 * its project (or dropped everything) since — an answer read during a change is never stored. A notice
 * names every project whose read models it changed (contracts/live/projected-notice.ts); users and
 * organisations (project id null: names and memberships shown in answers) drop everything, as does a
 * notice after a gap (a lost notice) or one too big to name its projects.
 * When the read position is ahead of the cache (read-your-writes polled the checkpoint before the notice
 * arrived, or a notice was lost), reads pass the cache by; if no notice closes the gap within
 * `GAP_GRACE_MS`, everything is dropped and the cache starts again from the read position.
 */
import type { ProjectAccessFacts, Viewer } from "@bimprofile/contracts/access/roles"
import type { ProjectedNotice } from "@bimprofile/contracts/live/projected-notice"

/** A read's claim on the cache, taken before it reads: what it stores is checked against it. */
export type Ticket = { readonly epoch: number; readonly position: number }

/** An answer as sent: its JSON, encoded. */
export type CachedBody = Uint8Array

/** A kept answer: its bytes and, once made (off the event loop, compressed-twin.ts), their gzip twin. */
export type KeptBody = { readonly body: CachedBody; gzip?: Uint8Array }

/** `projectId`: what the answer is about (its readers' access decides); `dependsOn`: every project whose change drops it (that one and, e.g., the reference project a catalogue inherits). */
type Answer = { readonly projectId: number; readonly dependsOn: readonly number[]; readonly variants: Map<string, KeptBody>; size: number }

/** The read position and its notices (a `PositionWatcher`). */
export type NoticeSource = {
  readonly position: number
  onNotice(listener: (notice: ProjectedNotice) => void): () => void
}

export const GAP_GRACE_MS = 1_000
const sizeOf = (kept: KeptBody) => kept.body.byteLength + (kept.gzip?.byteLength ?? 0)
/** Access facts of this many projects, and this many readers, at most (they are small; answers are bounded by bytes). */
const MAX_SMALL_ENTRIES = 10_000
/** Bookkeeping per answer beyond its bytes (key, maps): an estimate, so that many tiny answers stay bounded. */
const ENTRY_OVERHEAD = 200

export class AnswerCache {
  private readonly answers = new Map<string, Answer>()
  private readonly keysOfProject = new Map<number, Set<string>>()
  private readonly facts = new Map<number, ProjectAccessFacts>()
  private readonly viewers = new Map<number, Viewer>()
  /** project id → position of the last notice that named it (since the last drop of everything). */
  private readonly changedAt = new Map<number, number>()
  private epoch = 0
  private covered: number
  private aheadSince: number | undefined
  private size = 0
  private readonly unsubscribe: () => void

  constructor(
    private readonly source: NoticeSource,
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.covered = source.position
    this.unsubscribe = source.onNotice((notice) => this.apply(notice))
  }

  /** Bytes held (answers and their bookkeeping). */
  get bytes() {
    return this.size
  }

  get answerCount() {
    return this.answers.size
  }

  /** A ticket for a read about to start; undefined when the cache is behind the read position (pass it by). */
  begin(): Ticket | undefined {
    const position = this.source.position
    if (position <= this.covered) {
      this.aheadSince = undefined
      return { epoch: this.epoch, position: this.covered }
    }
    // Nothing kept is older than the read position: the cache can simply move there.
    if (this.answers.size === 0 && this.facts.size === 0 && this.viewers.size === 0) this.dropAll(position)
    else if ((this.aheadSince ??= this.now()) + GAP_GRACE_MS <= this.now()) this.dropAll(position)
    else return undefined
    return { epoch: this.epoch, position: this.covered }
  }

  /** The project an answer under `key` is about, when one is kept. */
  projectOf(key: string): number | undefined {
    return this.answers.get(key)?.projectId
  }

  /** The kept variant of an answer (e.g. per access of the reader); marks it as recently used. */
  get(key: string, variant: string): KeptBody | undefined {
    const answer = this.answers.get(key)
    const body = answer?.variants.get(variant)
    if (!answer || !body) return undefined
    this.answers.delete(key)
    this.answers.set(key, answer)
    return body
  }

  /**
   * Keeps a variant of an answer read under `ticket`, unless its project (or one of the others it shows,
   * `alsoDependsOn`) changed since (then it is simply not kept). What was kept, to add its twin to
   * (`addTwin`); undefined when nothing was.
   */
  put(ticket: Ticket, key: string, projectId: number, variant: string, body: CachedBody, alsoDependsOn: readonly number[] = []): KeptBody | undefined {
    const dependsOn = [projectId, ...alsoDependsOn.filter((id) => id !== projectId)]
    if (!dependsOn.every((id) => this.stillValid(ticket, id))) return undefined
    const kept: KeptBody = { body }
    const added = body.byteLength + variant.length + ENTRY_OVERHEAD
    let answer = this.answers.get(key)
    if (answer && (answer.projectId !== projectId || answer.dependsOn.join() !== dependsOn.join())) {
      this.remove(key)
      answer = undefined
    }
    const old = answer?.variants.get(variant)
    const total = (answer?.size ?? key.length * 2) + added - (old ? sizeOf(old) + variant.length + ENTRY_OVERHEAD : 0)
    if (total > this.maxBytes) return undefined
    if (!answer) {
      answer = { projectId, dependsOn, variants: new Map(), size: key.length * 2 }
      this.size += answer.size
      for (const id of dependsOn) {
        let keys = this.keysOfProject.get(id)
        if (!keys) this.keysOfProject.set(id, (keys = new Set()))
        keys.add(key)
      }
    }
    this.size += total - answer.size
    answer.size = total
    answer.variants.set(variant, kept)
    this.answers.delete(key)
    this.answers.set(key, answer)
    this.evictOverflow()
    return this.answers.get(key)?.variants.get(variant)
  }

  /** Adds the gzip twin of a kept answer, if that answer is still kept (its project may have changed since). */
  addTwin(key: string, variant: string, kept: KeptBody, gzip: Uint8Array): void {
    const answer = this.answers.get(key)
    if (answer?.variants.get(variant) !== kept || kept.gzip) return
    kept.gzip = gzip
    answer.size += gzip.byteLength
    this.size += gzip.byteLength
    this.evictOverflow()
  }

  /** The access facts of a project, read with `load` when not kept (undefined: no such project, not kept). */
  accessFacts(ticket: Ticket | undefined, projectId: number, load: () => Promise<ProjectAccessFacts | undefined>): Promise<ProjectAccessFacts | undefined> {
    return this.kept(this.facts, ticket, projectId, load, () => this.stillValid(ticket!, projectId))
  }

  /** A reader's access facts, read with `load` when not kept (undefined: unknown or erased user, not kept). */
  viewer(ticket: Ticket | undefined, userId: number, load: () => Promise<Viewer | undefined>): Promise<Viewer | undefined> {
    // Users and organisations change only with a notice that drops everything: the epoch tells.
    return this.kept(this.viewers, ticket, userId, load, () => ticket!.epoch === this.epoch)
  }

  close() {
    this.unsubscribe()
  }

  private async kept<V>(map: Map<number, V>, ticket: Ticket | undefined, id: number, load: () => Promise<V | undefined>, valid: () => boolean): Promise<V | undefined> {
    const kept = ticket && map.get(id)
    if (kept) return kept
    const value = await load()
    if (ticket && value !== undefined && valid()) {
      if (map.size >= MAX_SMALL_ENTRIES) map.delete(map.keys().next().value!)
      map.set(id, value)
    }
    return value
  }

  private evictOverflow() {
    for (const [oldest] of this.answers) {
      if (this.size <= this.maxBytes) break
      this.remove(oldest)
    }
  }

  private stillValid(ticket: Ticket, projectId: number) {
    return ticket.epoch === this.epoch && (this.changedAt.get(projectId) ?? Number.NEGATIVE_INFINITY) <= ticket.position
  }

  private apply(notice: ProjectedNotice) {
    if (notice.position <= this.covered) return // already covered (the cache moved past it)
    // A gap (a lost notice), too much to name, or users and organisations changed: anything may show it.
    if (notice.from > this.covered || notice.projects === null || notice.projects.some((project) => project.id === null)) return this.dropAll(notice.position)
    for (const { id } of notice.projects) this.dropProject(id!, notice.position)
    this.covered = notice.position
  }

  private dropProject(projectId: number, position: number) {
    this.changedAt.set(projectId, position)
    this.facts.delete(projectId)
    for (const key of this.keysOfProject.get(projectId) ?? []) this.remove(key)
  }

  private dropAll(position: number) {
    this.epoch++
    this.covered = position
    this.aheadSince = undefined
    this.answers.clear()
    this.keysOfProject.clear()
    this.facts.clear()
    this.viewers.clear()
    this.changedAt.clear()
    this.size = 0
  }

  private remove(key: string) {
    const answer = this.answers.get(key)
    if (!answer) return
    this.answers.delete(key)
    this.size -= answer.size
    for (const id of answer.dependsOn) {
      const keys = this.keysOfProject.get(id)
      keys?.delete(key)
      if (keys?.size === 0) this.keysOfProject.delete(id)
    }
  }
}
