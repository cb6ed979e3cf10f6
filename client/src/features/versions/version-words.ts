/** @module How a version is named and coloured on screen: its semantic version, its bump's colour, a file name after it. */
import type { Intent } from "@blueprintjs/core"
import type { VersionBump } from "@bimprofile/contracts/history/version-bumps"

/** A major bump can make a model that passed fail (red); a minor one adds or loosens (blue); a patch or the first, neutral. */
export const BUMP_INTENT: Record<VersionBump, Intent> = { major: "danger", minor: "primary", patch: "none", initial: "none" }

/** The first characters of a hash, enough to tell versions apart at a glance (as git shows commits). */
export const shortHash = (hash: string) => hash.slice(0, 12)

/** A file name of the project and version: characters no file system takes are replaced. */
export const versionFileName = (projectName: string | undefined, semver: string, what: string) =>
  [projectName ?? "", `v${semver}`, what]
    .map((part) => part.replace(/[\\/:*?"<>|\u0000-\u001f]+/gu, "_").trim())
    .filter(Boolean)
    .join("_")
