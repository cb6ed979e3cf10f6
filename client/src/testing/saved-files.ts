/** Catches the files the app saves from memory (lib/save-blob.ts): their names in order, with the object URL each was saved from. */
import { vi } from "vitest"

export const catchSavedFiles = (url = "blob:saved") => {
  const saved: { name: string; href: string }[] = []
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => url), revokeObjectURL: vi.fn() }))
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.getAttribute("href") ?? "" })
  })
  return { saved, names: () => saved.map((file) => file.name) }
}
