/**
 * How the build groups our modules into files (client/chunks.ts), on small module graphs: what the login and
 * the project list load (the common file) holds no Blueprint overlay and none of the live updates' code.
 */
import { describe, expect, it } from "vitest"
import { chunkOf } from "../../chunks"

type Module = { readonly imports?: readonly string[]; readonly code?: string; readonly entry?: boolean }

/** A module graph as Rollup's manualChunks sees it; ids are paths under /app (client/src/…, contracts/src/…). */
const graph = (modules: Record<string, Module>) => {
  const id = (path: string) => `/app/${path}`
  const importers = new Map<string, string[]>()
  for (const [path, module] of Object.entries(modules))
    for (const imported of module.imports ?? []) importers.set(id(imported), [...(importers.get(id(imported)) ?? []), id(path)])
  const meta = {
    getModuleIds: () => Object.keys(modules).map(id)[Symbol.iterator](),
    getModuleInfo: (moduleId: string) => {
      const module = modules[moduleId.replace("/app/", "")]
      return module
        ? { isEntry: module.entry ?? false, importedIds: (module.imports ?? []).map(id), importers: importers.get(moduleId) ?? [], code: module.code ?? "" }
        : null
    },
  }
  return (path: string) => chunkOf(id(path), meta)
}

describe("the build's files of our common modules", () => {
  it("given a common component that imports a Blueprint overlay (a popover menu), then it goes with the dialogs, not into the common file", () => {
    const fileOf = graph({
      "client/src/main.tsx": { entry: true },
      "client/src/features/catalogue/components/ifc-picker.tsx": { imports: ["client/src/components/suggest-input.tsx", "client/src/components/text-field.tsx"] },
      "client/src/features/auth/components/register-page.tsx": { imports: ["client/src/components/text-field.tsx"] },
      "client/src/components/suggest-input.tsx": { code: 'import { InputGroup, Menu, MenuItem, PopoverNext as Popover, Spinner } from "@blueprintjs/core";' },
      "client/src/components/text-field.tsx": { code: 'import { FormGroup, InputGroup } from "@blueprintjs/core";' },
    })
    expect(fileOf("client/src/components/suggest-input.tsx")).toBe("dialogs")
    expect(fileOf("client/src/components/text-field.tsx")).toBe("shared")
  })

  it("given the live updates (imported after sign-in) and the client's own changes, then they and what marks answers stale are in a file of their own", () => {
    const fileOf = graph({
      "client/src/main.tsx": { entry: true, imports: ["client/src/lib/query-keys.ts"] },
      "client/src/lib/query-keys.ts": {},
      "client/src/lib/live-updates.ts": { imports: ["client/src/lib/invalidate-answers.ts", "client/src/lib/own-user.ts"] },
      "client/src/lib/own-user.ts": {},
      "client/src/lib/invalidate-answers.ts": { imports: ["contracts/src/live/live-kinds.ts", "client/src/lib/query-keys.ts"] },
      "contracts/src/live/live-kinds.ts": {},
      "client/src/api/project-mutation.ts": { imports: ["client/src/lib/invalidate-answers.ts"] },
      "client/src/api/processes/delete-process.ts": { imports: ["client/src/api/project-mutation.ts"] },
      "client/src/api/processes/create-process.ts": { imports: ["client/src/api/project-mutation.ts"] },
      "client/src/components/process-form-dialog.tsx": { imports: ["client/src/api/processes/create-process.ts"] },
      "client/src/features/processes/components/process-list.tsx": { imports: ["client/src/api/processes/delete-process.ts", "client/src/api/project-mutation.ts"] },
      "client/src/features/milestones/components/plan.tsx": { imports: ["client/src/api/processes/delete-process.ts"] },
    })
    for (const path of ["client/src/lib/live-updates.ts", "client/src/lib/own-user.ts", "client/src/lib/invalidate-answers.ts", "contracts/src/live/live-kinds.ts"])
      expect(fileOf(path), path).toBe("live")
    expect(fileOf("client/src/lib/query-keys.ts")).toBe("index")
    // Used by several files and importing the live updates' modules.
    expect(fileOf("client/src/api/project-mutation.ts")).toBe("live")
    expect(fileOf("client/src/api/processes/delete-process.ts")).toBe("live")
    // One file alone uses it: with that file.
    expect(fileOf("client/src/api/processes/create-process.ts")).toBe("dialogs")
  })

  it("given a common module one feature's file alone uses (itself or through other common modules), then it goes with that file; one page's, with the page", () => {
    const fileOf = graph({
      "client/src/main.tsx": { entry: true },
      "client/src/features/catalogue/components/lists-page.tsx": { imports: ["client/src/api/catalogue-lists/get-catalogue-lists.ts", "client/src/components/page-layout.tsx"] },
      "client/src/features/projects/components/project-list-page.tsx": { imports: ["client/src/components/page-layout.tsx"] },
      "client/src/api/catalogue-lists/get-catalogue-lists.ts": { imports: ["client/src/lib/list-words.ts"] },
      "client/src/lib/list-words.ts": {},
      "client/src/components/page-layout.tsx": {},
      "client/src/app/routes/project/documents.tsx": { imports: ["client/src/components/pending-feature.tsx"] },
      "client/src/components/pending-feature.tsx": {},
    })
    expect(fileOf("client/src/api/catalogue-lists/get-catalogue-lists.ts")).toBe("feature-catalogue")
    expect(fileOf("client/src/lib/list-words.ts")).toBe("feature-catalogue")
    expect(fileOf("client/src/components/page-layout.tsx")).toBe("shared")
    expect(fileOf("client/src/components/pending-feature.tsx")).toBeUndefined()
  })

  it("given contracts' modules, then one two features use goes to the common file (neither feature's file imports the other's), one a single feature uses to its file", () => {
    const fileOf = graph({
      "client/src/main.tsx": { entry: true, imports: ["contracts/src/codes.ts"] },
      "contracts/src/codes.ts": {},
      "client/src/features/catalogue/components/mapping-view.tsx": { imports: ["contracts/src/ifc/ifc-versions.ts", "contracts/src/catalogue/upload-media.ts"] },
      "client/src/features/requirements/components/requirement-editor.tsx": { imports: ["contracts/src/ifc/ifc-versions.ts", "contracts/src/requirements/facets.ts"] },
      "contracts/src/ifc/ifc-versions.ts": {},
      "contracts/src/catalogue/upload-media.ts": {},
      "contracts/src/requirements/facets.ts": { imports: ["contracts/src/ifc/ifc-versions.ts"] },
    })
    expect(fileOf("contracts/src/ifc/ifc-versions.ts")).toBe("shared")
    expect(fileOf("contracts/src/catalogue/upload-media.ts")).toBe("feature-catalogue")
    expect(fileOf("contracts/src/requirements/facets.ts")).toBe("feature-requirements")
    expect(fileOf("contracts/src/codes.ts")).toBe("index")
  })
})
