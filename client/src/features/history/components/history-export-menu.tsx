import { Button, Menu, MenuItem, Popover } from "@blueprintjs/core"
import { CaretDownIcon, DocumentIcon, ExportIcon, GridViewIcon } from "@blueprintjs/icons"
import { useDownload } from "../../../hooks/use-download"
import { useT } from "../../../lib/i18n"
import { downloadHistory, type HistoryFormat } from "../api/download-history"
import type { HistoryFilters } from "../history-filters"

/** The file's name as the server's Content-Disposition gives it: `verlauf-<project>-<day>` (the word in the language). */
const fileNameOf = (word: (project: string, day: string) => string, projectName: string | undefined) => {
  const safe = (projectName ?? "").replace(/[\\/:*?"<>|\u0000-\u001f]+/gu, "_").trim().slice(0, 80)
  return word(safe || "projekt", new Date().toISOString().slice(0, 10))
}

/** «Exportieren»: the timeline as Excel or CSV for an audit, filtered as on screen, in the user's language. */
export function HistoryExportMenu({ projectId, projectName, filters }: { projectId: number; projectName: string | undefined; filters: HistoryFilters }) {
  const { t, locale } = useT()
  const { running, download: run } = useDownload<HistoryFormat>((_, reason) => t("history:export.failed", { reason }))
  const download = (format: HistoryFormat) =>
    run(format, () => downloadHistory(projectId, format, filters, locale, fileNameOf((project, day) => t("history:export.fileName", { project, day }), projectName)))
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu aria-label={t("history:export.label")}>
          <MenuItem icon={<GridViewIcon />} text={t("history:export.xlsx")} label=".xlsx" onClick={() => void download("xlsx")} />
          <MenuItem icon={<DocumentIcon />} text={t("history:export.csv")} label=".csv" onClick={() => void download("csv")} />
        </Menu>
      }
    >
      <Button icon={<ExportIcon />} endIcon={<CaretDownIcon />} text={t("history:export.button")} loading={running !== null} />
    </Popover>
  )
}
