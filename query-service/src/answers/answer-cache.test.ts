/**
 * The answer cache on its own: given notices as the projector publishes them, an answer is kept until a
 * notice names its project (or drops everything), an answer read while its project changed is never kept,
 * reads pass the cache by while the read position is ahead of the notices, and memory stays bounded.
 */
import type { ProjectAccessFacts } from "@bimprofile/contracts/access/roles"
import type { ProjectChange, ProjectedNotice } from "@bimprofile/contracts/live/projected-notice"
import { describe, expect, it } from "vitest"
import { AnswerCache, GAP_GRACE_MS, type KeptBody, type NoticeSource, type Ticket } from "./answer-cache"

class FakeWatcher implements NoticeSource {
  position = 10
  private listener: ((notice: ProjectedNotice) => void) | undefined
  onNotice(listener: (notice: ProjectedNotice) => void) {
    this.listener = listener
    return () => (this.listener = undefined)
  }
  /** As the position watcher: listeners first, then the position moves. */
  notice(position: number, projects: readonly ProjectChange[] | null, from = this.position) {
    this.listener?.({ from, position, projects })
    this.position = Math.max(this.position, position)
  }
}

const changed = (...ids: (number | null)[]): ProjectChange[] => ids.map((id) => ({ id, kinds: id === null ? ["users"] : ["milestones"] }))
const body = (text: string) => new TextEncoder().encode(text)
const text = (kept: KeptBody | undefined) => (kept ? new TextDecoder().decode(kept.body) : undefined)
const FACTS: ProjectAccessFacts = { orgId: 7, accessAll: false, reference: false, sharedOrgIds: [], grants: new Map() }

const setUp = (maxBytes = 1_000_000) => {
  const watcher = new FakeWatcher()
  let now = 0
  const cache = new AnswerCache(watcher, maxBytes, () => now)
  const keep = (key: string, projectId: number, content: string, ticket: Ticket = cache.begin()!) => cache.put(ticket, key, projectId, "read/false", body(content))
  return { watcher, cache, keep, advanceClock: (ms: number) => (now += ms) }
}

