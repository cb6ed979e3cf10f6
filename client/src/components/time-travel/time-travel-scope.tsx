import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { type ReactNode, useLayoutEffect, useMemo } from "react"
import { ApiError } from "../../lib/api-error"
import { setTimeTravel } from "../../lib/time-travel"

/**
 * The project's pages as of `asOf` (null: as it is now, then nothing changes). While it is set, the API client
 * sends their reads with `as_of` (lib/time-travel.ts) and the pages read through a QueryClient of their own: the
 * same keys, another cache, so the live answers are neither shown nor overwritten; left, it is dropped.
 */
export function TimeTravelScope({ projectId, asOf, children }: { projectId: number; asOf: string | null; children: ReactNode }) {
  const client = useMemo(() => (asOf === null ? null : asOfClient()), [projectId, asOf])
  // Set while rendering, before any page below fetches (react-query fetches once mounted); idempotent.
  setTimeTravel(asOf === null ? null : { projectId, asOf }, false)
  useLayoutEffect(() => {
    setTimeTravel(asOf === null ? null : { projectId, asOf })
    return () => setTimeTravel(null)
  }, [projectId, asOf])
  if (client === null) return children
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** A past state never changes: its answers stay fresh for as long as it is shown, and a refusal is not retried. */
const asOfClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: (count, error) => !(error instanceof ApiError) && count < 2,
      },
    },
  })
