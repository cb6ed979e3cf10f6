/**
 * @module The form and confirmation dialogs, loaded when first opened. For a component that sits in a
 * feature's file beside a page that never opens a dialog (the project header beside the project list):
 * imported statically, they tie that file to Blueprint's overlay code (~23 kB over the wire) and every page of
 * the feature loads it at first paint (bench 8b). Once opened, a dialog stays mounted so it closes animated.
 */
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react"
import { checkForNewVersion } from "../lib/version-check"
import type { ConfirmDialogProps } from "./confirm-dialog"
import type { FormDialogProps } from "./form-dialog"

/** A component of a lazy chunk; when the chunk fails to load (usually a deployment replaced it) nothing
 *  opens, and the new-version check offers the reload. */
export const lazyComponent = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() =>
    load()
      .then((component) => ({ default: component }))
      .catch(() => {
        void checkForNewVersion()
        return { default: () => null }
      }),
  )

const FormDialogChunk = lazyComponent<FormDialogProps>(() => import("./form-dialog").then((m) => m.FormDialog))
const ConfirmDialogChunk = lazyComponent<ConfirmDialogProps>(() => import("./confirm-dialog").then((m) => m.ConfirmDialog))

/** Renders nothing until `isOpen` is first true; from then on the dialog. */
function OnceOpened({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(isOpen)
  if (isOpen && !opened) setOpened(true)
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null
}

export function LazyFormDialog(props: FormDialogProps) {
  return (
    <OnceOpened isOpen={props.isOpen}>
      <FormDialogChunk {...props} />
    </OnceOpened>
  )
}

export function LazyConfirmDialog(props: ConfirmDialogProps) {
  return (
    <OnceOpened isOpen={props.isOpen}>
      <ConfirmDialogChunk {...props} />
    </OnceOpened>
  )
}
