/**
 * «Excel-Profil importieren» for the project's writers (the export page, the documents page): opens the import
 * dialog, which loads when first opened (its own chunk, client/chunks.ts) with the import's texts. The button's
 * own words are in that namespace too: it loads them itself and shows once they are there, so the pages that
 * mount it need not name the namespace.
 */
import { Button } from "@blueprintjs/core"
import { ImportIcon } from "@blueprintjs/icons"
import i18next from "i18next"
import { Suspense, useEffect, useState } from "react"
import { lazyComponent } from "../../../components/lazy-dialogs"
import { currentLocale, loadNamespaces, useT } from "../../../lib/i18n"
import { useProjectWritable } from "../../../lib/project-access"
import type { ProfileImportDialogProps } from "./profile-import-dialog"

const NAMESPACE = "imports"

const ProfileImportDialog = lazyComponent<ProfileImportDialogProps>(() => import("./profile-import-dialog").then((module) => module.ProfileImportDialog))

const textsLoaded = () => i18next.hasResourceBundle(currentLocale(), NAMESPACE)

/** Whether the import's texts are there; loads them once. */
const useImportTexts = () => {
  const [loaded, setLoaded] = useState(textsLoaded)
  useEffect(() => {
    if (loaded) return
    let current = true
    void loadNamespaces([NAMESPACE]).then(() => current && setLoaded(true))
    return () => {
      current = false
    }
  }, [loaded])
  return loaded
}

export function ProfileImportButton({ projectId }: { projectId: number }) {
  const { t } = useT()
  const writable = useProjectWritable()
  const loaded = useImportTexts()
  const [dialog, setDialog] = useState({ openings: 0, open: false })
  if (!writable || !loaded) return null
  return (
    <>
      <Button icon={<ImportIcon />} text={t(`${NAMESPACE}:button`)} onClick={() => setDialog((last) => ({ openings: last.openings + 1, open: true }))} />
      {dialog.openings > 0 && (
        <Suspense fallback={null}>
          <ProfileImportDialog key={dialog.openings} projectId={projectId} isOpen={dialog.open} onClose={() => setDialog((last) => ({ ...last, open: false }))} />
        </Suspense>
      )}
    </>
  )
}
