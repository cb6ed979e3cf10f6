/**
 * @module The Chromium that prints the PDF reports: Debian's /usr/bin/chromium (as the end-to-end journeys use,
 * tests/e2e/support/browser.ts; BIMP_CHROMIUM names another), driven by puppeteer-core. One browser per process,
 * launched on the first report, each report its own page (at most two at once), closed when the process stops
 * (`closeReportBrowser`, called by the servers' shutdown) or after ten idle minutes. A machine without Chromium,
 * a browser that does not start and a report that takes too long are answered 503, never a crash.
 */
import { constants } from "node:fs"
import { access, mkdtemp, readdir, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import puppeteer, { type Browser, type PDFOptions } from "puppeteer-core"

export const CHROMIUM = "/usr/bin/chromium"

const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync", "--font-render-hinting=none"]
const MAX_PAGES = 2

export type ReportBrowserOptions = {
  readonly executablePath?: string
  /** For starting the browser, loading the page and printing it, each. */
  readonly timeoutMs?: number
  readonly idleMs?: number
}

export type PrintOptions = { readonly headerTemplate: string; readonly footerTemplate: string }

/**
 * Ends the processes of a browser that did not start in time: puppeteer kills the one it spawned, but Debian's
 * /usr/bin/chromium is a script whose browser can survive it. They are found by their profile folder, which
 * is this launch's own (Linux: /proc).
 */
const killBrowserOf = async (profile: string) => {
  const pids = await readdir("/proc").catch(() => [] as string[])
  for (const pid of pids.filter((name) => /^\d+$/u.test(name))) {
    const args = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "")
    if (args.split("\0").includes(`--user-data-dir=${profile}`)) {
      try {
        process.kill(Number(pid), "SIGKILL")
      } catch {
        // gone already
      }
    }
  }
}

const unavailable = (reason: string) =>
  new HttpProblem(503, "REPORT_UNAVAILABLE", `Der PDF-Bericht kann auf diesem Server zurzeit nicht erstellt werden (${reason}). Der Excel-Bericht ist verfügbar.`)

export class ReportBrowser {
  private launching: Promise<Browser> | undefined
  private active = 0
  private readonly waiting: (() => void)[] = []
  private idleTimer: NodeJS.Timeout | undefined
  private readonly profiles = new WeakMap<Browser, () => Promise<void>>()
  readonly executablePath: string
  private readonly timeoutMs: number
  private readonly idleMs: number

  constructor({ executablePath = process.env.BIMP_CHROMIUM || CHROMIUM, timeoutMs = 60_000, idleMs = 600_000 }: ReportBrowserOptions = {}) {
    this.executablePath = executablePath
    this.timeoutMs = timeoutMs
    this.idleMs = idleMs
  }

  /** The PDF Chromium prints of `html` (A4, backgrounds, header and footer). */
  async pdf(html: string, { headerTemplate, footerTemplate }: PrintOptions): Promise<Uint8Array> {
    await this.turn()
    try {
      const browser = await this.browser()
      const page = await browser.newPage().catch((error: unknown) => {
        throw browser.connected ? error : unavailable("Chromium wurde unerwartet beendet")
      })
      try {
        await page.setJavaScriptEnabled(false)
        await page.setContent(html, { waitUntil: "load", timeout: this.timeoutMs })
        const options: PDFOptions = {
          format: "A4",
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate,
          footerTemplate,
          preferCSSPageSize: true,
          outline: true,
          timeout: this.timeoutMs,
        }
        return await page.pdf(options)
      } catch (error) {
        if (error instanceof Error && error.name === "TimeoutError") throw unavailable(`Zeitüberschreitung nach ${Math.round(this.timeoutMs / 1000)} s`)
        if (!browser.connected) throw unavailable("Chromium wurde unerwartet beendet")
        throw error
      } finally {
        await page.close().catch(() => undefined)
      }
    } finally {
      this.release()
    }
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer)
    const launching = this.launching
    this.launching = undefined
    const browser = await launching?.catch(() => undefined)
    if (!browser) return
    await browser.close().catch(() => undefined)
    await this.profiles.get(browser)?.()
  }

  private browser(): Promise<Browser> {
    clearTimeout(this.idleTimer)
    if (this.launching) return this.launching
    // A browser that failed to start, crashed or was closed is started again for the next report.
    const launching = this.launch()
    const forget = () => {
      if (this.launching === launching) this.launching = undefined
    }
    launching.then((browser) => browser.on("disconnected", forget), forget)
    this.launching = launching
    return launching
  }

  private async launch(): Promise<Browser> {
    try {
      await access(this.executablePath, constants.X_OK)
    } catch {
      throw unavailable(`Chromium fehlt: ${this.executablePath}`)
    }
    // Its own profile folder, removed when the browser ends or fails to start (puppeteer leaves its own behind then).
    const profile = await mkdtemp(path.join(tmpdir(), "bimprofile-report-chromium-"))
    const removeProfile = () => rm(profile, { recursive: true, force: true }).catch(() => undefined)
    try {
      const browser = await puppeteer.launch({
        executablePath: this.executablePath,
        userDataDir: profile,
        headless: true,
        args: ARGS,
        timeout: this.timeoutMs,
        // The servers stop on these signals themselves; the browser still ends with the process.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      })
      browser.process()?.once("exit", () => void removeProfile())
      this.profiles.set(browser, removeProfile)
      return browser
    } catch (error) {
      await killBrowserOf(profile)
      await removeProfile()
      throw unavailable(`Chromium startet nicht: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`)
    }
  }

  private async turn() {
    if (this.active < MAX_PAGES) {
      this.active++
      return
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve))
  }

  private release() {
    const next = this.waiting.shift()
    if (next) return next()
    this.active--
    if (this.active === 0) {
      clearTimeout(this.idleTimer)
      this.idleTimer = setTimeout(() => void this.close(), this.idleMs)
      this.idleTimer.unref()
    }
  }
}

/** The process's browser for reports. */
export const reportBrowser = new ReportBrowser()

/** Closes the process's report browser, if one was started (for shutdown). */
export const closeReportBrowser = () => reportBrowser.close()
