import { Component, type ErrorInfo, type ReactNode } from "react"
import { useLocation } from "react-router-dom"
import { RouteError } from "./routes/status/route-error"

/** A page that throws while rendering shows `fallback` (reload offer) instead of a blank screen. */
export class PageErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode; resetKey?: string }, { failed: boolean }> {
  override state = { failed: false }

  // A failed page is tried again at another address; a page that did not fail is never remounted.
  override componentDidUpdate(previous: Readonly<{ resetKey?: string }>) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("page failed to render", error, info.componentStack)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/**
 * The boundary of one page, inside the shell: a page whose chunk fails to load (a deployment replaced the
 * files) or that throws shows the reload offer where the page would be, while the navigation, the footer
 * and the shell's toasts — the new-version one among them — stay. Another address starts afresh.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <PageErrorBoundary resetKey={pathname} fallback={<RouteError />}>
      {children}
    </PageErrorBoundary>
  )
}
