import { NonIdealState } from "@blueprintjs/core"
import { Search } from "@blueprintjs/icons"
import { useSearchParams } from "react-router-dom"
import { type MissingKind, missingKinds } from "../../../config/paths"
import { ProjectAlternatives } from "../../../features/status/project-alternatives"
import { useT } from "../../../lib/i18n"

/** /not-found?what=project|process|role names what is missing; any other address is a plain "page not found". */
export default function NotFoundPage() {
  const { t } = useT()
  const what = useSearchParams()[0].get("what")
  const missing: MissingKind | "page" = (missingKinds as readonly string[]).includes(what ?? "") ? (what as MissingKind) : "page"
  return (
    <NonIdealState
      icon={<Search size={48} />}
      title={t(`status.notFound.${missing}Title`)}
      description={t(`status.notFound.${missing}Text`)}
      action={<ProjectAlternatives />}
    />
  )
}
