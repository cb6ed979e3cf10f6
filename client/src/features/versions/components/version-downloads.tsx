import { Button, Menu, MenuItem, PopoverNext } from "@blueprintjs/core"
import { CaretDownIcon, CodeBlockIcon, DocumentIcon, DownloadIcon, GridViewIcon, ThIcon } from "@blueprintjs/icons"
import type { VersionDto } from "@bimprofile/contracts/dto/version-dto"
import type { ReactElement } from "react"
import { useDownload } from "../../../hooks/use-download"
import { useT } from "../../../lib/i18n"
import { downloadVersionFile, VERSION_FILES, type VersionFile } from "../api/download-version"
import { versionFileName } from "../version-words"

const ICONS: Record<VersionFile, ReactElement> = { ids: <CodeBlockIcon />, profile_xlsx: <GridViewIcon />, report_pdf: <DocumentIcon />, report_xlsx: <ThIcon /> }
const EXTENSIONS: Record<VersionFile, string> = { ids: ".zip", profile_xlsx: ".xlsx", report_pdf: ".pdf", report_xlsx: ".xlsx" }

/** «Herunterladen»: the version's IDS files, Excel profile and reports, as they were when it was published. */
export function VersionDownloads({ projectId, projectName, version }: { projectId: number; projectName: string | undefined; version: VersionDto }) {
  const { t, locale } = useT()
  const { running, download } = useDownload<VersionFile>((file, reason) => t("versions:files.failed", { file: t(`versions:files.${file}.label`), reason }))
  const save = (file: VersionFile) =>
    download(file, () => downloadVersionFile(projectId, version.ver_number, file, versionFileName(projectName, version.ver_semver, t(`versions:files.${file}.fileWord`)), locale))
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={t("versions:files.menu", { version: version.ver_semver })}>
          {VERSION_FILES.map((file) => (
            <MenuItem key={file} icon={ICONS[file]} text={t(`versions:files.${file}.label`)} label={EXTENSIONS[file]} onClick={() => void save(file)} />
          ))}
        </Menu>
      }
    >
      <Button icon={<DownloadIcon />} endIcon={<CaretDownIcon />} text={t("versions:files.button")} loading={running !== null} />
    </PopoverNext>
  )
}
