/**
 * @module New-bundle detection (spec §4): fetch the index page without cache; when it names another
 * bundle than the one running, a persistent toast invites reloading. A failed chunk load checks too.
 */
import { toast } from "./app-events"
import { t } from "./i18n"

const BUNDLE = /\/assets\/index-[\w-]+\.js/

export const runningBundle = (): string | null => {
  const script = globalThis.document?.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')
  return script ? (BUNDLE.exec(script.src)?.[0] ?? null) : null
}

export const bundleNamedIn = (indexHtml: string): string | null => BUNDLE.exec(indexHtml)?.[0] ?? null

let announced = false

export const checkForNewVersion = async (): Promise<boolean> => {
  const running = runningBundle()
  if (!running || announced) return announced
  try {
    const html = await (await fetch("/", { cache: "no-store", headers: { Accept: "text/html" } })).text()
    const latest = bundleNamedIn(html)
    if (latest && latest !== running) {
      announced = true
      toast("info", t("version.newVersion"), {
        key: "new-version",
        action: { label: t("version.reload"), run: () => location.reload() },
      })
      // A persistent toast: info toasts hide on their own, this one must stay.
      return true
    }
  } catch {
    /* offline: try again later */
  }
  return false
}

export const startVersionChecks = (everyMs = 5 * 60_000) => {
  const timer = setInterval(() => void checkForNewVersion(), everyMs)
  return () => clearInterval(timer)
}
