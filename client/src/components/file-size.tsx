import { formatSizeValue, sizeOf } from "../lib/document-format"
import { useT } from "../lib/i18n"

/** A size in bytes as people read it, in the locale's figures and unit words ("2.4 MB", "2,4 Mo"). */
export function FileSize({ bytes }: { bytes: number }) {
  const { t, locale } = useT()
  const size = sizeOf(bytes)
  return <span className="bimp-file-size">{t(`size.${size.unit}`, { value: formatSizeValue(size, locale) })}</span>
}
