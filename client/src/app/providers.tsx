import { OverlaysProvider } from "@blueprintjs/core"
import { QueryClientProvider } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { queryClient } from "../lib/query-client"

/**
 * Blueprint's overlay stack (dialogs, popovers, toasts) and the query client. Of BlueprintProvider only the
 * OverlaysProvider: the app registers no hotkeys, and HotkeysProvider would load the hotkeys dialog (with
 * Dialog and its transitions) at start; the portal defaults need no provider.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <OverlaysProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </OverlaysProvider>
  )
}
