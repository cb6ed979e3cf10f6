/**
 * @module The user widget's menu (spec §2): account, users (for app and organisation admins),
 * organisations, upgrade, imprint, logout and the locale switch, in a
 * popover on the widget. Its own chunk (PopoverNext, Menu and floating-ui, ~19 kB gzip), loaded by
 * user-widget.tsx once a logged-in page shows the navigation.
 */
import { Menu, MenuDivider, MenuItem, PopoverNext } from "@blueprintjs/core"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import type { ReactElement } from "react"
import { useNavigate } from "react-router-dom"
import { UPGRADE_SHOP_URL } from "../../config/app-config"
import { paths } from "../../config/paths"
import { changeLocale, type Locale, useT } from "../../lib/i18n"
import { mayManageUsers } from "./user-format"

const switchable: readonly { locale: Locale; label: string }[] = [
  { locale: "de-CH", label: "DE" },
  { locale: "fr-CH", label: "FR" },
  { locale: "it-CH", label: "IT" },
  { locale: "en", label: "EN" },
]

/** The menu's popover around `children`, the widget's button; open at once when it was clicked while loading. */
export default function UserMenu({ user, defaultIsOpen, children }: { user: UserDto; defaultIsOpen: boolean; children: ReactElement }) {
  const { t, locale } = useT()
  const navigate = useNavigate()
  const menu = (
    <Menu aria-label={t("user.menu")}>
      <MenuItem text={t("user.account")} onClick={() => navigate(paths.userProfile())} />
      {mayManageUsers(user) && <MenuItem text={t("user.users")} onClick={() => navigate(paths.userList)} />}
      <MenuItem text={t("user.organisations")} onClick={() => navigate(paths.organisations)} />
      {!user.usr_has_license && <MenuItem text={t("user.upgrade")} href={UPGRADE_SHOP_URL} target="_blank" />}
      <MenuItem text={t("user.impressum")} onClick={() => navigate(paths.about)} />
      <MenuItem text={t("user.logout")} onClick={() => navigate(paths.logout)} />
      <MenuDivider />
      {switchable.map(({ locale: option, label }) => (
        <MenuItem
          key={option}
          text={label}
          aria-label={t(`locales.${option}`)}
          active={option === locale}
          disabled={option === locale}
          onClick={() => void changeLocale(option)}
        />
      ))}
    </Menu>
  )
  return (
    <PopoverNext content={menu} placement="bottom-end" defaultIsOpen={defaultIsOpen}>
      {children}
    </PopoverNext>
  )
}
