import type { Viewer } from "@bimprofile/contracts/access/roles"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import { given, stateOf } from "../../testing/decider-spec"
import { aProject, permissionGranted } from "../../testing/project-fixtures"
import { accessRefused, authorise, mayKeepExport } from "../project-access"
import type { AddDocument } from "../project-commands"

const SHA = "a".repeat(64)
const upload: AddDocument = { type: "AddDocument", name: "BAP", mediaType: "application/pdf", size: 10, sha256: SHA, kind: "upload", check: null }
const exported: AddDocument = {
  type: "AddDocument",
  name: "1_IDS.zip",
  mediaType: "application/zip",
  size: 20,
  sha256: SHA,
  kind: "export",
  check: "IDS 1.0, 2 Dateien: XSD gültig, keine IFC-Probleme",
  asOfPosition: 812,
  exportJobId: 7,
}
const { type: _, ...fields } = exported
const keptOnce: ProjectEvent = { type: "DocumentAdded", data: { documentId: 100, ...fields } }
const reader: Viewer = { userId: 3, appAdmin: false, licensed: true, memberships: new Map() }

describe("AddDocument", () => {
  it("keeps an export with the position it was built from and its job", () => {
    const state = given(...aProject()).when(exported).thenFolded(keptOnce)
    expect(state.keptExports.get(7)).toBe(100)
  })

  it("adds nothing when the same export is kept again, also after its document was removed", () => {
    given(...aProject(), keptOnce).when({ ...exported, name: "anders" }).thenNothing()
    given(...aProject(), keptOnce, { type: "DocumentRemoved", data: { documentId: 100 } }).when(exported).thenNothing()
    given(...aProject(), keptOnce).when({ ...exported, exportJobId: 8 }).thenAccepted()
  })

  it("lets a reader neither keep an export nor upload nor remove: the project's documents are its writers'", () => {
    const project = stateOf([...aProject(), permissionGranted(3, ["read"]), keptOnce])
    expect(authorise(reader, exported, project)).toEqual(accessRefused())
    expect(mayKeepExport(reader, project)).toBe(false)
    expect(authorise(reader, upload, project)).toEqual(accessRefused())
    expect(authorise(reader, { type: "RemoveDocument", documentId: 100 }, project)).toEqual(accessRefused())
    expect(authorise({ ...reader, userId: 4 }, exported, project)).toEqual(accessRefused())
  })

  it("lets a writer keep an export, as they may upload", () => {
    const project = stateOf([...aProject(), permissionGranted(3, ["write"])])
    expect(authorise(reader, exported, project)).toBeUndefined()
    expect(authorise(reader, upload, project)).toBeUndefined()
    expect(mayKeepExport(reader, project)).toBe(true)
  })
})
