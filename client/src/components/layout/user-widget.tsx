/** The user widget (spec §2): picture, capitalised names, organisation, pro/demo label, and its menu. */
import { Button, Menu, MenuDivider, MenuItem, PopoverNext, Tag } from "@blueprintjs/core"
import { Person } from "@blueprintjs/icons"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { useNavigate } from "react-router-dom"
import { UPGRADE_SHOP_URL } from "../../config/app-config"
import { paths } from "../../config/paths"
import { changeLocale, type Locale, useT } from "../../lib/i18n"
import { displayName, organisationLabel } from "./user-format"

const switchable: readonly { locale: Locale; label: string }[] = [
  { locale: "de-CH", label: "DE" },
  { locale: "fr-CH", label: "FR" },
  { locale: "it-CH", label: "IT" },
  { locale: "en", label: "EN" },
]

export function UserWidget({ user }: { user: UserDto }) {
  const { t, locale } = useT()
  const navigate = useNavigate()
  const licensed = user.usr_has_license
  const menu = (
    <Menu aria-label={t("user.menu")}>
      <MenuItem text={t("user.account")} onClick={() => navigate(paths.userProfile())} />
      {!licensed && <MenuItem text={t("user.upgrade")} href={UPGRADE_SHOP_URL} target="_blank" />}
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
    <PopoverNext content={menu} placement="bottom-end">
      <Button variant="minimal" className="bimp-user-widget" aria-label={t("user.menu")}>
        <span className="bimp-user-picture">
          {user.usr_image ? <img src={user.usr_image} alt="" width={28} height={28} /> : <Person size={20} />}
        </span>
        <span className="bimp-user-text">
          <span className="bimp-user-name">{displayName(user)}</span>
          <span className="bimp-user-org">{organisationLabel(user, t("user.personalOrganisation"))}</span>
        </span>
        <Tag minimal intent={licensed ? "success" : "warning"}>{licensed ? "pro" : "demo"}</Tag>
      </Button>
    </PopoverNext>
  )
}
