/**
 * The files of the page being opened and of its texts are fetched before the app's modules run: the build
 * lists them in index.html (client/early-files.ts), the early start adds a modulepreload link per file.
 */
import { afterEach, describe, expect, it } from "vitest"
import { earlyFilesOf } from "../../early-files"
import { startEarlyReads } from "../app/start-early"
import { EARLY_FILES_ID } from "../config/early-pages"
import { stubFetch } from "../testing/fetch-stub"
import { testUser } from "../testing/test-user"
import { forgetEarlyReads } from "./early-reads"
import { clearSession, updateSession } from "./session"

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) => ({ type: "chunk" as const, fileName, facadeModuleId, imports, isEntry })
const bundle = Object.fromEntries(
  [
    chunk("assets/index.js", "/app/client/index.html", ["assets/framework.js"], true),
    chunk("assets/framework.js", null),
    chunk("assets/feature-projects.js", null, ["assets/framework.js"]),
    chunk("assets/project-list.js", "/app/client/src/app/routes/projects/project-list.tsx", ["assets/feature-projects.js", "assets/framework.js"]),
    chunk("assets/project-layout.js", "/app/client/src/app/routes/project/project-layout.tsx", ["assets/feature-projects.js"]),
    chunk("assets/dashboard.js", "/app/client/src/app/routes/project/dashboard.tsx", ["assets/feature-projects.js"]),
    chunk("assets/common-de.js", "/app/client/src/locales/de-CH/common.json"),
    chunk("assets/common-fr.js", "/app/client/src/locales/fr-CH/common.json"),
    chunk("assets/projects-de.js", "/app/client/src/locales/de-CH/projects.json"),
    chunk("assets/projects-fr.js", "/app/client/src/locales/fr-CH/projects.json"),
    chunk("assets/plan-de.js", "/app/client/src/locales/de-CH/plan.json"),
    chunk("assets/users-de.js", "/app/client/src/locales/de-CH/users.json"),
  ].map((each) => [each.fileName, each]),
)

const listInIndexHtml = () => {
  const script = document.createElement("script")
  script.type = "application/json"
  script.id = EARLY_FILES_ID
  script.textContent = JSON.stringify(earlyFilesOf(bundle))
  document.head.append(script)
}
const preloaded = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"))

afterEach(() => {
  document.head.innerHTML = ""
  localStorage.clear()
  forgetEarlyReads()
  clearSession()
})

describe("the early start's files", () => {
  it("given the build, then each early page lists its chunk and what it imports beyond the entry, each text its file", () => {
    const files = earlyFilesOf(bundle)
    expect(files.pages["project-list"]).toEqual(["/assets/project-list.js", "/assets/feature-projects.js"])
    expect(files.pages.dashboard).toEqual(["/assets/dashboard.js", "/assets/feature-projects.js"])
    expect(files.texts["fr-CH/projects"]).toEqual(["/assets/projects-fr.js"])
    // Texts of pages that are not fetched early stay out of index.html.
    expect(files.texts["de-CH/users"]).toBeUndefined()
  })

  it("given a signed-in user opening the dashboard in French, then its chunks and its texts in French and German are preloaded", () => {
    listInIndexHtml()
    localStorage.setItem("bimprofile.locale", "fr-CH")
    updateSession({ user: testUser(), accessToken: "a1", refreshToken: "r1", expiresAt: Date.now() + 300_000 })
    stubFetch({ status: 200, body: {} }, { status: 200, body: {} })
    startEarlyReads({ pathname: "/projects/7/dashboard" })
    expect(preloaded().sort()).toEqual(
      [
        "/assets/project-layout.js",
        "/assets/feature-projects.js",
        "/assets/dashboard.js",
        "/assets/common-fr.js",
        "/assets/common-de.js",
        "/assets/projects-fr.js",
        "/assets/projects-de.js",
        "/assets/plan-de.js",
      ].sort(),
    )
  })

  it("given no session, then only the start's texts are preloaded (every page leads to the login)", () => {
    listInIndexHtml()
    stubFetch({ status: 200, body: {} })
    startEarlyReads({ pathname: "/projects/list" })
    expect(preloaded()).toEqual(["/assets/common-de.js"])
  })

  it("given the early start running before the parser reached the list, then it preloads once the document is parsed", () => {
    stubFetch({ status: 200, body: {} })
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true })
    try {
      startEarlyReads({ pathname: "/projects/list" })
      expect(preloaded()).toEqual([])
      listInIndexHtml()
      document.dispatchEvent(new Event("DOMContentLoaded"))
      expect(preloaded()).toEqual(["/assets/common-de.js"])
    } finally {
      delete (document as { readyState?: string }).readyState
    }
  })

  it("given no list in index.html (development), then nothing is preloaded", () => {
    updateSession({ user: testUser(), accessToken: "a1", refreshToken: "r1", expiresAt: Date.now() + 300_000 })
    stubFetch({ status: 200, body: {} }, { status: 200, body: {} }, { status: 200, body: {} })
    startEarlyReads({ pathname: "/projects/list" })
    expect(preloaded()).toEqual([])
  })
})
