/**
 * The user widget (spec §2): picture, capitalised names, organisation, pro/demo label, and its menu. The
 * button paints at once; its menu (user-menu.tsx, with the popover machinery) is a lazy chunk that wraps
 * the same button once loaded, in the same popover-target span, so the widget does not move. A click while
 * it loads is kept: the menu then opens as soon as it is there.
 */
import { Button, Classes } from "@blueprintjs/core"
import { Person } from "@blueprintjs/icons"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { lazy, type ReactElement, Suspense, useState } from "react"
import { useSession } from "../../hooks/use-session"
import { useT } from "../../lib/i18n"
import { checkForNewVersion } from "../../lib/version-check"
import { displayName, organisationLabel, pictureSrc } from "./user-format"
import { Tag } from "../tag"

const UserMenu = lazy(() =>
  import("./user-menu").catch(() => {
    // Usually a deployment replaced the chunks (as for a page, spec §8): offer the reload; the button stays.
    void checkForNewVersion()
    return { default: ({ children }: { user: UserDto; defaultIsOpen: boolean; children: ReactElement }) => children }
  }),
)

export function UserWidget({ user }: { user: UserDto }) {
  const { t } = useT()
  const licensed = user.usr_has_license
  const picture = pictureSrc(user.usr_image, useSession().accessToken)
  const [clickedWhileLoading, setClickedWhileLoading] = useState(false)
  const button = (
    <Button variant="minimal" className="bimp-user-widget" aria-label={t("user.menu")}>
      <span className="bimp-user-picture">
        {picture ? <img src={picture} alt="" width={28} height={28} /> : <Person size={20} />}
      </span>
      <span className="bimp-user-text">
        <span className="bimp-user-name">{displayName(user)}</span>
        <span className="bimp-user-org">{organisationLabel(user, t("user.personalOrganisation"))}</span>
      </span>
      <Tag minimal intent={licensed ? "success" : "warning"}>{licensed ? "pro" : "demo"}</Tag>
    </Button>
  )
  return (
    <Suspense
      fallback={
        <span className={Classes.POPOVER_TARGET} onClick={() => setClickedWhileLoading(true)}>
          {button}
        </span>
      }
    >
      <UserMenu user={user} defaultIsOpen={clickedWhileLoading}>
        {button}
      </UserMenu>
    </Suspense>
  )
}
