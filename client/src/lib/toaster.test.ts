import { describe, expect, it } from "vitest"
import { showToast, toastTimeout } from "./toaster"

describe("toastTimeout", () => {
  it("given warning or error, then the toast stays until acknowledged", () => {
    expect(toastTimeout("warning")).toBe(0)
    expect(toastTimeout("error")).toBe(0)
  })

  it("given success, then 3 s", () => {
    expect(toastTimeout("success")).toBe(3_000)
  })

  it("given info, log or debug, then 2 s", () => {
    expect(toastTimeout("info")).toBe(2_000)
    expect(toastTimeout("log")).toBe(2_000)
    expect(toastTimeout("debug")).toBe(2_000)
  })
})

describe("showToast", () => {
  const until = async (find: () => Element | null | undefined) => {
    for (let i = 0; i < 100; i++) {
      const found = find()
      if (found) return found
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error("not shown")
  }

  it("given an error, then it is shown bottom right with an OK button that dismisses it", async () => {
    await showToast({ type: "toast", level: "error", message: "Speichern fehlgeschlagen" })
    const toast = await until(() => document.querySelector(".bimp-toast-error"))
    expect(toast.textContent).toContain("Speichern fehlgeschlagen")
    expect(toast.closest(".bp6-toast-container")?.className).toMatch(/bp6-toast-container-bottom\b.*bp6-toast-container-right\b/)
    const ok = [...toast.querySelectorAll("button, a")].find((b) => b.textContent === "OK") as HTMLElement
    expect(ok).toBeDefined()
    ok.click()
    await until(() => (document.querySelector(".bimp-toast-error") ? null : document.body))
  })

  it("given a success, then it is shown without an acknowledge button", async () => {
    await showToast({ type: "toast", level: "success", message: "Gespeichert" })
    const toast = await until(() => document.querySelector(".bimp-toast-success"))
    expect(toast.textContent).toContain("Gespeichert")
    expect([...toast.querySelectorAll("a, button")].map((b) => b.textContent)).not.toContain("OK")
  })

  it("given more than 20 toasts, then at most 20 are shown", async () => {
    for (let i = 1; i <= 23; i++) await showToast({ type: "toast", level: "warning", message: `Hinweis ${i}` })
    await until(() => [...document.querySelectorAll(".bimp-toast-warning")].find((t) => t.textContent?.includes("Hinweis 23")))
    // The oldest leave with an exit transition; wait until they are gone.
    await until(() => (document.querySelectorAll(".bimp-toast-warning").length <= 20 ? document.body : null))
    const shown = [...document.querySelectorAll(".bimp-toast-warning")].map((t) => t.textContent)
    expect(shown).toHaveLength(20)
    expect(shown.some((text) => text?.includes("Hinweis 1OK"))).toBe(false)
  })
})
