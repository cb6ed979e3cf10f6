/** @module A compared point in words, for the columns' heads: «Version 2.0.0», «12.03.2026, 14:05», «Position 1234», «Aktueller Stand». */
import type { VersionDto } from "@bimprofile/contracts/dto/version-dto"
import { formatDayTime } from "../../../lib/document-format"
import type { t as translate } from "../../../lib/i18n"
import type { Point } from "./diff-points"

export const pointLabel = (point: Point, versions: readonly VersionDto[], t: typeof translate, locale: string): string => {
  switch (point.kind) {
    case "version": {
      const semver = versions.find((version) => version.ver_number === point.number)?.ver_semver
      return semver ? t("versions:point.version", { semver }) : t("versions:point.versionNumber", { number: point.number })
    }
    case "time":
      return formatDayTime(point.iso, locale)
    case "position":
      return t("versions:point.position", { position: point.position })
    case "now":
      return t("versions:point.now")
  }
}
