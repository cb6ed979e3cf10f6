import { H2 } from "@blueprintjs/core"
import type { ReactNode } from "react"

/** A page: its title (also the document title), optional actions at the right, then the content. */
export function PageLayout({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  if (typeof document !== "undefined") document.title = `${title} – BIM Profile`
  return (
    <section className="bimp-page" aria-labelledby="page-title">
      <header className="bimp-page-header">
        <H2 id="page-title">{title}</H2>
        {actions && <div className="bimp-page-actions">{actions}</div>}
      </header>
      {children}
    </section>
  )
}
