import { Alignment, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from "@blueprintjs/core"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { NavLink, useLocation } from "react-router-dom"
import { paths } from "../../config/paths"
import { useT } from "../../lib/i18n"
import { UserWidget } from "./user-widget"

/** The main navigation: My projects, Project templates (the reference projects among them), and the user widget (spec §2). */
export function MainNav({ user }: { user: UserDto }) {
  const { t } = useT()
  const inReferences = useLocation().pathname.startsWith("/references")
  return (
    <Navbar className="bimp-nav" role="navigation" aria-label={t("nav.label")}>
      <NavbarGroup align={Alignment.START}>
        <NavbarHeading className="bimp-brand">BIM Profile</NavbarHeading>
        <NavbarDivider />
        <NavLink className="bimp-nav-link" to={paths.projects}>
          {t("nav.projects")}
        </NavLink>
        <NavLink className={({ isActive }) => (isActive || inReferences ? "bimp-nav-link active" : "bimp-nav-link")} to={paths.templates}>
          {t("nav.templates")}
        </NavLink>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        <UserWidget user={user} />
      </NavbarGroup>
    </Navbar>
  )
}
