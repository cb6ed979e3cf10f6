import { OverlaysProvider } from "@blueprintjs/core"
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ApiError } from "../lib/api-error"
import { ConfirmDialog } from "./confirm-dialog"
import { FormDialog } from "./form-dialog"

afterEach(cleanup)

const refusal = (details: Record<string, string> | null) => new ApiError(409, { message: "Das Projekt wurde gleichzeitig geändert.", internal_code: "CONFLICT", details })

const openForm = (onSubmit: () => Promise<unknown>, onClose = vi.fn()) => {
  render(
    <OverlaysProvider>
      <FormDialog isOpen title="Rolle bearbeiten" fields={[{ name: "rop_name", label: "Rollenname" }]} initial={{ rop_name: "Planer" }} submitLabel="Speichern" onSubmit={onSubmit} onClose={onClose} />
    </OverlaysProvider>,
  )
  return onClose
}

describe("dialogs after a server error", () => {
  it("given the server refuses with a general error, then the focus is on the error inside the dialog, and Escape still closes it", async () => {
    const onClose = openForm(() => Promise.reject(refusal(null)))
    const save = screen.getByRole("button", { name: "Speichern" })
    save.focus()
    fireEvent.click(save)
    const alert = await screen.findByRole("alert")
    await waitFor(() => expect(document.activeElement).toBe(alert))
    fireEvent.keyDown(document.activeElement!, { key: "Escape" })
    expect(onClose).toHaveBeenCalled()
  })

  it("given the server refuses a field, then the focus is on that field", async () => {
    openForm(() => Promise.reject(refusal({ rop_name: "Den Namen gibt es schon." })))
    fireEvent.click(screen.getByRole("button", { name: "Speichern" }))
    await screen.findByText("Den Namen gibt es schon.")
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Rollenname")))
  })

  it("given a confirmation the server refuses, then the focus is on the refusal inside the alert", async () => {
    render(
      <OverlaysProvider>
        <ConfirmDialog isOpen text="Löschen?" confirmLabel="Löschen" onConfirm={() => Promise.reject(refusal(null))} onClose={vi.fn()} />
      </OverlaysProvider>,
    )
    const dialog = screen.getByRole("alertdialog")
    fireEvent.click(within(dialog).getByRole("button", { name: "Löschen" }))
    const alert = await within(dialog).findByRole("alert")
    await waitFor(() => expect(document.activeElement).toBe(alert))
  })
})
