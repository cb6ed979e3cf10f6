/**
 * Regenerates contracts/src/ifc/data/<version>.json from the full extraction in ../shared/ifc
 * (`npm run ifc-data -w @bimprofile/contracts`). The README beside the copy carries the attribution.
 */
import { writeFileSync } from "node:fs"
import { IFC_VERSIONS } from "../../src/ifc/ifc-versions"
import { compactFilePath, compactFromShared, findSharedDir, serialiseCompact, sharedDirCandidates } from "./shared-ifc-source"

const sharedDir = findSharedDir()
if (!sharedDir) {
  console.error(`No IFC extraction found; looked in: ${sharedDirCandidates().join(", ")} (set BIMP_SHARED_DIR)`)
  process.exit(1)
}
for (const version of IFC_VERSIONS) {
  const text = serialiseCompact(compactFromShared(sharedDir, version))
  writeFileSync(compactFilePath(version), text)
  console.log(`${compactFilePath(version)}: ${(text.length / 1024).toFixed(0)} KiB`)
}
