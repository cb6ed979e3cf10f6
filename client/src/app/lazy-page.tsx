/**
 * @module Routes are lazy chunks. A chunk that fails to load (or takes longer than 120 s) triggers the
 * new-version check, since the usual cause is a deployment that replaced the files (spec §4, §8).
 */
import { type ComponentType, lazy, useState } from "react"
import { CHUNK_LOAD_TIMEOUT_MS } from "../config/app-config"
import { loadNamespaces } from "../lib/i18n"
import { checkForNewVersion } from "../lib/version-check"

/**
 * A page loaded with its chunk and the texts of its namespaces (only `common` is there from the start).
 * `preload` starts that load before the page renders (when its route matches); rendering then waits for
 * the same load. A page already loaded renders at once: React.lazy would suspend once more even then, and
 * a suspended first render shows the page spinner for at least 300 ms (React's fallback throttle).
 */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>, namespaces: readonly string[] = []) => {
  let loading: Promise<{ default: ComponentType }> | undefined
  let Loaded: ComponentType | undefined
  const start = () =>
    (loading ??= loadPage(load, namespaces).then((page) => {
      Loaded = page.default
      return page
    }))
  const Lazy = lazy(start)
  function LazyPage() {
    // Chosen once per mount: switching from Lazy to Loaded later would remount the page.
    const [Page] = useState<ComponentType>(() => Loaded ?? Lazy)
    return <Page />
  }
  return Object.assign(LazyPage, { preload: start })
}

const loadPage = async (load: () => Promise<{ default: ComponentType }>, namespaces: readonly string[]) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    return await Promise.race([
      Promise.all([load(), loadNamespaces(namespaces)]).then(([page]) => page),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("chunk load timed out")), CHUNK_LOAD_TIMEOUT_MS)
      }),
    ])
  } catch (error) {
    void checkForNewVersion()
    throw error
  } finally {
    clearTimeout(timer)
  }
}
