import { Card, H3 } from "@blueprintjs/core"
import { type ReactNode, useId } from "react"

/** One part of the profile: a card that is a named region (its heading), so it can be found by its title. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="bimp-profile-section">
      <Card elevation={1}>
        <H3 id={id}>{title}</H3>
        {children}
      </Card>
    </section>
  )
}
