import { Card, HTMLTable } from "@blueprintjs/core"
import { useEffect, useState } from "react"
import { FRONTEND_VERSION } from "../../config/app-config"
import { useT } from "../../lib/i18n"
import { minPosition } from "../../lib/positions"

/** The hidden developer panel, toggled with Ctrl+D: environment and API base (spec §2). */
export function DeveloperPanel({ backendVersion }: { backendVersion: string | null }) {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && (event.key === "d" || event.key === "D")) {
        event.preventDefault()
        setOpen((value) => !value)
      }
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [])
  if (!open) return null
  return (
    <Card className="bimp-dev-panel" elevation={3} aria-label={t("dev.title")}>
      <strong>{t("dev.title")}</strong>
      <HTMLTable compact>
        <tbody>
          <tr><td>{t("dev.environment")}</td><td>{import.meta.env.MODE}</td></tr>
          <tr><td>{t("dev.apiBase")}</td><td>{location.origin}/1.2</td></tr>
          <tr><td>{t("footer.backend")}</td><td>{backendVersion ?? "–"}</td></tr>
          <tr><td>{t("footer.frontend")}</td><td>{FRONTEND_VERSION}</td></tr>
          <tr><td>{t("dev.position")}</td><td>{minPosition()}</td></tr>
        </tbody>
      </HTMLTable>
    </Card>
  )
}
