import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Tag } from "./tag"

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe("Tag", () => {
  it("given a tag, then it carries Blueprint's tag classes and ellipsizes its text by CSS", () => {
    render(
      <Tag minimal round intent="primary" className="bimp-plan-short-name" icon={<svg data-testid="icon" />}>
        P12
      </Tag>,
    )
    const text = screen.getByText("P12")
    expect(text.className).toBe("bp6-fill bp6-text-overflow-ellipsis")
    expect(text.parentElement?.className).toBe("bp6-tag bp6-intent-primary bp6-minimal bp6-round bimp-plan-short-name")
    expect(screen.getByTestId("icon").parentElement).toBe(text.parentElement)
  })

  it("given a list of tags, when it renders, then no tag measures its text (each measure forces a layout)", () => {
    const measured = vi.spyOn(HTMLElement.prototype, "scrollWidth", "get")
    render(
      <p>
        {Array.from({ length: 20 }, (_, i) => (
          <Tag key={i} minimal>{`P${i}`}</Tag>
        ))}
      </p>,
    )
    expect(screen.getAllByText(/^P\d+$/)).toHaveLength(20)
    expect(measured).not.toHaveBeenCalled()
  })

  it("given a clipped tag, when the pointer enters it, then its full text is its tooltip; an unclipped one gets none", () => {
    render(
      <>
        <Tag minimal>Sehr langer Kurzname</Tag>
        <Tag minimal>P1</Tag>
      </>,
    )
    const clipped = screen.getByText("Sehr langer Kurzname")
    Object.defineProperties(clipped, { scrollWidth: { value: 120 }, clientWidth: { value: 60 } })
    fireEvent.mouseEnter(clipped)
    expect(clipped.title).toBe("Sehr langer Kurzname")
    const fitting = screen.getByText("P1")
    fireEvent.mouseEnter(fitting)
    expect(fitting.hasAttribute("title")).toBe(false)
  })
})
