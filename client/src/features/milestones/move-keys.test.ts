import { describe, expect, it } from "vitest"
import { moveDirectionOf } from "./move-keys"

const press = (key: string, modifiers: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
})

describe("moveDirectionOf", () => {
  it("maps Alt with the arrows to the four directions", () => {
    expect(moveDirectionOf(press("ArrowUp", { altKey: true }))).toBe("up")
    expect(moveDirectionOf(press("ArrowDown", { altKey: true }))).toBe("down")
    expect(moveDirectionOf(press("ArrowLeft", { altKey: true }))).toBe("previous")
    expect(moveDirectionOf(press("ArrowRight", { altKey: true }))).toBe("next")
  })

  it("ignores arrows without Alt, with other modifiers, and other keys", () => {
    expect(moveDirectionOf(press("ArrowUp"))).toBeNull()
    expect(moveDirectionOf(press("ArrowUp", { altKey: true, shiftKey: true }))).toBeNull()
    expect(moveDirectionOf(press("ArrowUp", { altKey: true, ctrlKey: true }))).toBeNull()
    expect(moveDirectionOf(press("Enter", { altKey: true }))).toBeNull()
  })
})