describe("answer cache", () => {
  it("keeps an answer until a notice names its project, and only that project's answers go", () => {
    const { watcher, cache, keep } = setUp()
    keep("/projects/1", 1, "eins")
    keep("/milestones/5", 1, "meilenstein")
    keep("/projects/2", 2, "zwei")
    expect(cache.projectOf("/milestones/5")).toBe(1)
    expect(text(cache.get("/projects/1", "read/false"))).toBe("eins")
    expect(cache.get("/projects/1", "write/false")).toBeUndefined()

    watcher.notice(11, changed(1))
    expect(cache.get("/projects/1", "read/false")).toBeUndefined()
    expect(cache.projectOf("/milestones/5")).toBeUndefined()
    expect(text(cache.get("/projects/2", "read/false"))).toBe("zwei")
  })

  it("drops an answer that shows another project (a catalogue's reference project) when that one changes, and keeps none read while it did", () => {
    const { watcher, cache } = setUp()
    const inherits = (ticket = cache.begin()!) => cache.put(ticket, "/element_classes?elc_pro_id=1", 1, "read/false", body("mit Referenz"), [9])
    inherits()
    expect(cache.projectOf("/element_classes?elc_pro_id=1")).toBe(1)
    watcher.notice(11, changed(9))
    expect(cache.get("/element_classes?elc_pro_id=1", "read/false")).toBeUndefined()

    const ticket = cache.begin()!
    watcher.notice(12, changed(9))
    expect(inherits(ticket)).toBeUndefined()
    inherits()
    watcher.notice(13, changed(2))
    expect(text(cache.get("/element_classes?elc_pro_id=1", "read/false"))).toBe("mit Referenz")
    watcher.notice(14, changed(1))
    expect(cache.get("/element_classes?elc_pro_id=1", "read/false")).toBeUndefined()
    expect(cache.bytes).toBe(0)
  })

  it("does not keep an answer that was being read while its project changed", () => {
    const { watcher, cache, keep } = setUp()
    const ticket = cache.begin()!
    watcher.notice(11, changed(1))
    keep("/projects/1", 1, "alt", ticket)
    keep("/projects/2", 2, "zwei", ticket)
    expect(cache.get("/projects/1", "read/false")).toBeUndefined()
    expect(text(cache.get("/projects/2", "read/false"))).toBe("zwei")
    keep("/projects/1", 1, "neu")
    expect(text(cache.get("/projects/1", "read/false"))).toBe("neu")
  })

  it("drops everything on a change of users or organisations, a notice too big to name projects, or after a lost notice", () => {
    for (const drop of [
      (w: FakeWatcher) => w.notice(11, changed(null)),
      (w: FakeWatcher) => w.notice(11, null),
      (w: FakeWatcher) => w.notice(13, changed(5), 12), // 10 → 12 was never received
    ]) {
      const { watcher, cache, keep } = setUp()
      const inFlight = cache.begin()!
      keep("/projects/1", 1, "eins")
      drop(watcher)
      expect(cache.get("/projects/1", "read/false")).toBeUndefined()
      keep("/projects/2", 2, "zwei", inFlight)
      expect(cache.answerCount).toBe(0)
    }
  })

  it("forgets a project's access facts when it changes", async () => {
    const { watcher, cache } = setUp()
    let loads = 0
    const load = async () => (loads++, FACTS)
    await cache.accessFacts(cache.begin(), 1, load)
    await cache.accessFacts(cache.begin(), 1, load)
    expect(loads).toBe(1)
    watcher.notice(11, changed(1))
    await cache.accessFacts(cache.begin(), 1, load)
    expect(loads).toBe(2)
  })

  it("keeps a reader's facts until users or organisations change", async () => {
    const { watcher, cache } = setUp()
    let loads = 0
    const load = async () => (loads++, { userId: 3, appAdmin: false, licensed: true, memberships: new Map() })
    await cache.viewer(cache.begin(), 3, load)
    watcher.notice(11, changed(1)) // a project's change leaves readers alone
    await cache.viewer(cache.begin(), 3, load)
    expect(loads).toBe(1)
    watcher.notice(12, changed(null))
    await cache.viewer(cache.begin(), 3, load)
    expect(loads).toBe(2)
  })

  it("is passed by while the read position is ahead of its notices, and starts again when none closes the gap", () => {
    const { watcher, cache, keep, advanceClock } = setUp()
    keep("/projects/1", 1, "eins")
    // Read-your-writes polled the checkpoint: position 12 is readable, its notice has not arrived.
    watcher.position = 12
    expect(cache.begin()).toBeUndefined()
    watcher.notice(12, changed(1), 10)
    expect(cache.begin()).toBeDefined()
    expect(cache.get("/projects/1", "read/false")).toBeUndefined()

    keep("/projects/2", 2, "zwei")
    watcher.position = 14 // and its notice is lost
    expect(cache.begin()).toBeUndefined()
    advanceClock(GAP_GRACE_MS)
    const ticket = cache.begin()
    expect(ticket).toEqual(expect.objectContaining({ position: 14 }))
    expect(cache.get("/projects/2", "read/false")).toBeUndefined()
  })

  it("stays within its bytes, the least recently used answer going first", () => {
    const { cache, keep } = setUp(3_000)
    const kilobyte = "x".repeat(1_000)
    keep("/projects/1", 1, kilobyte)
    keep("/projects/2", 2, kilobyte)
    cache.get("/projects/1", "read/false") // used: now /projects/2 is the oldest
    keep("/projects/3", 3, kilobyte)
    expect(cache.bytes).toBeLessThanOrEqual(3_000)
    expect(cache.get("/projects/2", "read/false")).toBeUndefined()
    expect(cache.get("/projects/1", "read/false")).toBeDefined()
    expect(cache.get("/projects/3", "read/false")).toBeDefined()

    keep("/projects/4", 4, "y".repeat(5_000)) // bigger than the whole cache: not kept, nothing evicted for it
    expect(cache.get("/projects/4", "read/false")).toBeUndefined()
    expect(cache.answerCount).toBe(2)
  })

  it("adds a compressed twin to the answer it was made of, counts its bytes, and never to an answer kept since", () => {
    const { watcher, cache, keep } = setUp(3_000)
    const kept = keep("/projects/1", 1, "x".repeat(1_000))!
    const before = cache.bytes
    cache.addTwin("/projects/1", "read/false", kept, body("z".repeat(100)))
    expect(cache.get("/projects/1", "read/false")?.gzip?.byteLength).toBe(100)
    expect(cache.bytes).toBe(before + 100)

    // The project changed while the twin was being made: the new answer does not get the old twin.
    const old = keep("/projects/2", 2, "alt")!
    watcher.notice(11, changed(2))
    keep("/projects/2", 2, "neu")
    cache.addTwin("/projects/2", "read/false", old, body("alt gezippt"))
    expect(cache.get("/projects/2", "read/false")?.gzip).toBeUndefined()

    // A twin that takes the cache over its bytes evicts the least recently used answer.
    keep("/projects/3", 3, "y".repeat(1_000))
    cache.addTwin("/projects/3", "read/false", cache.get("/projects/3", "read/false")!, body("w".repeat(900)))
    expect(cache.bytes).toBeLessThanOrEqual(3_000)
    expect(cache.get("/projects/1", "read/false")).toBeUndefined()
  })
})
