import { useEffect, useRef } from "react"
import { Navigate } from "react-router-dom"
import { type MissingKind, paths } from "../config/paths"
import { toast } from "../lib/app-events"
import { useT } from "../lib/i18n"

/**
 * What a details page shows when its item answers 404. Seen before (`name` known: deleted meanwhile, e.g.
 * by someone else, announced by a live update) → back to its list with a short note, which also closes any
 * dialog open on it. Never seen (a stale link) → the not-found page naming what is missing.
 */
export function GoneItem({ kind, name, listPath }: { kind: MissingKind; name: string | undefined; listPath: string }) {
  const { t } = useT()
  const noted = useRef(false)
  useEffect(() => {
    if (name === undefined || noted.current) return
    noted.current = true
    toast("info", t(`gone.${kind}`, { name }))
  }, [kind, name, t])
  return <Navigate to={name === undefined ? paths.notFoundOf(kind) : listPath} replace />
}
