/**
 * @module The semantic versions of a project's published versions (docs/audit.md "Published versions"): 1.0.0
 * for the first, then each from the diff to the one before — a change a model check could fail on raises the
 * first number, any other change the second, none the third. Versions never change, so neither do their
 * numbers: each is computed once per process (folding the two states it compares) and kept.
 */
import type { VersionBump } from "@bimprofile/contracts/history/version-bumps"
import { foldPoint } from "@bimprofile/projector/as-of/snapshots"
import { bumpOf, diffProjectStates, nextSemver } from "@bimprofile/projector/projections/project-diff"
import type { ProjectState } from "@bimprofile/projector/projections/project-state"
import { pointAt } from "../../as-of/as-of-middleware"
import type { QueryDeps } from "../query-deps"

export type Semver = { readonly semver: string; readonly bump: VersionBump; readonly major: number; readonly minor: number }

/** A published version as far as its semantic version needs it. */
export type PublishedPoint = { readonly number: number; readonly position: number }

const kept = new Map<string, Semver>()

const stateAt = async (deps: QueryDeps, projectId: number, position: number): Promise<ProjectState> =>
  foldPoint(deps.asOf.store, await pointAt(deps, deps.asOf, projectId, { position }))

/** The semantic versions of `versions` (all of a project's, in number order), by number. */
export const semversOf = async (deps: QueryDeps, projectId: number, versions: readonly PublishedPoint[]): Promise<Map<number, Semver>> => {
  const semvers = new Map<number, Semver>()
  let previous: { semver: string; state?: ProjectState; position: number } | undefined
  for (const version of versions) {
    const key = `${projectId}:${version.number}:${version.position}`
    let semver = kept.get(key)
    if (!semver) {
      const to = await stateAt(deps, projectId, version.position)
      if (!previous) semver = { semver: "1.0.0", bump: "initial", major: 0, minor: 0 }
      else {
        const diff = diffProjectStates(previous.state ?? (await stateAt(deps, projectId, previous.position)), to, projectId)
        const bump = bumpOf(diff)
        semver = { semver: nextSemver(previous.semver, bump), bump: bump === "none" ? "patch" : bump, major: diff.summary.major, minor: diff.summary.minor }
      }
      kept.set(key, semver)
      previous = { semver: semver.semver, state: to, position: version.position }
    } else previous = { semver: semver.semver, position: version.position }
    semvers.set(version.number, semver)
  }
  return semvers
}
