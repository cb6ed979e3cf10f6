import { cleanup, render, screen } from "@testing-library/react"
import { useLayoutEffect } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { FIRST_SCREENFUL, useFirstScreenful } from "./use-first-screenful"

/** A list that notes how many items each of its commits showed. */
function List({ total, commits }: { total: number; commits: number[] }) {
  const rendered = useFirstScreenful(total)
  useLayoutEffect(() => {
    commits.push(rendered)
  })
  return (
    <ul>
      {Array.from({ length: rendered }, (_, i) => (
        <li key={i}>Projekt {i + 1}</li>
      ))}
    </ul>
  )
}

afterEach(cleanup)

describe("useFirstScreenful", () => {
  it("given 40 items, then the first commit shows a screenful and the next one all 40", async () => {
    const commits: number[] = []
    render(<List total={40} commits={commits} />)
    expect(await screen.findAllByRole("listitem")).toHaveLength(40)
    expect(commits).toEqual([FIRST_SCREENFUL, 40])
  })

  it("given fewer items than a screenful, then all of them in one commit", async () => {
    const commits: number[] = []
    render(<List total={5} commits={commits} />)
    expect(await screen.findAllByRole("listitem")).toHaveLength(5)
    expect(commits).toEqual([5])
  })
})
