import { AnchorButton, type AnchorButtonProps } from "@blueprintjs/core"
import { useId } from "react"
import { useSession } from "../hooks/use-session"
import { useT } from "../lib/i18n"
import { hasLicence } from "../lib/session"
import { LinkButton } from "./link-button"

/**
 * A link to a page that needs the pro licence. A demo user sees it disabled with the reason beside it,
 * instead of a button that only leads to the licence wall.
 */
export function ProLinkButton({ to, ...props }: Omit<AnchorButtonProps, "href" | "onClick"> & { to: string }) {
  const { t } = useT()
  const id = useId()
  if (hasLicence(useSession())) return <LinkButton to={to} {...props} />
  return (
    <span className="bimp-pro-only">
      <AnchorButton {...props} disabled aria-describedby={id} />
      <small id={id} className="bimp-muted">
        {t("licence.proOnly")}
      </small>
    </span>
  )
}
