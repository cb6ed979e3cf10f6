import { OverlaysProvider } from "@blueprintjs/core"
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { LazyConfirmDialog, LazyFormDialog } from "./lazy-dialogs"

afterEach(cleanup)

function EditButton({ onSubmit }: { onSubmit: (values: Record<string, string>) => Promise<unknown> }) {
  const [open, setOpen] = useState(false)
  return (
    <OverlaysProvider>
      <button onClick={() => setOpen(true)}>Bearbeiten</button>
      <LazyFormDialog isOpen={open} title="Projekt bearbeiten" fields={[{ name: "pro_name", label: "Name" }]} initial={{ pro_name: "Alt" }} submitLabel="Speichern" onSubmit={onSubmit} onClose={() => setOpen(false)} />
    </OverlaysProvider>
  )
}

describe("dialogs loaded on first open", () => {
  it("given a closed form dialog, then nothing shows; when opened, it loads and submits the values, and it opens again after closing", async () => {
    const onSubmit = vi.fn(() => Promise.resolve())
    render(<EditButton onSubmit={onSubmit} />)
    expect(screen.queryByRole("dialog")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Bearbeiten" }))
    const dialog = await screen.findByRole("dialog")
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Neu" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Speichern" }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ pro_name: "Neu" })))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    fireEvent.click(screen.getByRole("button", { name: "Bearbeiten" }))
    expect(await screen.findByRole("dialog")).toBeTruthy()
  })

  it("given an open confirmation, then it loads and confirms", async () => {
    const onConfirm = vi.fn(() => Promise.resolve())
    const onClose = vi.fn()
    render(
      <OverlaysProvider>
        <LazyConfirmDialog isOpen text="Projekt löschen?" confirmLabel="Löschen" onConfirm={onConfirm} onClose={onClose} />
      </OverlaysProvider>,
    )
    const dialog = await screen.findByRole("alertdialog")
    expect(within(dialog).getByText("Projekt löschen?")).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Löschen" }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(onConfirm).toHaveBeenCalled()
  })
})
