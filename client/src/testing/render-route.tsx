/**
 * Renders one page at a path, as the router would (its route pattern gives the params), with a fresh
 * query client and Blueprint's overlays; any other path shows `where: <path>`, so a test sees navigation.
 */
import { OverlaysProvider } from "@blueprintjs/core"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import type { ReactNode } from "react"
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom"

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

export const renderRoute = (pattern: string, element: ReactNode, at: string) => {
  // As the app's client (lib/query-client.ts), but without retries, so a refusal shows at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } })
  const view = render(
    <OverlaysProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </OverlaysProvider>,
  )
  return { ...view, queryClient }
}
