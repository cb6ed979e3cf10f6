import { Button, Tooltip } from "@blueprintjs/core"
import { DuplicateIcon, KeyIcon, TickIcon } from "@blueprintjs/icons"
import { useEffect, useState } from "react"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { shortHash } from "../version-words"

/**
 * A version's tamper-evident hash (docs/audit.md "Tamper evidence"): short on screen, whole in the tooltip, and
 * copied whole — what a partner compares with the hash of the log to know the version was not altered.
 */
export function HashLabel({ hash }: { hash: string | null }) {
  const { t } = useT()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  if (hash === null) return <span className="bimp-ver-hash bimp-pr-muted">{t("versions:card.noHash")}</span>
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(hash)
      setCopied(true)
    } catch {
      toast("warning", t("versions:card.copyFailed"))
    }
  }
  return (
    <span className="bimp-ver-hash">
      <KeyIcon size={12} />
      <Tooltip content={<code className="bimp-ver-hash-full">{hash}</code>} placement="top">
        <code tabIndex={0} aria-label={t("versions:card.hashLabel", { hash })}>
          {shortHash(hash)}
        </code>
      </Tooltip>
      <Button
        variant="minimal"
        size="small"
        icon={copied ? <TickIcon className="bimp-ver-copied" /> : <DuplicateIcon />}
        aria-label={copied ? t("versions:card.copied") : t("versions:card.copyHash")}
        title={copied ? t("versions:card.copied") : t("versions:card.copyHash")}
        onClick={() => void copy()}
      />
    </span>
  )
}
